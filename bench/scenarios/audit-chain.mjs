// What the ledger chain costs (decision 055): ledger transfers per second with 64 concurrent
// workers over pre-funded member wallets in random pairs, first with the chain switched off (a
// ledger option only this measurement uses), then with it on, each for BENCH_DURATION seconds on
// the same database. `ratio` = with / without; the aim is at least 0.85. The invariants are
// checked after each phase, and the chained transfers are verified. SQLite by default;
// BENCH_DATABASE_URL=postgres://... runs it in a fresh schema of that database, dropped afterwards.
import { randomInt } from 'node:crypto';
import { createDatabase, migrateToLatest } from '../lib/built/database.mjs';
import { AuditChainService, LedgerService, TransferKind } from '../lib/built/platform.mjs';
import { freshSchema, freshSqlite } from '../lib/databases.mjs';
import { percentile } from '../lib/measure.mjs';
import { createPlayers, fundPlayers } from '../lib/setup.mjs';
import { generateKeyPairSync } from 'node:crypto';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WORKERS = 64;
const ACCOUNTS = 2_000;
/** As `ledger`: 16 connections did best for 64 workers on 2 cores. */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 16);
const FUNDING = 10_000_000n;

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

/** Random pair transfers from WORKERS loops for DURATION_S; per second, p99 and invariants. */
async function phase(ledger, label, members) {
  const latencies = [];
  const until = Date.now() + DURATION_S * 1000;
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
    perSecond: Math.round(latencies.length / seconds),
    p99Ms: percentile(latencies, 0.99),
    violations: (await ledger.checkInvariants()).length,
  };
}

export async function run() {
  const database = await freshDatabase();
  const { db } = database;
  try {
    await migrateToLatest(db);
    const chained = new LedgerService(db);
    const unchained = new LedgerService(db, { chain: false });
    const players = await createPlayers(db, { prefix: 'chain', count: ACCOUNTS });
    await fundPlayers(chained, players, {
      amount: FUNDING,
      keyPrefix: 'fund-',
      concurrency: WORKERS,
    });
    const members = players.map((player) => player.id);
    // The funding is chained: verify it before the unchained phase writes rows without hashes.
    const chains = new AuditChainService(db, generateKeyPairSync('ed25519').privateKey, {});
    const funding = await chains.verify('ledger');
    const without = await phase(unchained, 'off', members);
    const withChain = await phase(chained, 'on', members);
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
      fundingChainOk: funding.ok,
      invariantViolations: without.violations + withChain.violations,
    };
  } finally {
    await db.destroy();
    await database.drop();
  }
}
