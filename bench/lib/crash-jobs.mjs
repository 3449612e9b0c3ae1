// Jobs in the crash scenario: vendor transfer checks enqueued through the job runner's own API
// before the load and at every kill (due within seconds, so the server's runners claim them), the
// claims each kill cut off, a last pass with the clock run forward, and the verdict: every job
// ran, and none was claimed more often than a kill explains.
import { randomInt } from 'node:crypto';
import { buildApp, CHECK_JOB } from './built/app.mjs';
import { createDatabase, loadConfig } from './built/database.mjs';
import { JobRunner, LEASE_MS } from './built/platform.mjs';

/** The check's round in the payload: far from the rounds the server schedules itself. */
const BENCH_ROUND = 50;

/**
 * Enqueues `count` check jobs of the transfers sent so far, due at random moments within
 * `withinMs`: first one for each transfer left without an answer (what the check job is for),
 * then random ones. Called while no server runs: on SQLite a second process writing while the
 * server's transactions run would make them fail with SQLITE_BUSY_SNAPSHOT. Adds the unique keys
 * of the jobs written to `keys`.
 */
export async function enqueueChecks(db, calls, keys, { count, withinMs }) {
  const runner = new JobRunner(db);
  const transfers = calls.filter((call) => call.kind === 'transfer');
  const open = transfers.filter((call) => call.answer === null);
  for (let n = 0; n < count; n++) {
    const chosen = open[n] ?? transfers[randomInt(Math.max(transfers.length, 1))];
    const uniqueKey = `crash-bench:${keys.length}`;
    await runner.schedule({
      kind: CHECK_JOB,
      runAt: new Date(Date.now() + randomInt(withinMs)),
      payload: { reference: chosen?.body.reference ?? 'crash-none', round: BENCH_ROUND },
      uniqueKey,
    });
    keys.push(uniqueKey);
  }
}

/**
 * Notes the claims a kill cut off: job id -> the attempt numbers found running (a claim still
 * leased from an earlier kill is the same attempt, so it counts once).
 */
export async function noteCutOffClaims(db, cutOff) {
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'attempts'])
    .where('status', '=', 'running')
    .execute();
  for (const row of rows) cutOff.set(row.id, (cutOff.get(row.id) ?? new Set()).add(row.attempts));
}

export function jobRows(db) {
  return db
    .selectFrom('jobs')
    .select(['id', 'kind', 'unique_key', 'status', 'attempts', 'run_at', 'last_error'])
    .execute();
}

/**
 * Runs, with the server's own handlers, every job that would be due `aheadMs` from now: the
 * claims of killed runners once their lease has run out, and the checks the server scheduled a
 * minute after each transfer. The portal is built in this process without listening, as the
 * server's tests do, since no process can wait out a five-minute lease in a short benchmark.
 */
export async function runJobsAhead(env, aheadMs = LEASE_MS + 120_000) {
  const config = loadConfig(env);
  const db = createDatabase(config);
  const app = await buildApp({ config, db });
  const now = new Date(Date.now() + aheadMs);
  try {
    await app.services.jobs.runDue(now);
    return now;
  } finally {
    await app.close();
    await db.destroy();
  }
}

/**
 * The verdict over every job of the database.
 * - `cutOff`: job id -> the attempts a kill cut off (each explains one more claim);
 * - `atStop`: the rows when the last server had stopped gracefully (`stoppedAt`);
 * - `sweptUntil`: the clock of the last pass, which ran everything due until then;
 * - `transfers`: references of the vendor transfers written, each with its first check job.
 * A job is lost when it is still running or due and not done after the last pass, or missing
 * (enqueued here, or the check written with a transfer); it ran twice when it was claimed more
 * often than once plus the kills that cut its runs off. Jobs due after `sweptUntil` (the next slot
 * of recurring work) wait.
 */
export function jobVerdict({ rows, atStop, stoppedAt, sweptUntil, enqueued, cutOff, transfers }) {
  const keys = new Set(rows.map((row) => row.unique_key));
  const doneAtStop = new Set(atStop.filter((row) => row.status === 'done').map((row) => row.id));
  const mine = rows.filter((row) => row.unique_key?.startsWith('crash-bench:'));
  const due = (row, at) => new Date(row.run_at).getTime() <= at.getTime();
  // Due for longer than a few polls and still not taken by the server when it stopped: how late
  // the runner was (under load, or after a restart), not a loss.
  const overdue = atStop.filter(
    (row) => row.status === 'pending' && due(row, new Date(stoppedAt.getTime() - 2_000)),
  );
  // After a graceful stop only the claims of killed runners may still be running.
  const orphaned = atStop.filter((row) => row.status === 'running' && !cutOff.has(row.id));
  const notDone = rows.filter(
    (row) =>
      row.status === 'running' ||
      row.status === 'failed' ||
      (row.status === 'pending' && due(row, sweptUntil)),
  );
  const missing = [
    ...enqueued,
    ...[...transfers].map((reference) => `${CHECK_JOB}:${reference}:1`),
  ].filter((key) => !keys.has(key));
  const claims = (row) => 1 + (cutOff.get(row.id)?.size ?? 0);
  // A handler that failed is retried by design; its attempts say nothing about double runs.
  const failedOnce = new Set(
    [...atStop, ...rows].filter((row) => row.last_error !== null).map((row) => row.id),
  );
  const doubled = rows.filter((row) => row.attempts > claims(row) && !failedOnce.has(row.id));
  for (const row of [...notDone, ...doubled, ...orphaned].slice(0, 10)) {
    console.error(`job: ${JSON.stringify(row)}, claims allowed ${claims(row)}`);
  }
  const late = (row) => (stoppedAt.getTime() - new Date(row.run_at).getTime()) / 1000;
  for (const row of overdue.slice(0, 10)) {
    console.error(
      `job overdue by ${Math.round(late(row))} s when the server stopped: ${JSON.stringify(row)}`,
    );
  }
  for (const key of missing.slice(0, 10)) console.error(`job missing: ${key}`);
  return {
    total: rows.length,
    enqueued: enqueued.length,
    ranByServer: doneAtStop.size,
    enqueuedRanByServer: mine.filter((row) => doneAtStop.has(row.id)).length,
    cutOffByKill: cutOff.size,
    ranInLastPass: rows.filter((row) => row.status === 'done' && !doneAtStop.has(row.id)).length,
    overdue: overdue.length,
    maxOverdueSeconds: Math.round(Math.max(0, ...overdue.map(late))),
    orphaned: orphaned.length,
    retriedAfterFailure: failedOnce.size,
    lost: notDone.length + missing.length,
    doubled: doubled.length,
  };
}
