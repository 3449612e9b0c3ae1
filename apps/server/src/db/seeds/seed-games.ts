import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import { nowIso } from '../time.js';
import {
  buildGame,
  demoCatalogue,
  vendorIconPath,
  type GameSeed,
} from './content/game-catalogue.js';
import { demoVendors, LOTTERY_VENDORS } from './content/games.js';
import type { SeedDb } from './seed-types.js';

export { vendorIconPath };

/** Rows per insert: well under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH = 200;

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

export async function seedGames(db: SeedDb): Promise<void> {
  const now = nowIso();
  const catalogue = demoCatalogue();
  for (const [index, code] of GAME_CATEGORIES.entries()) {
    await db
      .insertInto('game_categories')
      .values({
        code,
        mod_id: code,
        enabled: 1,
        sort: (index + 1) * 10,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const vendors = demoVendors[code].map((vendor, position) => ({
      category_code: code,
      vassalage: vendor.vassalage,
      title: vendor.title,
      is_hot: vendor.isHot ? 1 : 0,
      // The menus count a catalogue vendor's games; the column keeps the same figure.
      cards:
        vendor.cards ??
        catalogue.filter((game) => game.category === code && game.vassalage === vendor.vassalage)
          .length,
      icon_path: vendorIconPath(vendor.vassalage),
      maintenance: vendor.maintenance ? 1 : 0,
      enabled: 1,
      sort: (position + 1) * 10,
      created_at: now,
      updated_at: now,
    }));
    await db
      .insertInto('vendors')
      .values(vendors)
      .onConflict((oc) => oc.columns(['category_code', 'vassalage']).doNothing())
      .execute();
  }
  await insertGames(db, catalogue);
}

/**
 * Writes games missing by node_id and the names they lack, so a second run changes nothing and
 * an operator's edits stay.
 */
export async function insertGames(db: SeedDb, games: GameSeed[]): Promise<void> {
  const now = nowIso();
  for (const batch of chunks(games, BATCH)) {
    await db
      .insertInto('games')
      .values(
        batch.map((game) => ({
          node_id: game.nodeId,
          category_code: game.category,
          vassalage: game.vassalage,
          game_code: game.gameCode,
          is_game: game.isGame,
          engine: game.engine,
          game_classify: game.gameClassify,
          min_bet: game.minBet,
          min_line_num: game.minLineNum,
          default_play_type: game.defaultPlayType,
          icon_path: game.iconPath,
          is_hot: game.isHot ? 1 : 0,
          maintenance: game.maintenance ? 1 : 0,
          enabled: 1,
          sort: game.sort,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.column('node_id').doNothing())
      .execute();
    const ids = await db
      .selectFrom('games')
      .select(['id', 'node_id'])
      .where(
        'node_id',
        'in',
        batch.map((game) => game.nodeId),
      )
      .execute();
    const idOf = new Map(ids.map((row) => [row.node_id, row.id]));
    const names = batch.flatMap((game) =>
      LANGUAGE_CODES.map((lang) => ({
        game_id: idOf.get(game.nodeId)!,
        lang,
        name: game.names[lang],
        search_name: game.names[lang].toLowerCase(),
      })),
    );
    for (const part of chunks(names, BATCH * 2)) {
      await db
        .insertInto('game_translations')
        .values(part)
        .onConflict((oc) => oc.columns(['game_id', 'lang']).doNothing())
        .execute();
    }
  }
}

/**
 * Adds `count` games spread round-robin over the enabled vendors (not the lottery's own), for
 * load tests of the lists; never part of the demo data. Ids continue after earlier calls.
 */
export async function seedBenchCatalogue(db: SeedDb, count: number): Promise<void> {
  const vendors = await db
    .selectFrom('vendors')
    .select(['category_code', 'vassalage'])
    .where('enabled', '=', 1)
    .where('vassalage', 'not in', LOTTERY_VENDORS)
    .orderBy('id')
    .execute();
  if (vendors.length === 0 || count <= 0) return;
  const existing = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('node_id', 'like', 'BENCH-%')
    .executeTakeFirstOrThrow();
  const start = Number(existing.n);
  const games: GameSeed[] = [];
  for (let n = start; n < start + count; n += 1) {
    const vendor = vendors[n % vendors.length]!;
    const nodeId = `BENCH-${String(n + 1).padStart(6, '0')}`;
    games.push(
      buildGame(vendor.category_code as GameCategory, vendor.vassalage, n, {
        nodeId,
        gameCode: nodeId.toLowerCase(),
      }),
    );
  }
  await insertGames(db, games);
}
