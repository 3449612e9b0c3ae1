import { sql, type Selectable, type SqlBool } from 'kysely';
import type { ContractKind, RateName } from '@portal/shared/contracts/terms';
import type { DB } from '../../db/database.js';
import type {
  ContractLimitsTable,
  ContractRequestsTable,
  ContractsTable,
} from './contracts.tables.js';
import type { Executor } from '../../db/transaction.js';
import { nowIso } from '../../db/time.js';
import { likePattern } from '../../db/like-pattern.js';
import { defaultLimits, type KindLimits } from './contract-terms.js';

export type ContractRow = Selectable<ContractsTable>;
export type RequestRow = Selectable<ContractRequestsTable>;

const LIMIT = 500;

const limitsOfRow = (row: Selectable<ContractLimitsTable>): KindLimits => ({
  enabled: row.enabled === 1,
  maxTiers: row.max_tiers,
  maxRates: JSON.parse(row.max_rates) as Partial<Record<RateName, number>>,
});

/** Contracts, their requests and the operator's limits (decision 034). */
export class ContractsRepository {
  constructor(private readonly db: DB) {}

  async limits(kind: ContractKind, executor: Executor = this.db): Promise<KindLimits> {
    const row = await executor
      .selectFrom('contract_limits')
      .selectAll()
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row ? limitsOfRow(row) : defaultLimits(kind);
  }

  async setLimits(kind: ContractKind, limits: KindLimits, executor: Executor = this.db) {
    const values = {
      enabled: limits.enabled ? 1 : 0,
      max_tiers: limits.maxTiers,
      max_rates: JSON.stringify(limits.maxRates),
      updated_at: nowIso(),
    };
    await executor
      .insertInto('contract_limits')
      .values({ kind, ...values })
      .onConflict((conflict) => conflict.column('kind').doUpdateSet(values))
      .execute();
  }

  async running(
    holderId: number,
    kind: ContractKind,
    executor: Executor = this.db,
  ): Promise<ContractRow | undefined> {
    return executor
      .selectFrom('contracts')
      .selectAll()
      .where('holder_id', '=', holderId)
      .where('kind', '=', kind)
      .where('state', '=', 'active')
      .executeTakeFirst();
  }

  async byId(id: number, executor: Executor = this.db): Promise<ContractRow | undefined> {
    return executor.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(
    values: Pick<ContractRow, 'kind' | 'holder_id' | 'grantor_id' | 'period' | 'tiers'> & {
      started_at: string;
    },
    executor: Executor,
  ): Promise<ContractRow> {
    return executor
      .insertInto('contracts')
      .values({ ...values, state: 'active' })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Ends a running contract; false when it was no longer running. */
  async end(
    id: number,
    state: 'terminated' | 'replaced',
    reason: string,
    at: string,
    executor: Executor,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('contracts')
      .set({ state, end_reason: reason, ended_at: at })
      .where('id', '=', id)
      .where('state', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The running contracts of a kind that `grantorIds` granted. */
  async grantedBy(
    grantorIds: readonly number[],
    kind: ContractKind,
    executor: Executor,
  ): Promise<ContractRow[]> {
    if (grantorIds.length === 0) return [];
    const rows: ContractRow[] = [];
    for (let start = 0; start < grantorIds.length; start += LIMIT) {
      rows.push(
        ...(await executor
          .selectFrom('contracts')
          .selectAll()
          .where('grantor_id', 'in', grantorIds.slice(start, start + LIMIT))
          .where('kind', '=', kind)
          .where('state', '=', 'active')
          .execute()),
      );
    }
    return rows;
  }

  async request(id: number, executor: Executor = this.db): Promise<RequestRow | undefined> {
    return executor
      .selectFrom('contract_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async pendingOf(
    holderId: number,
    kind: ContractKind,
    executor: Executor = this.db,
  ): Promise<RequestRow | undefined> {
    return executor
      .selectFrom('contract_requests')
      .selectAll()
      .where('holder_id', '=', holderId)
      .where('kind', '=', kind)
      .where('state', '=', 'pending')
      .executeTakeFirst();
  }

  async insertRequest(
    values: Pick<
      RequestRow,
      | 'kind'
      | 'action'
      | 'contract_id'
      | 'holder_id'
      | 'grantor_id'
      | 'requested_by'
      | 'period'
      | 'tiers'
    >,
    executor: Executor,
  ): Promise<RequestRow> {
    return executor
      .insertInto('contract_requests')
      .values({ ...values, state: 'pending', created_at: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Closes a pending request; false when it was no longer pending. */
  async close(
    id: number,
    state: 'accepted' | 'rejected' | 'void',
    at: string,
    executor: Executor,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('contract_requests')
      .set({ state, answered_at: at })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Voids the pending requests of a kind that concern `memberIds`, as holder or as grantor
   * (`asHolder`: only those about their own contract, e.g. when the operator replaces it).
   */
  async voidPendingOf(
    memberIds: readonly number[],
    kind: ContractKind,
    at: string,
    executor: Executor,
    asHolder = false,
  ): Promise<void> {
    for (let start = 0; start < memberIds.length; start += LIMIT) {
      const ids = memberIds.slice(start, start + LIMIT);
      await executor
        .updateTable('contract_requests')
        .set({ state: 'void', answered_at: at })
        .where('kind', '=', kind)
        .where('state', '=', 'pending')
        .where((eb) =>
          asHolder
            ? eb('holder_id', 'in', ids)
            : eb.or([eb('holder_id', 'in', ids), eb('grantor_id', 'in', ids)]),
        )
        .execute();
    }
  }

  /** Pending requests of a kind that a member is a side of, newest first. */
  async pendingAround(memberId: number, kind: ContractKind): Promise<RequestRow[]> {
    return this.db
      .selectFrom('contract_requests')
      .selectAll()
      .where('kind', '=', kind)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('holder_id', '=', memberId), eb('grantor_id', '=', memberId)]))
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
  }

  /** Pending offers and new terms below `grantorId` (either side asked): checked again when its terms fall. */
  async pendingFrom(grantorId: number, kind: ContractKind, executor: Executor) {
    return executor
      .selectFrom('contract_requests')
      .selectAll()
      .where('grantor_id', '=', grantorId)
      .where('kind', '=', kind)
      .where('state', '=', 'pending')
      .where('action', 'in', ['offer', 'new'])
      .execute();
  }

  /** Accounts of members by id. */
  async accounts(ids: readonly number[], executor: Executor = this.db) {
    const unique = [...new Set(ids)];
    const map = new Map<number, string>();
    for (let start = 0; start < unique.length; start += LIMIT) {
      const rows = await executor
        .selectFrom('members')
        .select(['id', 'account'])
        .where('id', 'in', unique.slice(start, start + LIMIT))
        .execute();
      for (const row of rows) map.set(row.id, row.account);
    }
    return map;
  }

  async member(id: number, executor: Executor = this.db) {
    return executor
      .selectFrom('members')
      .select(['id', 'account', 'type', 'upline_id', 'currency'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A page of an agent's direct downlines, with each one's running contract of the kind. */
  async directDownlines(
    agentId: number,
    kind: ContractKind,
    filter: { account?: string; limit: number; offset: number },
  ) {
    const base = this.db
      .selectFrom('members as m')
      .where('m.upline_id', '=', agentId)
      // By the lower-case key, as the team list searches: `like` is case-sensitive on PostgreSQL.
      .$if(filter.account !== undefined && filter.account !== '', (query) =>
        query.where(
          sql<SqlBool>`m.account_key like ${likePattern(filter.account!.toLowerCase())} escape '\\'`,
        ),
      );
    const [{ total }] = [
      await base.select(sql<string | number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    ];
    const rows = await base
      .leftJoin('contracts as c', (join) =>
        join.onRef('c.holder_id', '=', 'm.id').on('c.kind', '=', kind).on('c.state', '=', 'active'),
      )
      .leftJoin('contract_requests as r', (join) =>
        join
          .onRef('r.holder_id', '=', 'm.id')
          .on('r.kind', '=', kind)
          .on('r.state', '=', 'pending'),
      )
      .select(['m.id', 'm.account', 'm.type', 'c.id as contract_id', 'r.id as request_id'])
      .orderBy('m.account')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { total: Number(total), rows };
  }

  async contractsByIds(ids: readonly number[]): Promise<ContractRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('contracts').selectAll().where('id', 'in', ids).execute();
  }

  async requestsByIds(ids: readonly number[]): Promise<RequestRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('contract_requests').selectAll().where('id', 'in', ids).execute();
  }

  /** Pending requests of a kind per contract side, for the consolidated flags. */
  async flags(memberId: number) {
    const [requests, running] = await Promise.all([
      this.db
        .selectFrom('contract_requests')
        .select(['kind', 'action', 'requested_by', 'holder_id', 'grantor_id'])
        .where('state', '=', 'pending')
        .where((eb) => eb.or([eb('holder_id', '=', memberId), eb('grantor_id', '=', memberId)]))
        .execute(),
      this.db
        .selectFrom('contracts')
        .select('kind')
        .where('holder_id', '=', memberId)
        .where('state', '=', 'active')
        .execute(),
    ]);
    return { requests, running: running.map((row) => row.kind as ContractKind) };
  }

  async allLimits(): Promise<Map<string, KindLimits>> {
    const rows = await this.db.selectFrom('contract_limits').selectAll().execute();
    return new Map(rows.map((row) => [row.kind, limitsOfRow(row)]));
  }
}
