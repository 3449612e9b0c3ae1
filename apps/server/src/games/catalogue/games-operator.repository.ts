import { sql, type Selectable, type SqlBool, type Updateable } from 'kysely';
import { FALLBACK_LANGUAGE } from '@portal/shared/constants/languages';
import type { GameCategory } from '@portal/shared/constants/site';
import type { GameClassify } from '@portal/shared/schemas/games';
import type { GameFlag } from '@portal/shared/schemas/games-operator';
import type { DB } from '../../db/database.js';
import { likePattern, prefixPattern } from '../../db/like-pattern.js';
import { isPostgres } from '../../db/dialect.js';
import type { Executor, Trx } from '../../db/transaction.js';
import type { GamesTable, VendorsTable } from './catalogue.tables.js';

export type VendorRecord = Selectable<VendorsTable> & { games: number };

/** A game with its vendor's state and its English name, as the console lists it. */
export interface OperatorGameRecord extends Selectable<GamesTable> {
  vendor_title: string;
  vendor_maintenance: number;
  vendor_enabled: number;
  name_en: string | null;
}

export interface VendorFilter {
  category?: GameCategory;
  /** Lower-cased part of the code or title. */
  q?: string;
}

export type VendorOrder = 'sort' | 'code' | 'title' | 'games';

export interface GameFilter {
  /** Lower-cased: the start of the public id or provider code, or part of a name. */
  q?: string;
  vendor?: string;
  category?: GameCategory;
  classify?: GameClassify;
  flags?: readonly GameFlag[];
}

export type GameOrder = 'sort' | 'name' | 'minBet' | 'nodeId' | 'updatedAt';

export interface Sorted<F> {
  field: F;
  direction: 'asc' | 'desc';
}

/** What an operator changes on vendor rows; `at` is the stored time of the change. */
export interface VendorChange {
  maintenance?: boolean | undefined;
  enabled?: boolean | undefined;
  sort?: number | undefined;
  at: string;
}

/** What an operator changes on a game; `minBet` in minor units, `classify: null` clears it. */
export interface GameChange {
  maintenance?: boolean | undefined;
  isHot?: boolean | undefined;
  isNew?: boolean | undefined;
  enabled?: boolean | undefined;
  sort?: number | undefined;
  minBet?: bigint | undefined;
  classify?: GameClassify | null | undefined;
  at: string;
}

export interface Window {
  limit: number;
  offset: number;
}

/** The console's reads and writes of vendors and games, in any state (the lists keep only live ones). */
export class GamesOperatorRepository {
  constructor(private readonly db: DB) {}

  private vendors(filter: VendorFilter, executor: Executor = this.db) {
    const counts = executor
      .selectFrom('games')
      .select(['category_code', 'vassalage', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['category_code', 'vassalage'])
      .as('n');
    let query = executor
      .selectFrom('vendors as v')
      .innerJoin('game_categories as c', 'c.code', 'v.category_code')
      .leftJoin(counts, (join) =>
        join
          .onRef('n.category_code', '=', 'v.category_code')
          .onRef('n.vassalage', '=', 'v.vassalage'),
      );
    if (filter.category) query = query.where('v.category_code', '=', filter.category);
    if (filter.q) {
      const part = likePattern(filter.q);
      query = query.where(
        sql<SqlBool>`(lower(v.vassalage) like ${part} escape '\\' or lower(v.title) like ${part} escape '\\')`,
      );
    }
    return query;
  }

  async vendorPage(
    filter: VendorFilter,
    order: Sorted<VendorOrder>,
    window: Window,
  ): Promise<VendorRecord[]> {
    let query = this.vendors(filter)
      .selectAll('v')
      .select(sql<number>`coalesce(n.n, 0)`.as('games'));
    const { direction } = order;
    if (order.field === 'sort') {
      query = query.orderBy('c.sort', direction).orderBy('v.sort', direction);
    } else if (order.field === 'code') {
      query = query.orderBy('v.vassalage', direction).orderBy('c.sort', direction);
    } else if (order.field === 'title') {
      query = query.orderBy('v.title', direction);
    } else {
      query = query.orderBy(sql`coalesce(n.n, 0)`, direction);
    }
    const rows = await query
      .orderBy('v.id', direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    return rows.map((row) => ({ ...row, games: Number(row.games) }));
  }

  async vendorCount(filter: VendorFilter): Promise<number> {
    const row = await this.vendors(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The rows of a vendor code (one per category), or of one category only. */
  async vendorRows(
    code: string,
    category: GameCategory | undefined,
    executor: Executor = this.db,
  ): Promise<VendorRecord[]> {
    let query = this.vendors(category ? { category } : {}, executor)
      .selectAll('v')
      .select(sql<number>`coalesce(n.n, 0)`.as('games'))
      .where('v.vassalage', '=', code);
    // In a change's transaction, PostgreSQL holds the rows until it commits.
    if (executor !== this.db && isPostgres(executor)) query = query.forUpdate('v');
    const rows = await query.orderBy('c.sort').orderBy('v.id').execute();
    return rows.map((row) => ({ ...row, games: Number(row.games) }));
  }

  async updateVendors(ids: number[], change: VendorChange, trx: Trx): Promise<void> {
    const values: Updateable<VendorsTable> = {
      ...(change.maintenance !== undefined && { maintenance: change.maintenance ? 1 : 0 }),
      ...(change.enabled !== undefined && { enabled: change.enabled ? 1 : 0 }),
      ...(change.sort !== undefined && { sort: change.sort }),
      updated_at: change.at,
    };
    await trx.updateTable('vendors').set(values).where('id', 'in', ids).execute();
  }

  private games(filter: GameFilter, executor: Executor = this.db) {
    let query = executor
      .selectFrom('games as g')
      .innerJoin('vendors as v', (join) =>
        join
          .onRef('v.category_code', '=', 'g.category_code')
          .onRef('v.vassalage', '=', 'g.vassalage'),
      )
      .leftJoin('game_translations as te', (join) =>
        join.onRef('te.game_id', '=', 'g.id').on('te.lang', '=', FALLBACK_LANGUAGE),
      );
    if (filter.vendor) query = query.where('g.vassalage', '=', filter.vendor);
    if (filter.category) query = query.where('g.category_code', '=', filter.category);
    if (filter.classify) query = query.where('g.game_classify', '=', filter.classify);
    for (const flag of filter.flags ?? []) {
      if (flag === 'maintenance') query = query.where('g.maintenance', '=', 1);
      if (flag === 'hot') query = query.where('g.is_hot', '=', 1);
      if (flag === 'new') query = query.where('g.is_new', '=', 1);
      if (flag === 'disabled') query = query.where('g.enabled', '=', 0);
    }
    if (filter.q) {
      const prefix = prefixPattern(filter.q);
      query = query.where(sql<SqlBool>`(lower(g.node_id) like ${prefix} escape '\\'
        or lower(g.game_code) like ${prefix} escape '\\'
        or exists (select 1 from game_translations s where s.game_id = g.id
          and s.search_name like ${likePattern(filter.q)} escape '\\'))`);
    }
    return query;
  }

  private gameRecords(filter: GameFilter, executor: Executor = this.db) {
    return this.games(filter, executor)
      .selectAll('g')
      .select([
        'v.title as vendor_title',
        'v.maintenance as vendor_maintenance',
        'v.enabled as vendor_enabled',
        'te.name as name_en',
      ]);
  }

  async gamePage(
    filter: GameFilter,
    order: Sorted<GameOrder>,
    window: Window,
  ): Promise<OperatorGameRecord[]> {
    const column = {
      sort: 'g.sort',
      name: 'te.name',
      minBet: 'g.min_bet',
      nodeId: 'g.node_id',
      updatedAt: 'g.updated_at',
    } as const;
    return this.gameRecords(filter)
      .orderBy(column[order.field], order.direction)
      .orderBy('g.id', order.direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  async gameCount(filter: GameFilter): Promise<number> {
    const row = await this.games(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async findGame(id: number, executor: Executor = this.db): Promise<OperatorGameRecord | null> {
    let query = this.gameRecords({}, executor).where('g.id', '=', id);
    if (executor !== this.db && isPostgres(executor)) query = query.forUpdate('g');
    return (await query.executeTakeFirst()) ?? null;
  }

  /** Every name of the games, by game id and language. */
  async names(
    ids: number[],
    executor: Executor = this.db,
  ): Promise<Map<number, Record<string, string>>> {
    const names = new Map<number, Record<string, string>>();
    if (ids.length === 0) return names;
    const rows = await executor
      .selectFrom('game_translations')
      .select(['game_id', 'lang', 'name'])
      .where('game_id', 'in', ids)
      .execute();
    for (const row of rows) {
      (names.get(row.game_id) ?? names.set(row.game_id, {}).get(row.game_id)!)[row.lang] = row.name;
    }
    return names;
  }

  async updateGame(id: number, change: GameChange, trx: Trx): Promise<void> {
    const flag = (value: boolean) => (value ? 1 : 0);
    const values: Updateable<GamesTable> = {
      ...(change.maintenance !== undefined && { maintenance: flag(change.maintenance) }),
      ...(change.isHot !== undefined && { is_hot: flag(change.isHot) }),
      ...(change.isNew !== undefined && { is_new: flag(change.isNew) }),
      ...(change.enabled !== undefined && { enabled: flag(change.enabled) }),
      ...(change.sort !== undefined && { sort: change.sort }),
      ...(change.minBet !== undefined && { min_bet: change.minBet }),
      ...(change.classify !== undefined && { game_classify: change.classify }),
      updated_at: change.at,
    };
    await trx.updateTable('games').set(values).where('id', '=', id).execute();
  }
}
