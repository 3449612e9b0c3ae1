// Seamless-wallet calls per second and their p99: 64 concurrent provider clients each send a
// signed debit and then the credit that settles its round, over HTTP to the built portal, as the
// house provider or an outside one does. Every round trip moves money twice through the ledger's
// hot provider clearing account and writes a round and two provider transactions. The reference
// is measured in the same run on the same database: ledger transfers per second of 64 in-process
// workers, each a member's stake into or payout out of the provider clearing shards
// (`ratioToLedger` = signed calls/s / ledger transfers/s). The invariants of ARCHITECTURE section 5
// are checked afterwards. PostgreSQL by default: a fresh schema of BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), dropped afterwards; BENCH_DB=sqlite runs it on a
// temporary SQLite file.
import { randomInt, randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import { createDatabase } from '../lib/built/database.mjs';
import { providerClearing, signedHeaders } from '../lib/built/games.mjs';
import { LedgerService, TransferKind } from '../lib/built/platform.mjs';
import { freshSchema, freshSqlite } from '../lib/databases.mjs';
import { percentile } from '../lib/measure.mjs';
import { HOUSE_SECRET, startPortal } from '../lib/server.mjs';
import { createPlayers, fundPlayers, openGameSessions } from '../lib/setup.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const MEMBERS = 1_000;
/** Server connections to PostgreSQL (see the ledger scenario for why 16 on 2 cores). */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 16);
/** Minor units each member starts with: far more than the stakes can take. */
const FUNDING = 100_000_000n;
const GAME_CODE = 'bench-slot';
/**
 * BENCH_SAFER_LIMITS=1: every player has loss and wager limits per day, week and month, far above
 * what the run stakes, so every debit and credit takes the play gate's checked path.
 */
const SAFER_LIMITS = process.env.BENCH_SAFER_LIMITS === '1';
/**
 * The provider clients' HTTP: `undici` (default), one keep-alive connection per client through
 * undici's pool, as a provider's wallet client holds them; `fetch` sends the same calls through
 * the global fetch, whose extra work per call the load generator takes from the cores it shares
 * with the server and PostgreSQL.
 */
const HTTP_CLIENT = process.env.BENCH_HTTP_CLIENT ?? 'undici';
const LIMIT_MINOR = 10_000_000_000_000n;

/** The safer-play row and six limits of each player, as setting them through the site writes them. */
async function setLimits(db, players) {
  const now = new Date();
  const at = now.toISOString();
  const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const monday = new Date(Date.parse(`${day}T00:00:00Z`) - ((weekday + 6) % 7) * 86_400_000);
  const starts = {
    day_start: day,
    week_start: monday.toISOString().slice(0, 10),
    month_start: `${day.slice(0, 8)}01`,
  };
  for (let i = 0; i < players.length; i += 200) {
    const chunk = players.slice(i, i + 200);
    await db
      .insertInto('safer_play_accounts')
      .values(chunk.map((p) => ({ member_id: p.id, ...starts, updated_at: at })))
      .execute();
    await db
      .insertInto('safer_play_limits')
      .values(
        chunk.flatMap((p) =>
          ['loss', 'wager'].flatMap((kind) =>
            ['day', 'week', 'month'].map((period) => ({
              member_id: p.id,
              kind,
              period,
              amount: LIMIT_MINOR,
              pending: 0,
              updated_at: at,
            })),
          ),
        ),
      )
      .execute();
  }
}

/** A new SQLite file or PostgreSQL schema, reached by both the server and this process. */
async function freshDatabase() {
  if (process.env.BENCH_DB === 'sqlite') {
    const database = freshSqlite('seamless');
    return {
      ...database,
      env: { SQLITE_PATH: database.path },
      config: { SQLITE_PATH: database.path, DATABASE_POOL_SIZE: 1 },
    };
  }
  const database = await freshSchema('seamless');
  return {
    ...database,
    env: { DATABASE_URL: database.url, DATABASE_POOL_SIZE: String(POOL_SIZE) },
    config: { DATABASE_URL: database.url, DATABASE_POOL_SIZE: POOL_SIZE, SQLITE_PATH: '' },
  };
}

/** A seamless house-provider game of its own vendor; its id. */
async function seedGame(db) {
  const now = new Date().toISOString();
  await db
    .insertInto('vendors')
    .values({
      category_code: 'RNG',
      vassalage: 'BENCHSLOTS',
      title: 'Bench Slots',
      is_hot: 0,
      cards: 1,
      icon_path: 'vendors/benchslots.svg',
      maintenance: 0,
      enabled: 1,
      sort: 9999,
      wallet_mode: 'seamless',
      provider: 'house',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const game = await db
    .insertInto('games')
    .values({
      node_id: 'bench-slot-node',
      category_code: 'RNG',
      vassalage: 'BENCHSLOTS',
      game_code: GAME_CODE,
      engine: 'slot',
      min_bet: 1n,
      icon_path: 'games/bench-slot.svg',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return game.id;
}

/** The signed callbacks of one provider: `send(name, body)` answers the wallet's value. */
function providerClient(base) {
  const pool = HTTP_CLIENT === 'fetch' ? null : new Pool(base, { connections: CONCURRENCY });
  const post = async (name, raw) => {
    const path = `/wps/seamless/house/${name}`;
    const headers = signedHeaders(HOUSE_SECRET, raw);
    if (!pool) {
      const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: raw });
      return { status: response.status, answer: await response.json() };
    }
    const response = await pool.request({ path, method: 'POST', headers, body: raw });
    return { status: response.statusCode, answer: await response.body.json() };
  };
  return {
    async send(name, body) {
      const { status, answer } = await post(name, JSON.stringify(body));
      if (!answer.success) throw new Error(`${name}: ${status} ${answer.errorCode}`);
      return answer.value;
    },
    close: () => pool?.close(),
  };
}

/** A bet and its settlement: a debit of 0.01 to 10.00, then a credit of 0 to twice that. */
async function roundTrip(provider, player, latencies) {
  const roundId = `r-${randomUUID()}`;
  const stake = randomInt(1, 1_001);
  let start = performance.now();
  await provider.send('debit', {
    transactionId: `d-${randomUUID()}`,
    roundId,
    token: player.launchToken,
    gameCode: GAME_CODE,
    amount: (stake / 100).toFixed(2),
  });
  latencies.push(performance.now() - start);
  start = performance.now();
  await provider.send('credit', {
    transactionId: `c-${randomUUID()}`,
    roundId,
    playerId: player.account,
    amount: (randomInt(0, 2 * stake + 1) / 100).toFixed(2),
    result: { bench: true },
  });
  latencies.push(performance.now() - start);
}

/** Runs `step(client, n, latencies)` in CONCURRENCY loops for DURATION_S; the calls per second. */
async function drive(step) {
  const latencies = [];
  const failures = new Map();
  const until = Date.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      for (let n = 0; Date.now() < until; n++) {
        try {
          await step(client, n, latencies);
        } catch (error) {
          failures.set(error.message, (failures.get(error.message) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const [message, count] of failures) console.error(`failed ${count}x: ${message}`);
  return {
    perSecond: Math.round(latencies.length / seconds),
    p99Ms: percentile(latencies, 0.99),
    count: latencies.length,
    failed: [...failures.values()].reduce((sum, count) => sum + count, 0),
  };
}

export async function run() {
  const database = await freshDatabase();
  const db = createDatabase(database.config);
  let portal;
  let provider;
  try {
    // The server migrates the database and loads the demo data before it listens.
    portal = await startPortal(database.env);
    const ledger = new LedgerService(db);
    // Members with money and a launch session each.
    const players = await createPlayers(db, { prefix: 'seamless', count: MEMBERS });
    await openGameSessions(db, players, await seedGame(db));
    await fundPlayers(ledger, players, { amount: FUNDING });
    if (SAFER_LIMITS) await setLimits(db, players);
    // The server's first job poll catches up on the demo's agency periods: measured after it.
    const quietSeconds = await portal.quiet();

    // Each client plays its own members, so no two clients bet for one member at once.
    const owned = Array.from({ length: CONCURRENCY }, (_, client) =>
      players.filter((_, i) => i % CONCURRENCY === client),
    );
    provider = providerClient(portal.url);
    const calls = await drive((client, n, latencies) => {
      const own = owned[client];
      return roundTrip(provider, own[n % own.length], latencies);
    });
    const seamlessViolations = await ledger.checkInvariants();

    // The reference, on the same database with the server idle: the ledger transfer a debit or a
    // credit makes, alone (a stake into or a payout out of the member's provider clearing shard).
    const transfers = await drive(async (client, n, latencies) => {
      const player = players[(client + n * CONCURRENCY) % players.length];
      const member = { memberId: player.id, wallet: 'main' };
      const bet = n % 2 === 0;
      const start = performance.now();
      await ledger.transfer({
        idempotencyKey: `bench-ledger-${client}-${n}`,
        kind: bet ? TransferKind.bet : TransferKind.payout,
        from: bet ? member : providerClearing(player.id),
        to: bet ? providerClearing(player.id) : member,
        amount: BigInt(randomInt(1, 1_001)),
        reference: `L${client}-${n}`,
      });
      latencies.push(performance.now() - start);
    });
    const violations = [...seamlessViolations, ...(await ledger.checkInvariants())];
    for (const violation of violations.slice(0, 5)) console.error(`invariant: ${violation}`);
    return {
      scenario: 'seamless',
      db: database.kind,
      concurrency: CONCURRENCY,
      httpClient: HTTP_CLIENT,
      ...(database.kind === 'postgres' ? { poolSize: POOL_SIZE } : {}),
      durationS: DURATION_S,
      quietSeconds,
      callsPerSecond: calls.perSecond,
      roundTripsPerSecond: Math.round(calls.perSecond / 2),
      p99Ms: calls.p99Ms,
      calls: calls.count,
      failed: calls.failed,
      ledgerTransfersPerSecond: transfers.perSecond,
      ledgerP99Ms: transfers.p99Ms,
      ratioToLedger: Math.round((calls.perSecond / transfers.perSecond) * 100) / 100,
      invariantViolations: violations.length,
    };
  } finally {
    await provider?.close();
    await portal?.stop();
    await db.destroy();
    await database.drop();
  }
}
