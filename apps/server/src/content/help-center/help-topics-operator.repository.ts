import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { likePattern } from '../../db/like-pattern.js';
import type { Executor } from '../../db/transaction.js';
import type { ListSort } from '../../lib/operator-sort.js';

export interface HelpTopicRecord {
  id: number;
  code: string;
  enabled: number;
  sort: number;
  article_count: number | string;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface TitleRecord {
  owner_id: number;
  lang: string;
  title: string;
}

export type HelpTopicSortField = 'sort' | 'updatedAt';

/** Help topics as the console edits them: every topic, with its article count and titles. */
export class HelpTopicsOperatorRepository {
  constructor(private readonly db: DB) {}

  async page(
    q: string | undefined,
    sort: ListSort<HelpTopicSortField>,
    window: { limit: number; offset: number },
  ): Promise<HelpTopicRecord[]> {
    return this.filtered(q)
      .select([
        't.id',
        't.code',
        't.enabled',
        't.sort',
        't.created_at',
        't.updated_at',
        (eb) =>
          eb
            .selectFrom('help_items as i')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .whereRef('i.topic_id', '=', 't.id')
            .as('article_count'),
      ])
      .orderBy(sort.field === 'updatedAt' ? 't.updated_at' : 't.sort', sort.direction)
      .orderBy('t.id', sort.direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute() as Promise<HelpTopicRecord[]>;
  }

  async count(q: string | undefined): Promise<number> {
    const row = await this.filtered(q)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** The topic, locked for the rest of the transaction on PostgreSQL. */
  async find(id: number, executor: Executor = this.db) {
    let query = executor
      .selectFrom('help_topics')
      .select(['id', 'code', 'enabled', 'sort', 'created_at', 'updated_at'])
      .where('id', '=', id);
    if (executor !== this.db && isPostgres(executor)) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async titlesOf(ids: readonly number[]): Promise<TitleRecord[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('help_topic_translations')
      .select(['topic_id as owner_id', 'lang', 'title'])
      .where('topic_id', 'in', [...ids])
      .orderBy('lang')
      .execute();
  }

  async insert(
    row: { code: string; enabled: number; sort: number },
    at: string,
    executor: Executor,
  ): Promise<number> {
    const inserted = await executor
      .insertInto('help_topics')
      .values({ ...row, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async update(
    id: number,
    columns: { enabled?: number; sort?: number },
    at: string,
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('help_topics')
      .set({ ...columns, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async replaceTitles(
    id: number,
    rows: readonly { lang: string; title: string }[],
    executor: Executor,
  ): Promise<void> {
    await executor.deleteFrom('help_topic_translations').where('topic_id', '=', id).execute();
    if (rows.length === 0) return;
    await executor
      .insertInto('help_topic_translations')
      .values(rows.map((row) => ({ ...row, topic_id: id })))
      .execute();
  }

  async articleCount(id: number, executor: Executor): Promise<number> {
    const row = await executor
      .selectFrom('help_items')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('topic_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async delete(id: number, executor: Executor): Promise<void> {
    await executor.deleteFrom('help_topic_translations').where('topic_id', '=', id).execute();
    await executor.deleteFrom('help_topics').where('id', '=', id).execute();
  }

  /** Every topic in display order, locked on PostgreSQL while they are reordered. */
  async ids(executor: Executor): Promise<number[]> {
    let query = executor.selectFrom('help_topics').select('id').orderBy('sort').orderBy('id');
    if (isPostgres(executor)) query = query.forUpdate();
    return (await query.execute()).map((row) => row.id);
  }

  async nextSort(executor: Executor): Promise<number> {
    const row = await executor
      .selectFrom('help_topics')
      .select((eb) => eb.fn.max('sort').as('last'))
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  private filtered(q: string | undefined) {
    let query = this.db.selectFrom('help_topics as t');
    if (q) {
      const pattern = likePattern(q);
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('help_topic_translations as tt')
            .select('tt.topic_id')
            .whereRef('tt.topic_id', '=', 't.id')
            .where(sql<boolean>`lower(tt.title) like lower(${pattern}) escape '\\'`),
        ),
      );
    }
    return query;
  }
}
