import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { likePattern } from '../../db/like-pattern.js';
import type { Executor } from '../../db/transaction.js';
import type { ListSort } from '../../lib/operator-sort.js';

export interface HelpArticleRecord {
  id: number;
  topic_id: number;
  code: string;
  enabled: number;
  sort: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface HelpArticleTextRecord {
  item_id: number;
  lang: string;
  title: string;
  content: string;
}

export interface HelpArticleFilter {
  topicId?: number;
  q?: string;
}

export type HelpArticleSortField = 'sort' | 'updatedAt';

const COLUMNS = [
  'i.id',
  'i.topic_id',
  'i.code',
  'i.enabled',
  'i.sort',
  'i.created_at',
  'i.updated_at',
] as const;

/** Help articles (the `help_items` table) as the console edits them, in every language. */
export class HelpArticlesOperatorRepository {
  constructor(private readonly db: DB) {}

  async page(
    filter: HelpArticleFilter,
    sort: ListSort<HelpArticleSortField>,
    window: { limit: number; offset: number },
  ): Promise<HelpArticleRecord[]> {
    let query = this.filtered(filter).select(COLUMNS);
    query =
      sort.field === 'updatedAt'
        ? query.orderBy('i.updated_at', sort.direction)
        : query.orderBy('i.topic_id', sort.direction).orderBy('i.sort', sort.direction);
    return query
      .orderBy('i.id', sort.direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  async count(filter: HelpArticleFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** The article, locked for the rest of the transaction on PostgreSQL. */
  async find(id: number, executor: Executor = this.db): Promise<HelpArticleRecord | undefined> {
    let query = executor.selectFrom('help_items as i').select(COLUMNS).where('i.id', '=', id);
    if (executor !== this.db && isPostgres(executor)) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async textsOf(ids: readonly number[]): Promise<HelpArticleTextRecord[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('help_item_translations')
      .select(['item_id', 'lang', 'title', 'content'])
      .where('item_id', 'in', [...ids])
      .orderBy('lang')
      .execute();
  }

  async topicExists(topicId: number, executor: Executor): Promise<boolean> {
    const row = await executor
      .selectFrom('help_topics')
      .select('id')
      .where('id', '=', topicId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(
    row: { code: string; topic_id: number; enabled: number; sort: number },
    at: string,
    executor: Executor,
  ): Promise<number> {
    const inserted = await executor
      .insertInto('help_items')
      .values({ ...row, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async update(
    id: number,
    columns: { topic_id?: number; enabled?: number; sort?: number },
    at: string,
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('help_items')
      .set({ ...columns, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async replaceTexts(
    id: number,
    rows: readonly Omit<HelpArticleTextRecord, 'item_id'>[],
    executor: Executor,
  ): Promise<void> {
    await executor.deleteFrom('help_item_translations').where('item_id', '=', id).execute();
    if (rows.length === 0) return;
    await executor
      .insertInto('help_item_translations')
      .values(rows.map((row) => ({ ...row, item_id: id })))
      .execute();
  }

  async delete(id: number, executor: Executor): Promise<void> {
    await executor.deleteFrom('help_item_translations').where('item_id', '=', id).execute();
    await executor.deleteFrom('help_items').where('id', '=', id).execute();
  }

  /** A topic's articles in display order, locked on PostgreSQL while they are reordered. */
  async idsOfTopic(topicId: number, executor: Executor): Promise<number[]> {
    let query = executor
      .selectFrom('help_items')
      .select('id')
      .where('topic_id', '=', topicId)
      .orderBy('sort')
      .orderBy('id');
    if (isPostgres(executor)) query = query.forUpdate();
    return (await query.execute()).map((row) => row.id);
  }

  async nextSort(topicId: number, executor: Executor): Promise<number> {
    const row = await executor
      .selectFrom('help_items')
      .select((eb) => eb.fn.max('sort').as('last'))
      .where('topic_id', '=', topicId)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  private filtered(filter: HelpArticleFilter) {
    let query = this.db.selectFrom('help_items as i');
    if (filter.topicId !== undefined) query = query.where('i.topic_id', '=', filter.topicId);
    if (filter.q) {
      const pattern = likePattern(filter.q);
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('help_item_translations as it')
            .select('it.item_id')
            .whereRef('it.item_id', '=', 'i.id')
            .where(sql<boolean>`lower(it.title) like lower(${pattern}) escape '\\'`),
        ),
      );
    }
    return query;
  }
}
