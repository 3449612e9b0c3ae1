import { sql } from 'kysely';
import type { ContentState } from '@portal/shared/schemas/content-operator/fields';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { likePattern } from '../../db/like-pattern.js';
import type { Executor } from '../../db/transaction.js';
import type { ListSort } from '../../lib/operator-sort.js';

export interface BannerRecord {
  id: number;
  code: string;
  group_name: string;
  image_path: string;
  linkage_type: string | null;
  linkage: string | null;
  enabled: number;
  sort: number;
  start_time: Date | string | null;
  end_time: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface BannerTranslationRecord {
  banner_id: number;
  lang: string;
  title: string;
  image_path: string | null;
}

export interface BannerColumns {
  group_name: string;
  image_path: string;
  linkage_type: string | null;
  linkage: string | null;
  enabled: number;
  start_time: string | null;
  end_time: string | null;
}

export interface BannerFilter {
  groupName?: string;
  state?: ContentState;
  q?: string;
  /** The instant states are judged at (ISO). */
  at: string;
}

export type BannerSortField = 'sort' | 'startTime' | 'updatedAt';

const COLUMNS = [
  'b.id',
  'b.code',
  'b.group_name',
  'b.image_path',
  'b.linkage_type',
  'b.linkage',
  'b.enabled',
  'b.sort',
  'b.start_time',
  'b.end_time',
  'b.created_at',
  'b.updated_at',
] as const;

/** Banners as the console edits them: every banner, whatever its state, with all languages. */
export class BannersOperatorRepository {
  constructor(private readonly db: DB) {}

  async page(
    filter: BannerFilter,
    sort: ListSort<BannerSortField>,
    window: { limit: number; offset: number },
  ): Promise<BannerRecord[]> {
    let query = this.filtered(filter).select(COLUMNS);
    const { direction } = sort;
    if (sort.field === 'startTime') {
      query = query
        .orderBy(sql`b.start_time is not null`, direction)
        .orderBy('b.start_time', direction);
    } else if (sort.field === 'updatedAt') {
      query = query.orderBy('b.updated_at', direction);
    } else {
      query = query.orderBy('b.group_name', direction).orderBy('b.sort', direction);
    }
    return query.orderBy('b.id', direction).limit(window.limit).offset(window.offset).execute();
  }

  async count(filter: BannerFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** The banner, locked for the rest of the transaction on PostgreSQL. */
  async find(id: number, executor: Executor = this.db): Promise<BannerRecord | undefined> {
    let query = executor.selectFrom('banners as b').select(COLUMNS).where('b.id', '=', id);
    if (executor !== this.db && isPostgres(executor)) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  async translationsOf(
    ids: readonly number[],
    executor: Executor = this.db,
  ): Promise<BannerTranslationRecord[]> {
    if (ids.length === 0) return [];
    return executor
      .selectFrom('banner_translations')
      .select(['banner_id', 'lang', 'title', 'image_path'])
      .where('banner_id', 'in', [...ids])
      .orderBy('lang')
      .execute();
  }

  async insert(
    columns: BannerColumns & { code: string; sort: number },
    at: string,
    executor: Executor,
  ): Promise<number> {
    const row = await executor
      .insertInto('banners')
      .values({ ...columns, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    id: number,
    columns: Partial<BannerColumns> & { sort?: number },
    at: string,
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('banners')
      .set({ ...columns, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  async replaceTranslations(
    id: number,
    rows: readonly Omit<BannerTranslationRecord, 'banner_id'>[],
    executor: Executor,
  ): Promise<void> {
    await executor.deleteFrom('banner_translations').where('banner_id', '=', id).execute();
    if (rows.length === 0) return;
    await executor
      .insertInto('banner_translations')
      .values(rows.map((row) => ({ ...row, banner_id: id })))
      .execute();
  }

  async delete(id: number, executor: Executor): Promise<void> {
    await executor.deleteFrom('banner_translations').where('banner_id', '=', id).execute();
    await executor.deleteFrom('banners').where('id', '=', id).execute();
  }

  /** The group's banners in carousel order, locked on PostgreSQL while they are reordered. */
  async idsOfGroup(groupName: string, executor: Executor): Promise<number[]> {
    let query = executor
      .selectFrom('banners')
      .select('id')
      .where('group_name', '=', groupName)
      .orderBy('sort')
      .orderBy('id');
    if (isPostgres(executor)) query = query.forUpdate();
    return (await query.execute()).map((row) => row.id);
  }

  /** The place after the group's last banner. */
  async nextSort(groupName: string, executor: Executor): Promise<number> {
    const row = await executor
      .selectFrom('banners')
      .select((eb) => eb.fn.max('sort').as('last'))
      .where('group_name', '=', groupName)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  async setSort(id: number, sort: number, at: string, executor: Executor): Promise<void> {
    await executor
      .updateTable('banners')
      .set({ sort, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  private filtered(filter: BannerFilter) {
    let query = this.db.selectFrom('banners as b');
    if (filter.groupName) query = query.where('b.group_name', '=', filter.groupName);
    if (filter.q) {
      const pattern = likePattern(filter.q);
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('banner_translations as t')
            .select('t.banner_id')
            .whereRef('t.banner_id', '=', 'b.id')
            .where(sql<boolean>`lower(t.title) like lower(${pattern}) escape '\\'`),
        ),
      );
    }
    const at = filter.at;
    switch (filter.state) {
      case 'disabled':
        return query.where('b.enabled', '=', 0);
      case 'scheduled':
        return query.where('b.enabled', '=', 1).where('b.start_time', '>', at);
      case 'ended':
        return query.where('b.enabled', '=', 1).where('b.end_time', '<=', at);
      case 'live':
        return query
          .where('b.enabled', '=', 1)
          .where((eb) => eb.or([eb('b.start_time', 'is', null), eb('b.start_time', '<=', at)]))
          .where((eb) => eb.or([eb('b.end_time', 'is', null), eb('b.end_time', '>', at)]));
      default:
        return query;
    }
  }
}
