import { sql } from 'kysely';
import type { ContentState } from '@portal/shared/schemas/content-operator/fields';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { likePattern } from '../../db/like-pattern.js';
import type { Executor } from '../../db/transaction.js';
import type { ListSort } from '../../lib/operator-sort.js';

export interface AnnouncementRecord {
  id: number;
  code: string;
  type: string;
  platform: string;
  execution: string;
  start_time: Date | string;
  end_time: Date | string | null;
  enabled: number;
  sort: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface AnnouncementTranslationRecord {
  announcement_id: number;
  lang: string;
  title: string;
  content: string;
}

export interface AnnouncementColumns {
  type: string;
  platform: string;
  execution: string;
  start_time: string;
  end_time: string | null;
  enabled: number;
  sort: number;
}

export interface AnnouncementFilter {
  type?: string;
  execution?: string;
  state?: ContentState;
  q?: string;
  /** The instant states are judged at (ISO). */
  at: string;
}

export type AnnouncementSortField = 'startTime' | 'sort' | 'updatedAt';

const COLUMNS = [
  'a.id',
  'a.code',
  'a.type',
  'a.platform',
  'a.execution',
  'a.start_time',
  'a.end_time',
  'a.enabled',
  'a.sort',
  'a.created_at',
  'a.updated_at',
] as const;

/** Announcements as the console edits them: every one, whatever its state, in every language. */
export class AnnouncementsOperatorRepository {
  constructor(private readonly db: DB) {}

  async page(
    filter: AnnouncementFilter,
    sort: ListSort<AnnouncementSortField>,
    window: { limit: number; offset: number },
  ): Promise<AnnouncementRecord[]> {
    const column = {
      startTime: 'a.start_time',
      sort: 'a.sort',
      updatedAt: 'a.updated_at',
    } as const;
    return this.filtered(filter)
      .select(COLUMNS)
      .orderBy(column[sort.field], sort.direction)
      .orderBy('a.id', sort.direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  async count(filter: AnnouncementFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** The announcement, locked for the rest of the transaction on PostgreSQL. */
  async find(id: number, executor: Executor = this.db): Promise<AnnouncementRecord | undefined> {
    let query = executor.selectFrom('announcements as a').select(COLUMNS).where('a.id', '=', id);
    if (executor !== this.db && isPostgres(executor)) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async translationsOf(ids: readonly number[]): Promise<AnnouncementTranslationRecord[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('announcement_translations')
      .select(['announcement_id', 'lang', 'title', 'content'])
      .where('announcement_id', 'in', [...ids])
      .orderBy('lang')
      .execute();
  }

  async insert(
    columns: AnnouncementColumns & { code: string },
    at: string,
    executor: Executor,
  ): Promise<number> {
    const row = await executor
      .insertInto('announcements')
      .values({ ...columns, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    id: number,
    columns: AnnouncementColumns,
    at: string,
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('announcements')
      .set({ ...columns, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async replaceTranslations(
    id: number,
    rows: readonly Omit<AnnouncementTranslationRecord, 'announcement_id'>[],
    executor: Executor,
  ): Promise<void> {
    await executor
      .deleteFrom('announcement_translations')
      .where('announcement_id', '=', id)
      .execute();
    if (rows.length === 0) return;
    await executor
      .insertInto('announcement_translations')
      .values(rows.map((row) => ({ ...row, announcement_id: id })))
      .execute();
  }

  async delete(id: number, executor: Executor): Promise<void> {
    await executor
      .deleteFrom('announcement_translations')
      .where('announcement_id', '=', id)
      .execute();
    await executor.deleteFrom('announcements').where('id', '=', id).execute();
  }

  private filtered(filter: AnnouncementFilter) {
    let query = this.db.selectFrom('announcements as a');
    if (filter.type) query = query.where('a.type', '=', filter.type);
    if (filter.execution) query = query.where('a.execution', '=', filter.execution);
    if (filter.q) {
      const pattern = likePattern(filter.q);
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('announcement_translations as t')
            .select('t.announcement_id')
            .whereRef('t.announcement_id', '=', 'a.id')
            .where(sql<boolean>`lower(t.title) like lower(${pattern}) escape '\\'`),
        ),
      );
    }
    const at = filter.at;
    switch (filter.state) {
      case 'disabled':
        return query.where('a.enabled', '=', 0);
      case 'scheduled':
        return query.where('a.enabled', '=', 1).where('a.start_time', '>', at);
      case 'ended':
        return query.where('a.enabled', '=', 1).where('a.end_time', '<=', at);
      case 'live':
        return query
          .where('a.enabled', '=', 1)
          .where('a.start_time', '<=', at)
          .where((eb) => eb.or([eb('a.end_time', 'is', null), eb('a.end_time', '>', at)]));
      default:
        return query;
    }
  }
}
