import type { Language } from '@portal/shared/constants/languages';
import type {
  CustomerServiceInput,
  OperatorCustomerService,
  OperatorCustomerServicesPage,
  OperatorCustomerServicesQuery,
} from '@portal/shared/schemas/content-operator/customer-service';
import type { ContentOrderPayload } from '@portal/shared/schemas/content-operator/fields';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { parseSort } from '../../lib/operator-sort.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import {
  assertSameItems,
  contentPage,
  everyContentItem,
  newContentCode,
  oneContentItem,
  recordContentChange,
  rowToChange,
  translationEntries,
} from '../content-editing.js';
import type {
  CustomerServiceColumns,
  CustomerServiceRecord,
  CustomerServiceSortField,
  CustomerServiceOperatorRepository,
} from './customer-service-operator.repository.js';

export interface CustomerServiceOperatorDeps {
  db: DB;
  repository: CustomerServiceOperatorRepository;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

const DEFAULT_SORT = { field: 'sort', direction: 'asc' } as const;

const columnsOf = (input: CustomerServiceInput): CustomerServiceColumns => ({
  cs_type: input.csType,
  path: input.path.trim(),
  icon: input.icon,
  min_vip_rank: input.minVipRank,
  enabled: input.enabled ? 1 : 0,
});

const titleRows = (input: CustomerServiceInput) =>
  translationEntries(input.translations).map(([lang, text]) => ({ lang, title: text.title }));

/**
 * What an audit line keeps: the protected chat's address (type 3) is a secret the site never
 * lists, so the line says only that it changed.
 */
const auditDetails = (input: CustomerServiceInput) => ({
  csType: input.csType,
  icon: input.icon,
  minVipRank: input.minVipRank,
  enabled: input.enabled,
  path: input.csType === 3 ? '(protected)' : input.path,
  titles: Object.fromEntries(titleRows(input).map((row) => [row.lang, row.title])),
});

/**
 * Customer-service entries as operators edit them (content.manage; every change audited in its
 * transaction). They are part of the whitelabel answer kept in memory under the content version,
 * which each write moves (decision 022).
 */
export class CustomerServiceOperatorService {
  private readonly now: () => Date;

  constructor(private readonly deps: CustomerServiceOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  list(query: OperatorCustomerServicesQuery): Promise<OperatorCustomerServicesPage> {
    const sort = parseSort<CustomerServiceSortField>(query.sort, DEFAULT_SORT);
    return contentPage(this.deps.repository, query.q, sort, query, this.withTitles);
  }

  all(query: OperatorCustomerServicesQuery): AsyncIterable<OperatorCustomerService> {
    const sort = parseSort<CustomerServiceSortField>(query.sort, DEFAULT_SORT);
    return everyContentItem(this.deps.repository, query.q, sort, this.withTitles);
  }

  get(id: number): Promise<OperatorCustomerService> {
    return oneContentItem(this.deps.repository.find(id), this.withTitles);
  }

  async create(operator: Operator, input: CustomerServiceInput): Promise<OperatorCustomerService> {
    const { repository } = this.deps;
    const id = await inTransaction(this.deps.db, async (trx) => {
      const code = newContentCode(input.icon);
      const sort = await repository.nextSort(trx);
      const id = await repository.insert(
        { ...columnsOf(input), code, sort },
        nowIso(this.now()),
        trx,
      );
      await repository.replaceTitles(id, titleRows(input), trx);
      await this.record(
        operator,
        'customer_service.create',
        id,
        { code, ...auditDetails(input) },
        trx,
      );
      return id;
    });
    return this.get(id);
  }

  async update(
    operator: Operator,
    id: number,
    input: CustomerServiceInput,
  ): Promise<OperatorCustomerService> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      await rowToChange(repository.find(id, trx), input.updatedAt);
      await repository.update(id, columnsOf(input), nowIso(this.now()), trx);
      await repository.replaceTitles(id, titleRows(input), trx);
      await this.record(operator, 'customer_service.update', id, auditDetails(input), trx);
    });
    return this.get(id);
  }

  async remove(operator: Operator, id: number): Promise<void> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      const current = await rowToChange(repository.find(id, trx));
      await repository.delete(id, trx);
      await this.record(
        operator,
        'customer_service.delete',
        id,
        { code: current.code, csType: current.cs_type },
        trx,
      );
    });
  }

  /** The entries' order on the site: CONFLICT unless the ids are exactly every entry. */
  async reorder(
    operator: Operator,
    payload: ContentOrderPayload,
  ): Promise<OperatorCustomerService[]> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      assertSameItems(await repository.ids(trx), payload.ids);
      const at = nowIso(this.now());
      for (const [sort, id] of payload.ids.entries())
        await repository.update(id, { sort }, at, trx);
      await recordContentChange(
        this.deps.audit,
        operator,
        {
          action: 'customer_service.reorder',
          target: 'customer_services',
          details: { ids: payload.ids },
        },
        trx,
      );
    });
    return (await this.list({ pageSize: 100 })).list;
  }

  private record(
    operator: Operator,
    action: string,
    id: number,
    details: Record<string, unknown>,
    trx: Trx,
  ) {
    return recordContentChange(
      this.deps.audit,
      operator,
      { action, target: `customer_service:${id}`, details },
      trx,
    );
  }

  private readonly withTitles = async (
    records: readonly CustomerServiceRecord[],
  ): Promise<OperatorCustomerService[]> => {
    const titles = await this.deps.repository.titlesOf(records.map((r) => r.id));
    return records.map((record) => ({
      id: record.id,
      code: record.code,
      csType: record.cs_type,
      path: record.path,
      icon: record.icon,
      minVipRank: record.min_vip_rank,
      enabled: record.enabled === 1,
      sort: record.sort,
      translations: Object.fromEntries(
        titles
          .filter((row) => row.customer_service_id === record.id)
          .map((row) => [row.lang as Language, { title: row.title }]),
      ),
      createdAt: toIsoString(record.created_at),
      updatedAt: toIsoString(record.updated_at),
    }));
  };
}
