// Throughput of the lobby game list (GET /wps/relay/GCSGAME_gameList) over a 5,000-game catalogue
// at 64 connections, against a bare Fastify hello-world measured in the same run. Visitors rotate
// through filtered pages as the lobby asks for them: category + classify + exact minimum bet on
// page 2, a name search, a Chinese-named list and one vendor's list. The catalogue is the demo
// seed topped up by seedBenchCatalogue before the server starts. Page reuse is off
// (LIST_CACHE_MS=0) unless LIST_CACHE_MS is given: every list is answered from the catalogue.
import {
  createDatabase,
  migrateToLatest,
  seedBenchCatalogue,
  seedDemo,
} from '../lib/built/database.mjs';
import { freshSqlite } from '../lib/databases.mjs';
import { baseline, load } from '../lib/measure.mjs';
import { startPortal } from '../lib/server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 64;
const GAMES = 5000;
const LIST_CACHE_MS = process.env.LIST_CACHE_MS ?? '0';
const LIST = '/wps/relay/GCSGAME_gameList';
const PATHS = [
  `${LIST}?gameType=RNG&gameClassify=JP&minBet=0.1&pageNo=2&pageSize=24&language=EN`,
  `${LIST}?gameType=RNG&gameName=dragon&pageNo=1&pageSize=24&language=EN`,
  `${LIST}?gameType=LIVE&minBet=0.5&pageNo=1&pageSize=24&language=CN`,
  `${LIST}?gameType=PVP&vassalage=TABLEKINGS&pageNo=3&pageSize=24&language=TH`,
];

/** The SQLite file filled with the demo data and a catalogue of exactly GAMES games. */
async function fillCatalogue(file) {
  const db = createDatabase({ SQLITE_PATH: file, DATABASE_POOL_SIZE: 1 });
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const { n } = await db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await seedBenchCatalogue(db, GAMES - Number(n));
  } finally {
    await db.destroy();
  }
}

export async function run() {
  const base = await baseline({ connections: CONNECTIONS, duration: DURATION_S });

  const database = freshSqlite('games');
  await fillCatalogue(database.path);
  const portal = await startPortal({ SQLITE_PATH: database.path, LIST_CACHE_MS });
  try {
    const first = await (await fetch(portal.url + PATHS[0])).json();
    if (!first.success || first.value.games.length !== 24) {
      throw new Error(`unexpected game list: ${JSON.stringify(first).slice(0, 300)}`);
    }
    const all = await (await fetch(`${portal.url}${LIST}?pageSize=1`)).json();
    if (all.value.total !== GAMES) throw new Error(`catalogue has ${all.value.total} games`);

    const result = await load({
      url: portal.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: PATHS.map((path) => ({ method: 'GET', path })),
    });
    const reqPerSec = Math.round(result.requests.average);
    const baselineReqPerSec = Math.round(base.requests.average);
    return {
      scenario: 'game-list',
      db: 'sqlite',
      games: GAMES,
      connections: CONNECTIONS,
      listCacheMs: Number(LIST_CACHE_MS),
      durationS: DURATION_S,
      reqPerSec,
      p99Ms: result.latency.p99,
      failed: result.non2xx + result.errors,
      baselineReqPerSec,
      ratio: Math.round((reqPerSec / baselineReqPerSec) * 100) / 100,
    };
  } finally {
    await portal.stop();
    await database.drop();
  }
}
