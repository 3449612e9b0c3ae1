// Ledger transfers per second and their p99 with 64 concurrent workers, in process against the
// built LedgerService: first over 10,000 pre-funded member wallets in random pairs, then with every
// transfer touching one hot account (the provider clearing account, as bets and payouts do). The
// invariants of ARCHITECTURE section 5 are checked after each phase. SQLite by default;
// BENCH_DATABASE_URL=postgres://... runs it in a fresh schema of that database, dropped afterwards.
import { randomInt } from 'node:crypto';
import { createDatabase, migrateToLatest } from '../lib/built/database.mjs';
import { LedgerService, SystemAccount, TransferKind } from '../lib/built/platform.mjs';
import { freshSchema, freshSqlite } from '../lib/databases.mjs';
import { percentile } from '../lib/measure.mjs';
import { createPlayers, fundPlayers } from '../lib/setup.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WORKERS = 64;
const ACCOUNTS = 10_000;
/**
 * PostgreSQL connections for the 64 workers. On 2 cores 16 did best (8 to 64 measured): the other
 * workers wait in the pool's queue, which costs nothing, instead of in PostgreSQL's lock queue of
 * the hot account, where every release wakes the waiters (hot transfers: about 1,100/s with 16
 * connections, 600/s with 64).
 */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 16);
/** Minor units each member starts with: far more than the phases can move away. */
const FUNDING = 10_000_000n;

/** A fresh database: a temporary SQLite file, or a new schema of BENCH_DATABASE_URL. */
async function freshDatabase() {
  if (!process.env.BENCH_DATABASE_URL) {
    const database = freshSqlite('ledger');
    return {
      ...database,
      db: createDatabase({ SQLITE_PATH: database.path, DATABASE_POOL_SIZE: 1 }),
    };
  }
  const database = await freshSchema('ledger');
  return {
    ...database,
    db: createDatabase({
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: POOL_SIZE,
      SQLITE_PATH: '',
    }),
  };
}

/** Runs `next(worker, n)` in WORKERS concurrent loops until `until`; returns the latencies. */
async function drive(until, next) {
  const latencies = [];
  let refused = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let n = 0; Date.now() < until; n++) {
        const start = performance.now();
        try {
          await next(worker, n);
          latencies.push(performance.now() - start);
        } catch (error) {
          if (error?.code !== 'INSUFFICIENT_FUNDS') throw error;
          refused += 1;
        }
      }
    }),
  );
  return { latencies, refused };
}

/** One measured phase: transfers per second, p99 and the invariant check after it. */
async function phase(ledger, next) {
  const started = performance.now();
  const { latencies, refused } = await drive(Date.now() + DURATION_S * 1000, next);
  const seconds = (performance.now() - started) / 1000;
  const violations = await ledger.checkInvariants();
  for (const violation of violations.slice(0, 5)) console.error(`invariant: ${violation}`);
  return {
    perSecond: Math.round(latencies.length / seconds),
    p99Ms: percentile(latencies, 0.99),
    transfers: latencies.length,
    refused,
    violations: violations.length,
  };
}

export async function run() {
  const database = await freshDatabase();
  const { db } = database;
  try {
    await migrateToLatest(db);
    const ledger = new LedgerService(db);
    // The members and their funding, not measured: one deposit per member, which also makes and
    // caches each wallet.
    const players = await createPlayers(db, { prefix: 'bench', count: ACCOUNTS });
    await fundPlayers(ledger, players, {
      amount: FUNDING,
      keyPrefix: 'fund-',
      concurrency: WORKERS,
    });
    const members = players.map((player) => player.id);
    const main = (memberId) => ({ memberId, wallet: 'main' });
    const provider = { system: SystemAccount.providerClearing };
    const pick = () => members[randomInt(members.length)];

    const random = await phase(ledger, (worker, n) => {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      return ledger.transfer({
        idempotencyKey: `pair-${worker}-${n}`,
        kind: TransferKind.uplineOut,
        from: main(from),
        to: main(to),
        amount: BigInt(randomInt(1, 10_000)),
        reference: `P${worker}-${n}`,
      });
    });

    // Every transfer goes through the provider clearing account: bets in, payouts out.
    const hot = await phase(ledger, (worker, n) => {
      const member = main(pick());
      const bet = n % 2 === 0;
      return ledger.transfer({
        idempotencyKey: `hot-${worker}-${n}`,
        kind: bet ? TransferKind.bet : TransferKind.payout,
        from: bet ? member : provider,
        to: bet ? provider : member,
        amount: BigInt(randomInt(1, 10_000)),
        reference: `H${worker}-${n}`,
      });
    });

    return {
      scenario: 'ledger-transfers',
      db: database.kind,
      workers: WORKERS,
      accounts: members.length,
      ...(database.kind === 'postgres' ? { poolSize: POOL_SIZE } : {}),
      durationS: DURATION_S,
      transfersPerSecond: random.perSecond,
      p99Ms: random.p99Ms,
      hotTransfersPerSecond: hot.perSecond,
      hotP99Ms: hot.p99Ms,
      transfers: random.transfers + hot.transfers,
      refused: random.refused + hot.refused,
      invariantViolations: random.violations + hot.violations,
    };
  } finally {
    await db.destroy();
    await database.drop();
  }
}
