// What the ledger chain costs (decision 055): ledger transfers per second with 64 concurrent
// workers over pre-funded member wallets in random pairs, first with no chainer running, then
// with the chainer linking committed transfers every second as the server does, each for
// BENCH_DURATION seconds on the same database. `ratio` = with / without; the aim is at least
// 0.85. The invariants are checked after each phase; then every transfer is linked and the chain
// verified (`chainOk`), and `linkPerSecond` is how fast the first phase's backlog was linked. SQLite by default;
// BENCH_DATABASE_URL=postgres://... runs it in a fresh schema of that database, dropped afterwards.
import { randomInt } from 'node:crypto';
import { createDatabase, migrateToLatest } from '../lib/built/database.mjs';
import {
  AuditChainService,
  LedgerChainer,
  LedgerService,
  TransferKind,
} from '../lib/built/platform.mjs';
import { freshSchema, freshSqlite } from '../lib/databases.mjs';
import { percentile } from '../lib/measure.mjs';
import { createPlayers, fundPlayers } from '../lib/setup.mjs';
import { generateKeyPairSync } from 'node:crypto';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Each of the four phases runs half the duration. */
const PHASE_S = DURATION_S / 2;
const WORKERS = 64;
const ACCOUNTS = 2_000;
/** As `ledger`: 16 connections did best for 64 workers on 2 cores. */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 16);
const FUNDING = 10_000_000n;
/** As the server's chainer (main.ts). */
const CHAIN_INTERVAL_MS = 1_000;

async function freshDatabase() {
  if (!process.env.BENCH_DATABASE_URL) {
    const database = freshSqlite('audit-chain');
    return {
      ...database,
      db: createDatabase({ SQLITE_PATH: database.path, DATABASE_POOL_SIZE: 1 }),
    };
  }
  const database = await freshSchema('audit_chain');
  return {
    ...database,
    db: createDatabase({
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: POOL_SIZE,
      SQLITE_PATH: '',
    }),
  };
}

/** Random pair transfers from WORKERS loops for PHASE_S: the count, latencies and invariants. */
async function phase(ledger, label, members) {
  const latencies = [];
  const until = Date.now() + PHASE_S * 1000;
  const started = performance.now();
  const pick = () => members[randomInt(members.length)];
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let n = 0; Date.now() < until; n++) {
        const from = pick();
        let to = pick();
        while (to === from) to = pick();
        const start = performance.now();
        await ledger.transfer({
          idempotencyKey: `${label}-${worker}-${n}`,
          kind: TransferKind.uplineOut,
          from: { memberId: from, wallet: 'main' },
          to: { memberId: to, wallet: 'main' },
          amount: BigInt(randomInt(1, 10_000)),
          reference: `${label}${worker}-${n}`,
        });
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    count: latencies.length,
    seconds,
    latencies,
    violations: (await ledger.checkInvariants()).length,
  };
}

/** Two phases of one side as one: transfers per second over both, p99 of both. */
function combined(a, b) {
  return {
    perSecond: Math.round((a.count + b.count) / (a.seconds + b.seconds)),
    p99Ms: percentile([...a.latencies, ...b.latencies], 0.99),
    violations: a.violations + b.violations,
  };
}

export async function run() {
  const database = await freshDatabase();
  const { db } = database;
  try {
    await migrateToLatest(db);
    const ledger = new LedgerService(db);
    const chainer = new LedgerChainer(db, (error) => console.error(error));
    const players = await createPlayers(db, { prefix: 'chain', count: ACCOUNTS });
    await fundPlayers(ledger, players, {
      amount: FUNDING,
      keyPrefix: 'fund-',
      concurrency: WORKERS,
    });
    await chainer.linkAll();
    const members = players.map((player) => player.id);
    // Off, on, on, off (half the duration each): a drift of the database as it grows (or of the
    // machine's load) weighs on both sides alike.
    const off1 = await phase(ledger, 'off1', members);
    // The transfers of the phase off wait to be linked: how fast one chainer catches up.
    const linkStarted = performance.now();
    const backlog = await chainer.linkAll();
    const linkPerSecond = Math.round(backlog / ((performance.now() - linkStarted) / 1000));
    chainer.start(CHAIN_INTERVAL_MS);
    const on1 = await phase(ledger, 'on1', members);
    const on2 = await phase(ledger, 'on2', members);
    await chainer.stop();
    await chainer.linkAll();
    const off2 = await phase(ledger, 'off2', members);
    await chainer.linkAll();
    const without = combined(off1, off2);
    const withChain = combined(on1, on2);
    const chains = new AuditChainService(db, generateKeyPairSync('ed25519').privateKey, {
      ledgerChainer: chainer,
    });
    const report = await chains.verify('ledger');
    return {
      scenario: 'audit-chain',
      db: database.kind,
      workers: WORKERS,
      accounts: members.length,
      ...(database.kind === 'postgres' ? { poolSize: POOL_SIZE } : {}),
      durationS: DURATION_S,
      transfersPerSecondWithout: without.perSecond,
      p99MsWithout: without.p99Ms,
      transfersPerSecond: withChain.perSecond,
      p99Ms: withChain.p99Ms,
      ratio: Math.round((withChain.perSecond / without.perSecond) * 1000) / 1000,
      linkPerSecond,
      chainOk: report.ok && report.unlinked === 0,
      chainRows: report.rows,
      invariantViolations: without.violations + withChain.violations,
    };
  } finally {
    await db.destroy();
    await database.drop();
  }
}
