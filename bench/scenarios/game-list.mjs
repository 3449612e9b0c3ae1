// Throughput of the lobby game list (GET /wps/relay/GCSGAME_gameList) over a 5,000-game catalogue
// at 64 connections, against a bare Fastify hello-world measured in the same run. Visitors rotate
// through filtered pages as the lobby asks for them: category + classify + exact minimum bet on
// page 2, a name search, a Chinese-named list and one vendor's list. The catalogue is the demo
// seed topped up by seedBenchCatalogue before the server starts. Page reuse is off
// (LIST_CACHE_MS=0) unless LIST_CACHE_MS is given: every list is answered from the catalogue.
// The baseline and the list take turns, BENCH_ROUNDS (3) times BENCH_DURATION seconds (5) each, so
// that a swing of the shared machine's load falls on both: the figures are the medians of the
// rounds, and `ratio` the median of each round's list against its baseline. `serverCpuUsPerReq`:
// the server process's CPU time (user and system) per list answered, which the machine's load
// moves less than the throughput. The server's job runner is stopped (JOBS_POLL_MS=0).
import {
  createDatabase,
  migrateToLatest,
  seedBenchCatalogue,
  seedDemo,
} from '../lib/built/database.mjs';
import { freshSqlite } from '../lib/databases.mjs';
import { baseline, load, processCpuMs } from '../lib/measure.mjs';
import { startPortal } from '../lib/server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

const ratioOf = (reqPerSec, baselineReqPerSec) =>
  Math.round((reqPerSec / baselineReqPerSec) * 100) / 100;

export async function run() {
  const database = freshSqlite('games');
  await fillCatalogue(database.path);
  // The job runner stopped: at its first start on the demo data it catches up on the agency
  // contracts' settlement periods (2,000 statements and more), which fell on the first round.
  const portal = await startPortal({
    SQLITE_PATH: database.path,
    LIST_CACHE_MS,
    JOBS_POLL_MS: '0',
  });
  try {
    const first = await (await fetch(portal.url + PATHS[0])).json();
    if (!first.success || first.value.games.length !== 24) {
      throw new Error(`unexpected game list: ${JSON.stringify(first).slice(0, 300)}`);
    }
    const all = await (await fetch(`${portal.url}${LIST}?pageSize=1`)).json();
    if (all.value.total !== GAMES) throw new Error(`catalogue has ${all.value.total} games`);

    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const base = await baseline({ connections: CONNECTIONS, duration: DURATION_S });
      const cpuBefore = processCpuMs(portal.pid);
      const result = await load({
        url: portal.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: PATHS.map((path) => ({ method: 'GET', path })),
      });
      const cpuMs = cpuBefore === null ? null : processCpuMs(portal.pid) - cpuBefore;
      const reqPerSec = Math.round(result.requests.average);
      const baselineReqPerSec = Math.round(base.requests.average);
      rounds.push({
        reqPerSec,
        p99Ms: result.latency.p99,
        failed: result.non2xx + result.errors,
        baselineReqPerSec,
        ratio: ratioOf(reqPerSec, baselineReqPerSec),
        serverCpuUsPerReq:
          cpuMs === null ? null : Math.round((cpuMs * 1000) / result.requests.total),
      });
    }
    // The middle round's figure (the upper of the two middle ones for an even count).
    const median = (key) =>
      rounds.map((round) => round[key]).sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
    return {
      scenario: 'game-list',
      db: 'sqlite',
      games: GAMES,
      connections: CONNECTIONS,
      listCacheMs: Number(LIST_CACHE_MS),
      durationS: DURATION_S,
      reqPerSec: median('reqPerSec'),
      p99Ms: median('p99Ms'),
      failed: rounds.reduce((sum, round) => sum + round.failed, 0),
      baselineReqPerSec: median('baselineReqPerSec'),
      ratio: median('ratio'),
      serverCpuUsPerReq: median('serverCpuUsPerReq'),
      rounds,
    };
  } finally {
    await portal.stop();
    await database.drop();
  }
}
