import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { likePattern } from '../../db/like-pattern.js';
import type { Executor } from '../../db/transaction.js';
import type { ListSort } from '../../lib/operator-sort.js';

export interface CustomerServiceRecord {
  id: number;
  code: string;
  cs_type: number;
  path: string;
  icon: string;
  min_vip_rank: number;
  enabled: number;
  sort: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface CustomerServiceColumns {
  cs_type: number;
  path: string;
  icon: string;
  min_vip_rank: number;
  enabled: number;
}

export type CustomerServiceSortField = 'sort' | 'updatedAt';

const COLUMNS = [
  'cs.id',
  'cs.code',
  'cs.cs_type',
  'cs.path',
  'cs.icon',
  'cs.min_vip_rank',
  'cs.enabled',
  'cs.sort',
  'cs.created_at',
  'cs.updated_at',
] as const;

/** Customer-service entries as the console edits them: every entry with its titles. */
export class CustomerServiceOperatorRepository {
  constructor(private readonly db: DB) {}

  async page(
    q: string | undefined,
    sort: ListSort<CustomerServiceSortField>,
    window: { limit: number; offset: number },
  ): Promise<CustomerServiceRecord[]> {
    return this.filtered(q)
      .select(COLUMNS)
      .orderBy(sort.field === 'updatedAt' ? 'cs.updated_at' : 'cs.sort', sort.direction)
      .orderBy('cs.id', sort.direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  async count(q: string | undefined): Promise<number> {
    const row = await this.filtered(q)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** The entry, locked for the rest of the transaction on PostgreSQL. */
  async find(id: number, executor: Executor = this.db): Promise<CustomerServiceRecord | undefined> {
    let query = executor
      .selectFrom('customer_services as cs')
      .select(COLUMNS)
      .where('cs.id', '=', id);
    if (executor !== this.db && isPostgres(executor)) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async titlesOf(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('customer_service_translations')
      .select(['customer_service_id', 'lang', 'title'])
      .where('customer_service_id', 'in', [...ids])
      .orderBy('lang')
      .execute();
  }

  async insert(
    columns: CustomerServiceColumns & { code: string; sort: number },
    at: string,
    executor: Executor,
  ): Promise<number> {
    const row = await executor
      .insertInto('customer_services')
      .values({ ...columns, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    id: number,
    columns: Partial<CustomerServiceColumns> & { sort?: number },
    at: string,
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('customer_services')
      .set({ ...columns, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async replaceTitles(
    id: number,
    rows: readonly { lang: string; title: string }[],
    executor: Executor,
  ): Promise<void> {
    await executor
      .deleteFrom('customer_service_translations')
      .where('customer_service_id', '=', id)
      .execute();
    if (rows.length === 0) return;
    await executor
      .insertInto('customer_service_translations')
      .values(rows.map((row) => ({ ...row, customer_service_id: id })))
      .execute();
  }

  async delete(id: number, executor: Executor): Promise<void> {
    await executor
      .deleteFrom('customer_service_translations')
      .where('customer_service_id', '=', id)
      .execute();
    await executor.deleteFrom('customer_services').where('id', '=', id).execute();
  }

  /** Every entry in display order, locked on PostgreSQL while they are reordered. */
  async ids(executor: Executor): Promise<number[]> {
    let query = executor.selectFrom('customer_services').select('id').orderBy('sort').orderBy('id');
    if (isPostgres(executor)) query = query.forUpdate();
    return (await query.execute()).map((row) => row.id);
  }

  async nextSort(executor: Executor): Promise<number> {
    const row = await executor
      .selectFrom('customer_services')
      .select((eb) => eb.fn.max('sort').as('last'))
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  private filtered(q: string | undefined) {
    let query = this.db.selectFrom('customer_services as cs');
    if (q) {
      const pattern = likePattern(q);
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(cs.path) like lower(${pattern}) escape '\\'`,
          eb.exists(
            eb
              .selectFrom('customer_service_translations as t')
              .select('t.customer_service_id')
              .whereRef('t.customer_service_id', '=', 'cs.id')
              .where(sql<boolean>`lower(t.title) like lower(${pattern}) escape '\\'`),
          ),
        ]),
      );
    }
    return query;
  }
}
