// The event consumers in the crash scenario (docs/decisions/024 and 027): the server runs them on
// its job polls all along, so the verdict waits until each has drained (its cursor past the last
// event of its types, as the console's event stream counts it) before it takes a snapshot, and
// it accounts for what they write to the ledger: one points-earner transfer per bet.settled event
// that completes whole points, of exactly those points, and none for any other event.
import { sql } from 'kysely';
import { buildApp } from './built/app.mjs';
import { createDatabase, loadConfig } from './built/database.mjs';

export const POINTS_EARNER = 'points-earner';
const DRAIN_POLL_MS = 250;
/** A killed server's lease on a consumer runs out after EVENT_LEASE_MS (60 s); then some. */
const DRAIN_TIMEOUT_MS = 120_000;

/** The consumers the server registers and the event types of each (the portal built here). */
export async function consumerList(env) {
  const config = loadConfig(env);
  const db = createDatabase(config);
  const app = await buildApp({ config, db });
  try {
    return app.services.events.consumerList();
  } finally {
    await app.close();
    await db.destroy();
  }
}

const after = (eb, cursor) =>
  eb.or([
    eb('tx_id', '>', cursor.txId),
    eb.and([eb('tx_id', '=', cursor.txId), eb('id', '>', cursor.id)]),
  ]);

/** Per consumer: the events of its types after its cursor, and its pending dead letters. */
export async function consumerLag(db, consumers) {
  const rows = await db.selectFrom('event_consumers').selectAll().execute();
  const cursors = new Map(rows.map((row) => [row.name, row]));
  const lag = [];
  for (const { name, types } of consumers) {
    const row = cursors.get(name);
    const cursor = { txId: Number(row?.cursor_tx_id ?? 0), id: Number(row?.cursor_id ?? 0) };
    const behind = await db
      .selectFrom('domain_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('type', 'in', [...types])
      .where((eb) => after(eb, cursor))
      .executeTakeFirstOrThrow();
    const dead = await db
      .selectFrom('event_dead_letters')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('consumer', '=', name)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    lag.push({ name, behind: Number(behind.n), deadLetters: Number(dead.n) });
  }
  return lag;
}

/**
 * Waits until no consumer has an event left (the running server handles them; a consumer a
 * killed server held waits for its lease to run out). Returns how long it waited and what is
 * still behind if it gave up.
 */
export async function drainConsumers(db, consumers, { postgres, timeoutMs = DRAIN_TIMEOUT_MS }) {
  const started = Date.now();
  for (;;) {
    const lag = await consumerLag(db, consumers);
    const behind = lag.reduce((sum, consumer) => sum + consumer.behind, 0);
    if (behind === 0 || Date.now() - started > timeoutMs) {
      for (const consumer of lag.filter((c) => c.behind > 0)) {
        console.error(`consumer ${consumer.name} still ${consumer.behind} events behind`);
      }
      if (behind > 0 && postgres) await oldestTransaction(db);
      return { waitedMs: Date.now() - started, behind };
    }
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
  }
}

/**
 * On PostgreSQL consumers read only events below the database's oldest running transaction
 * (decision 024): a long transaction of anyone on the same database holds them all back. Names it.
 */
async function oldestTransaction(db) {
  const { rows } = await sql`
    select pid, application_name, extract(epoch from now() - xact_start)::int as seconds,
      left(query, 80) as query
    from pg_stat_activity where backend_xmin is not null and pid <> pg_backend_pid()
    order by xact_start limit 1`.execute(db);
  if (rows[0]) console.error(`oldest transaction on the database: ${JSON.stringify(rows[0])}`);
}

/**
 * The points-earner transfers the bet.settled events call for, `points-earner:<event id>` ->
 * { code, points }: per member and game category, in the order the consumer reads them
 * ((tx_id, id)), an event earns floor(T x points / perAmount) less the same of the turnover T
 * before it (what the consumer's carried fractions add up to, at constant rates).
 */
export async function expectedPoints(executor) {
  const rates = new Map(
    (await executor.selectFrom('points_earning_rates').selectAll().execute()).map((row) => [
      row.category_code,
      { points: BigInt(row.points), perAmount: BigInt(row.per_amount) },
    ]),
  );
  const events = await executor
    .selectFrom('domain_events')
    .select(['id', 'payload'])
    .where('type', '=', 'bet.settled')
    .orderBy('tx_id')
    .orderBy('id')
    .execute();
  const turnover = new Map();
  const expected = new Map();
  for (const event of events) {
    const bet = JSON.parse(event.payload);
    const rate = rates.get(bet.categoryCode);
    const amount = BigInt(bet.validTurnover);
    if (!rate || rate.points <= 0n || rate.perAmount <= 0n || amount <= 0n) continue;
    const key = `${bet.memberId}|${bet.categoryCode}`;
    const before = turnover.get(key) ?? 0n;
    const now = before + amount;
    turnover.set(key, now);
    const points = (now * rate.points) / rate.perAmount - (before * rate.points) / rate.perAmount;
    if (points > 0n) {
      expected.set(`${POINTS_EARNER}:${event.id}`, {
        code: `member:${bet.memberId}:points`,
        points,
      });
    }
  }
  return { events: events.length, expected };
}

/** The ledger transfers written under a consumer's key (`<consumer>:<event id>`). */
export async function consumerTransfers(executor, consumers) {
  const rows = await executor
    .selectFrom('ledger_transfers')
    .select(['idempotency_key', 'amount'])
    .where((eb) => eb.or(consumers.map(({ name }) => eb('idempotency_key', 'like', `${name}:%`))))
    .execute();
  return new Map(rows.map((row) => [row.idempotency_key, BigInt(row.amount)]));
}

/**
 * The consumers' output against the events: every expected points-earner transfer written once
 * with its points, none for any other event, and no ledger transfer of another consumer whose
 * key names no event. Keys are unique in the ledger, so "once" is "present".
 */
export async function consumerVerdict(db, consumers) {
  const { events, expected } = await expectedPoints(db);
  const written = await consumerTransfers(db, consumers);
  const eventIds = new Set(
    (await db.selectFrom('domain_events').select('id').execute()).map((row) => String(row.id)),
  );
  const missing = [...expected.keys()].filter((key) => !written.has(key));
  const wrong = [...expected].filter(
    ([key, { points }]) => written.has(key) && written.get(key) !== points,
  );
  const extra = [...written.keys()].filter((key) =>
    key.startsWith(`${POINTS_EARNER}:`)
      ? !expected.has(key)
      : !eventIds.has(key.slice(key.lastIndexOf(':') + 1)),
  );
  for (const key of missing.slice(0, 5)) console.error(`consumer output missing: ${key}`);
  for (const [key, { points }] of wrong.slice(0, 5)) {
    console.error(`consumer output ${key}: ${written.get(key)} points, expected ${points}`);
  }
  for (const key of extra.slice(0, 5)) console.error(`consumer output unexpected: ${key}`);
  const lag = await consumerLag(db, consumers);
  return {
    betSettledEvents: events,
    pointsTransfers: [...written.keys()].filter((k) => k.startsWith(`${POINTS_EARNER}:`)).length,
    pointsExpected: expected.size,
    outputMissing: missing.length,
    outputWrong: wrong.length,
    outputUnexpected: extra.length,
    behindAtEnd: lag.reduce((sum, consumer) => sum + consumer.behind, 0),
    deadLetters: lag.reduce((sum, consumer) => sum + consumer.deadLetters, 0),
  };
}
