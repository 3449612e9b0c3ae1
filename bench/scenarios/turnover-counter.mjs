// The turnover counter's throughput: settled bets (bet.settled events, as the seamless wallet
// writes them) handed to the event consumers, counted towards the players' running bonuses and,
// where met, released to the main wallet, all through the built services in process. 1,000
// members each hold two running bonuses (one weighting live casino at 50%); EVENTS events are
// written to the outbox first, then the dispatcher runs until it has caught up. `eventsPerSecond`
// is what one instance's consumers sustain; the seamless scenario's round trips per second on the
// same database is the rate it must keep up with. Afterwards every bonus's progress is checked
// against the events (`progressMismatches`) and the ledger's invariants (`invariantViolations`).
// SQLite in a temporary file by default; BENCH_DATABASE_URL=postgres://... runs it in a fresh
// schema of that database, dropped afterwards.
import { randomInt } from 'node:crypto';
import { createServices } from '../lib/built/app.mjs';
import { createDatabase, loadConfig, migrateToLatest } from '../lib/built/database.mjs';
import { freshSchema, freshSqlite } from '../lib/databases.mjs';
import { createPlayers, fundPlayers } from '../lib/setup.mjs';

const MEMBERS = 1_000;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const WRITE_BATCH = 500;

async function freshDatabase() {
  if (!process.env.BENCH_DATABASE_URL) {
    const database = freshSqlite('turnover');
    return { ...database, config: { SQLITE_PATH: database.path } };
  }
  const database = await freshSchema('turnover');
  return {
    ...database,
    config: { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '8', SQLITE_PATH: '' },
  };
}

/** The members, funded, each with its two running bonuses; their ids. */
async function seedMembers(db, services) {
  const players = await createPlayers(db, {
    prefix: 'turnover',
    count: MEMBERS,
    chunk: 200,
    columns: { password_hash: 'x', currency: 'MYR', profile: '{}' },
  });
  await fundPlayers(services.ledger, players, {
    amount: 1_000_000n,
    reference: () => 'BENCH',
    concurrency: 1,
  });
  const issuedAt = new Date(Date.now() - 60_000);
  for (const { id: memberId } of players) {
    await services.ledger.ensureWallets(memberId);
    await db.transaction().execute(async (trx) => {
      for (const [n, weights] of [{}, { LIVE: 50 }].entries()) {
        await services.bonuses.issue(
          {
            memberId,
            source: 'adjustment',
            reference: `bench-${memberId}-${n}`,
            promotionId: null,
            title: 'bench',
            amount: 10_000n,
            currency: 'MYR',
            // Large enough that about one in ten bonuses is met (and released) during the run.
            turnoverRequired: BigInt(randomInt(200_000, 2_000_000)),
            weights,
            expiryDays: 30,
            now: issuedAt,
          },
          trx,
        );
      }
    });
  }
  return players.map((player) => player.id);
}

export async function run() {
  const database = await freshDatabase();
  const config = loadConfig({ LOG_LEVEL: 'warn', ...database.config });
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const services = createServices({ config, db });
    const members = await seedMembers(db, services);
    // Nothing before this point is counted: the consumers start after the seeding's events.
    await services.events.runOnce(new Date());

    const expected = new Map();
    const settledAt = new Date().toISOString();
    for (let written = 0; written < EVENTS; written += WRITE_BATCH) {
      await db.transaction().execute(async (trx) => {
        for (let n = written; n < Math.min(EVENTS, written + WRITE_BATCH); n++) {
          const memberId = members[n % members.length];
          const category = n % 3 === 0 ? 'LIVE' : 'RNG';
          const stake = BigInt(randomInt(100, 20_000));
          const was = expected.get(memberId) ?? [0n, 0n];
          // The weighted bonus counts in hundredths of a minor unit: the half of an odd stake
          // carries to the member's next bet instead of being dropped.
          expected.set(memberId, [
            was[0] + stake,
            was[1] + (category === 'LIVE' ? stake * 50n : stake * 100n),
          ]);
          await services.outbox.append(trx, {
            type: 'bet.settled',
            key: `bench:${n}`,
            memberId,
            payload: {
              provider: 'house',
              roundId: `bench-${n}`,
              memberId,
              gameId: 1,
              categoryCode: category,
              vendor: 'BENCH',
              currency: 'MYR',
              stake: stake.toString(),
              payout: '0',
              validTurnover: stake.toString(),
              settledAt,
            },
            occurredAt: new Date(settledAt),
          });
        }
      });
    }

    const started = performance.now();
    let handled = 0;
    for (;;) {
      const summary = await services.events.runOnce(new Date());
      handled += summary.handled;
      if (summary.handled === 0) break;
    }
    const seconds = (performance.now() - started) / 1000;

    const bonuses = await db.selectFrom('bonuses').selectAll().execute();
    let mismatches = 0;
    let released = 0;
    for (const bonus of bonuses) {
      const [plain, weighted] = expected.get(bonus.member_id) ?? [0n, 0n];
      const counted = bonus.weights === '{}' ? plain : weighted / 100n;
      const required = BigInt(bonus.turnover_required);
      const want = counted < required ? counted : required;
      if (BigInt(bonus.turnover_played) !== want) mismatches += 1;
      if ((bonus.state === 'completed') !== want >= required) mismatches += 1;
      if (bonus.state === 'completed') released += 1;
    }
    const violations = await services.ledger.checkInvariants();
    return {
      scenario: 'turnover-counter',
      db: database.kind,
      members: MEMBERS,
      runningBonuses: MEMBERS * 2,
      events: EVENTS,
      handled,
      seconds: Math.round(seconds * 100) / 100,
      eventsPerSecond: Math.round(EVENTS / seconds),
      bonusesReleased: released,
      progressMismatches: mismatches,
      invariantViolations: violations.length,
    };
  } finally {
    await db.destroy();
    await database.drop();
  }
}
