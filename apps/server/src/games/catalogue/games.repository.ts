import { sql, type SqlBool } from 'kysely';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@portal/shared/constants/languages';
import type { GameCategory } from '@portal/shared/constants/site';
import type { DB } from '../../db/database.js';
import { likePattern } from '../../db/like-pattern.js';
import type { Executor } from '../../db/transaction.js';
import type { GameClassify, HouseEngine } from './catalogue.tables.js';
import { minor } from '../../db/minor.js';
import type { GameRow } from './game-row.js';

/** Which games a list keeps; every list keeps only enabled games of enabled vendors. */
export interface CatalogueFilter {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: GameClassify;
  /** Part of a name, already lower-cased, matched in the list's language or in EN. */
  search?: string;
  /** Minor units, matched exactly. */
  minBet?: bigint;
  minLineNum?: number;
  engine?: HouseEngine;
  /** Playable games only: no vassalage tiles. */
  gamesOnly?: boolean;
  /** Leave out games under maintenance, their own or their vendor's. */
  playableOnly?: boolean;
  hotOnly?: boolean;
  ids?: number[];
  excludeIds?: number[];
}

/**
 * The filter as SQL over `g` (games) joined with `v` (its vendor row, same category and code).
 * A name search is an EXISTS on the two translations, so a count needs no join for it.
 */
export function catalogueCondition(filter: CatalogueFilter, language: Language) {
  const all = [sql`g.enabled = 1`, sql`v.enabled = 1`];
  if (filter.gameType) all.push(sql`g.category_code = ${filter.gameType}`);
  if (filter.vassalage) all.push(sql`g.vassalage = ${filter.vassalage}`);
  if (filter.gameClassify) all.push(sql`g.game_classify = ${filter.gameClassify}`);
  if (filter.minBet !== undefined) all.push(sql`g.min_bet = ${filter.minBet}`);
  if (filter.minLineNum !== undefined) all.push(sql`g.min_line_num = ${filter.minLineNum}`);
  if (filter.engine) all.push(sql`g.engine = ${filter.engine}`);
  if (filter.gamesOnly) all.push(sql`g.is_game = 'GAME'`);
  if (filter.playableOnly) all.push(sql`g.maintenance = 0 and v.maintenance = 0`);
  if (filter.hotOnly) all.push(sql`g.is_hot = 1`);
  if (filter.ids) {
    all.push(filter.ids.length > 0 ? sql`g.id in (${sql.join(filter.ids)})` : sql`1 = 0`);
  }
  if (filter.excludeIds && filter.excludeIds.length > 0) {
    all.push(sql`g.id not in (${sql.join(filter.excludeIds)})`);
  }
  if (filter.search) {
    const languages = [...new Set([language, FALLBACK_LANGUAGE])];
    all.push(sql`exists (select 1 from game_translations s where s.game_id = g.id
      and s.lang in (${sql.join(languages)})
      and s.search_name like ${likePattern(filter.search)} escape '\\')`);
  }
  return sql<SqlBool>`(${sql.join(all, sql` and `)})`;
}

/** A listed game with the lower-cased names a search matches, by language. */
export interface ListedGame {
  row: GameRow;
  searchNames: Partial<Record<Language, string>>;
}

/** The catalogue rows of games: the games joined with their vendors and names. */
export class GamesRepository {
  constructor(private readonly db: DB) {}

  /** Games and vendors, `v` being the game's vendor row (vendors are per category and code). */
  private joined(executor: Executor = this.db) {
    return executor
      .selectFrom('games as g')
      .innerJoin('vendors as v', (join) =>
        join
          .onRef('v.category_code', '=', 'g.category_code')
          .onRef('v.vassalage', '=', 'g.vassalage'),
      );
  }

  /** The filtered rows with their name in `language` and in EN. */
  private rows(filter: CatalogueFilter, language: Language) {
    return this.joined()
      .where(catalogueCondition(filter, language))
      .leftJoin('game_translations as tl', (join) =>
        join.onRef('tl.game_id', '=', 'g.id').on('tl.lang', '=', language),
      )
      .leftJoin('game_translations as te', (join) =>
        join.onRef('te.game_id', '=', 'g.id').on('te.lang', '=', FALLBACK_LANGUAGE),
      )
      .select([...gameColumns, 'tl.name as name', 'te.name as name_en']);
  }

  /** One page in list order (sort, then id). */
  async page(
    filter: CatalogueFilter,
    language: Language,
    limit: number,
    offset: number,
  ): Promise<GameRow[]> {
    const rows = await this.rows(filter, language)
      .orderBy('g.sort')
      .orderBy('g.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => toGameRow(row, { [language]: row.name, EN: row.name_en }));
  }

  /** The games among `ids` that pass `filter`, in the order of `ids`. */
  async byIds(ids: number[], language: Language, filter: CatalogueFilter = {}): Promise<GameRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.page({ ...filter, ids }, language, ids.length, 0);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Every game a list can show (enabled, of an enabled vendor) in list order, with its names
   * and lower-cased search names in every language it has: what the in-memory catalogue index
   * is built from.
   */
  async listedCatalogue(): Promise<ListedGame[]> {
    const [rows, translations] = await Promise.all([
      this.joined()
        .where(catalogueCondition({}, FALLBACK_LANGUAGE))
        .select(gameColumns)
        .orderBy('g.sort')
        .orderBy('g.id')
        .execute(),
      this.db
        .selectFrom('game_translations')
        .select(['game_id', 'lang', 'name', 'search_name'])
        .execute(),
    ]);
    const names = new Map<number, Partial<Record<Language, string>>>();
    const searchNames = new Map<number, Partial<Record<Language, string>>>();
    for (const { game_id: id, lang, name, search_name: searchName } of translations) {
      if (!isLanguage(lang)) continue;
      (names.get(id) ?? names.set(id, {}).get(id)!)[lang] = name;
      (searchNames.get(id) ?? searchNames.set(id, {}).get(id)!)[lang] = searchName;
    }
    return rows.map((row) => ({
      row: toGameRow(row, names.get(row.id) ?? {}),
      searchNames: searchNames.get(row.id) ?? {},
    }));
  }

  /** The ids among `ids` that pass `filter`, in the order of `ids` (no names read). */
  async idsAmong(ids: number[], filter: CatalogueFilter): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.joined()
      .where(catalogueCondition({ ...filter, ids }, FALLBACK_LANGUAGE))
      .select('g.id')
      .execute();
    const kept = new Set(rows.map((row) => row.id));
    return ids.filter((id) => kept.has(id));
  }

  /**
   * A game by its public id, in any state (check `isAvailable` and `underMaintenance`), joined
   * with its vendor, with its names in every language it has; null when unknown.
   */
  async findByNodeId(nodeId: string, executor: Executor = this.db): Promise<GameRow | null> {
    const row = await this.joined(executor)
      .where('g.node_id', '=', nodeId)
      .select(gameColumns)
      .executeTakeFirst();
    if (!row) return null;
    const translations = await executor
      .selectFrom('game_translations')
      .select(['lang', 'name'])
      .where('game_id', '=', row.id)
      .execute();
    const names: Partial<Record<Language, string>> = {};
    for (const { lang, name } of translations) if (isLanguage(lang)) names[lang] = name;
    return toGameRow(row, names);
  }

  /**
   * The enabled rows of a vendor code in category nav order, each with its enabled playable
   * games counted (vassalage tiles are not games of their own).
   */
  async vendorCategories(
    vassalage: string,
  ): Promise<{ category: string; title: string; games: number }[]> {
    const rows = await this.db
      .selectFrom('vendors as v')
      .innerJoin('game_categories as c', 'c.code', 'v.category_code')
      .leftJoin('games as g', (join) =>
        join
          .onRef('g.category_code', '=', 'v.category_code')
          .onRef('g.vassalage', '=', 'v.vassalage')
          .on('g.enabled', '=', 1)
          .on('g.is_game', '=', 'GAME'),
      )
      .select(['v.category_code', 'v.title', (eb) => eb.fn.count<number | string>('g.id').as('n')])
      .where('v.vassalage', '=', vassalage)
      .where('v.enabled', '=', 1)
      .where('c.enabled', '=', 1)
      .groupBy(['v.category_code', 'v.title', 'c.sort', 'c.id'])
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
    return rows.map((row) => ({
      category: row.category_code,
      title: row.title,
      games: Number(row.n),
    }));
  }
}

const gameColumns = [
  'g.id',
  'g.node_id',
  'g.category_code',
  'g.vassalage',
  'g.game_code',
  'g.is_game',
  'g.engine',
  'g.game_classify',
  'g.min_bet',
  'g.min_line_num',
  'g.default_play_type',
  'g.icon_path',
  'g.is_hot',
  'g.is_new',
  'g.maintenance',
  'g.enabled',
  'v.title as vendor_title',
  'v.wallet_mode as vendor_wallet_mode',
  'v.provider as vendor_provider',
  'v.maintenance as vendor_maintenance',
  'v.enabled as vendor_enabled',
] as const;

interface GameRecord {
  id: number;
  node_id: string;
  category_code: string;
  vassalage: string;
  game_code: string;
  is_game: GameRow['isGame'];
  engine: GameRow['engine'];
  game_classify: GameRow['gameClassify'];
  min_bet: bigint | number | string;
  min_line_num: number;
  default_play_type: string | null;
  icon_path: string;
  is_hot: number;
  is_new: number;
  maintenance: number;
  enabled: number;
  vendor_title: string;
  vendor_wallet_mode: GameRow['vendor']['walletMode'];
  vendor_provider: string;
  vendor_maintenance: number;
  vendor_enabled: number;
}

function toGameRow(row: GameRecord, names: Partial<Record<Language, string | null>>): GameRow {
  const known: Partial<Record<Language, string>> = {};
  for (const [lang, name] of Object.entries(names)) if (name) known[lang as Language] = name;
  return {
    id: row.id,
    nodeId: row.node_id,
    category: row.category_code as GameCategory,
    vassalage: row.vassalage,
    gameCode: row.game_code,
    isGame: row.is_game,
    engine: row.engine,
    gameClassify: row.game_classify,
    minBet: minor(row.min_bet),
    minLineNum: row.min_line_num,
    defaultPlayType: row.default_play_type,
    iconPath: row.icon_path,
    isHot: row.is_hot === 1,
    isNew: row.is_new === 1,
    maintenance: row.maintenance === 1,
    enabled: row.enabled === 1,
    vendor: {
      title: row.vendor_title,
      walletMode: row.vendor_wallet_mode,
      provider: row.vendor_provider,
      maintenance: row.vendor_maintenance === 1,
      enabled: row.vendor_enabled === 1,
    },
    names: known,
  };
}
