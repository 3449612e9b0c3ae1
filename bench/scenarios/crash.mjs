// Crash safety of the money paths: seamless debits, credits and rollbacks and vendor wallet
// transfers at full load over HTTP, while the server is killed with SIGKILL at random moments
// (BENCH_KILLS, 5) and started again on the same database; check jobs enqueued through the job
// runner before each start fall due all along, and the event consumers run on its polls. Then,
// each snapshot taken once every consumer has drained: every acknowledged call is in the
// database, a replay of every call sent gives its first answer or completes it exactly once, no
// money moved twice, every job ran and none twice, every consumer's output (the points-earner
// transfers of the settled rounds) is there exactly once, and the ledger invariants hold.
// BENCH_CPU_HOG=1 keeps one core busy beside it. On PostgreSQL (a fresh
// schema of BENCH_DATABASE_URL, dropped afterwards) and on SQLite (a temporary file);
// BENCH_CRASH_DBS picks.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import { loadConfig, migrateToLatest, seedDemo } from '../lib/built/database.mjs';
import { LedgerService } from '../lib/built/platform.mjs';
import {
  enqueueChecks,
  jobRows,
  jobVerdict,
  noteCutOffClaims,
  runJobsAhead,
} from '../lib/crash-jobs.mjs';
import {
  consumerLag,
  consumerList,
  consumerVerdict,
  drainConsumers,
} from '../lib/crash-consumers.mjs';
import { duplicateMovements, snapshot } from '../lib/crash-ledger.mjs';
import { judgeReplays, replayAll, replayMovement } from '../lib/crash-replay.mjs';
import { finalModel, judgeTwins, missingAcknowledged } from '../lib/crash-verdict.mjs';
import { crashDatabase, seedPlayers } from '../lib/crash-setup.mjs';
import { driveLoad } from '../lib/crash-traffic.mjs';
import { portalEnvironment, portalProcess } from '../lib/portal-process.mjs';

/** Seconds of server uptime under load per database (the restarts come on top). */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const KILLS = Number(process.env.BENCH_KILLS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const DATABASES = (process.env.BENCH_CRASH_DBS ?? 'postgres,sqlite').split(',');
/** BENCH_CPU_HOG=1: a child process spinning on one core for the whole run, as on a loaded machine. */
const CPU_HOG = process.env.BENCH_CPU_HOG === '1';
const MEMBERS_PER_CLIENT = 4;
/** The job runner's poll interval during the load: due jobs are claimed within this. */
const JOBS_POLL_MS = 250;
/** Check jobs enqueued before each start, due within the next two up-periods. */
const JOBS_PER_START = 40;
/** A kill comes at least this long after the server (re)started, so that it hits load. */
const MIN_UPTIME_MS = 700;

const seconds = (ms) => Math.round(ms / 100) / 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/**
 * The load with its kills: DURATION_S seconds of server uptime under load, with the kills at
 * random moments of it (at least MIN_UPTIME_MS after a start), however long the restarts take.
 * While the server is down, the claims the kill cut off are noted and more jobs are enqueued.
 */
async function loadWithKills({ database, db, portal, env, players }) {
  const context = { portal, calls: [], start: 1, done: false };
  const enqueued = [];
  const cutOff = new Map();
  const withinMs = Math.ceil((2 * DURATION_S * 1000) / (KILLS + 1));
  const jobs = { count: JOBS_PER_START, withinMs };
  await enqueueChecks(db, [], enqueued, jobs);
  await portal.start(env(context.start));
  const load = driveLoad(context, players, CONCURRENCY);
  const moments = Array.from({ length: KILLS }, () => randomInt(DURATION_S * 1000 + 1));
  moments.sort((a, b) => a - b);
  let uptime = 0;
  const restarts = [];
  for (const moment of moments) {
    const up = Date.now();
    await sleep(Math.max(moment - uptime, MIN_UPTIME_MS));
    await portal.kill();
    const down = Date.now();
    uptime += down - up;
    await database.settled(context.start);
    await noteCutOffClaims(db, cutOff);
    await enqueueChecks(db, context.calls, enqueued, jobs);
    context.start += 1;
    await portal.start(env(context.start));
    restarts.push(Date.now() - down);
  }
  const up = Date.now();
  await sleep(Math.max(DURATION_S * 1000 - uptime, MIN_UPTIME_MS));
  context.done = true;
  await load;
  uptime += Date.now() - up;
  return { context, kills: moments.length, enqueued, cutOff, uptime, restarts };
}

/** The database as the server would leave it after its first start, the players and consumers. */
async function prepare(db, env) {
  await migrateToLatest(db);
  await seedDemo(db, loadConfig(env));
  const players = await seedPlayers(db, CONCURRENCY * MEMBERS_PER_CLIENT);
  return { players, consumers: await consumerList(env) };
}

/**
 * Every call replayed while the last server still runs its jobs and event consumers, between two
 * snapshots each taken once the consumers have drained: what was acknowledged before must be
 * stored, and the replay may move only what its completions, the settlements, the contract
 * payments and the consumers' output for the events written meanwhile move.
 */
async function replayPhase({ db, postgres, portal, calls, consumers }) {
  const behindAfterLoad = (await consumerLag(db, consumers)).reduce((n, c) => n + c.behind, 0);
  const drainedBefore = await drainConsumers(db, consumers, { postgres });
  const before = await snapshot(db, postgres);
  const lostAcknowledged = missingAcknowledged(calls, before);
  await replayAll(portal.url, calls, CONCURRENCY);
  const drainedAfter = await drainConsumers(db, consumers, { postgres });
  const after = await snapshot(db, postgres);
  const judged = judgeReplays(calls, before);
  const movement = replayMovement({ calls, before, after, expected: judged });
  const drain = {
    behindAfterLoad,
    drainSeconds: seconds(drainedBefore.waitedMs + drainedAfter.waitedMs),
    notDrained: drainedBefore.behind + drainedAfter.behind,
  };
  return { lostAcknowledged, judged, movement, drain };
}

/**
 * A graceful stop lets the runner finish its pass, so what is still running then was claimed by
 * a killed runner. Then the leases run out and the checks due a minute after each transfer run;
 * after that every job must be done and every balance what the answers say.
 */
async function settlePhase({ database, db, postgres, portal, env, run, players, consumers }) {
  await portal.stop();
  await database.settled(run.context.start);
  const stoppedAt = new Date();
  const atStop = await jobRows(db);
  const sweptUntil = await runJobsAhead(portalEnvironment(portal.port, env(0)));
  const settled = await snapshot(db, postgres);
  const jobs = jobVerdict({
    ...run,
    rows: await jobRows(db),
    atStop,
    stoppedAt,
    sweptUntil,
    transfers: settled.transfers.keys(),
  });
  const model = finalModel({
    calls: run.context.calls,
    players,
    transfers: settled.transfers,
    balances: settled.balances,
    points: settled.points,
  });
  const output = await consumerVerdict(db, consumers);
  return { jobs, model, output, doubled: await duplicateMovements(db) };
}

async function crashRun(kind) {
  const started = performance.now();
  const database = await crashDatabase(kind);
  const portal = await portalProcess();
  const postgres = kind === 'postgres';
  const env = (start) => ({
    ...database.serverEnv(start),
    JOBS_POLL_MS: String(JOBS_POLL_MS),
    VERIFY_NEW_IP: 'false',
  });
  const db = database.open();
  const ledger = new LedgerService(db);
  try {
    const { players, consumers } = await prepare(db, portalEnvironment(portal.port, env(0)));
    const run = await loadWithKills({ database, db, portal, env, players });
    const { calls } = run.context;
    for (const call of calls.filter((c) => c.answer && !c.answer.success).slice(0, 10)) {
      const pair = call.twinOf ?? calls.find((other) => other.twinOf === call);
      const twin = pair ? ` (sent twice with #${pair.seq})` : '';
      const { status, errorCode } = call.answer;
      console.error(`refused: ${call.kind} #${call.seq}${twin} ${status} ${errorCode}`);
    }
    const twins = judgeTwins(calls);
    const violations = await ledger.checkInvariants();
    const { lostAcknowledged, judged, movement, drain } = await replayPhase({
      db,
      postgres,
      portal,
      calls,
      consumers,
    });
    const settled = await settlePhase({
      database,
      db,
      postgres,
      portal,
      env,
      run,
      players,
      consumers,
    });
    const { jobs, model, output } = settled;
    violations.push(...(await ledger.checkInvariants()));
    for (const violation of violations.slice(0, 5)) console.error(`invariant: ${violation}`);

    const lostCalls = new Set([
      ...lostAcknowledged,
      ...calls.filter((call) => call.outcome === 'lost'),
    ]);
    const answered = calls.filter((call) => call.answer !== null);
    const acknowledged = answered.filter((call) => call.answer.success);
    return {
      db: kind,
      kills: run.kills,
      calls: calls.length,
      // Debits and credits sent together in `debits` and `credits` calls, each judged and
      // replayed as its own.
      batchedDebits: calls.filter((call) => call.batched && call.kind === 'debit').length,
      batchedCredits: calls.filter((call) => call.batched && call.kind === 'credit').length,
      batchedUnanswered: calls.filter((call) => call.batched && call.answer === null).length,
      acknowledged: acknowledged.length,
      // Answered by a server that was killed afterwards.
      acknowledgedBeforeKill: acknowledged.filter((call) => call.start < run.context.start).length,
      unanswered: calls.length - answered.length,
      refused: answered.length - acknowledged.length,
      replayed: calls.filter((call) => call.replay).length,
      replayedAsFirst: judged.counts.first,
      committedBeforeKill: judged.counts.committed,
      completedOnReplay: judged.counts.completed,
      cancelledByRollback: judged.counts.cancelled,
      settledDuringReplay: movement.settledMeanwhile,
      contractsPaidDuringReplay: movement.contractsPaidMeanwhile,
      replayMismatches: judged.counts.mismatch,
      sentTwice: twins.pairs,
      twinMismatches: twins.mismatched,
      lost:
        lostCalls.size +
        movement.absent +
        model.contradicted +
        jobs.lost +
        output.outputMissing +
        output.behindAtEnd +
        output.deadLetters +
        drain.notDrained,
      doubled:
        movement.unexpected +
        settled.doubled +
        twins.doubled +
        jobs.doubled +
        output.outputUnexpected,
      balanceMismatches: movement.wrongBalances + model.wrongBalances + output.outputWrong,
      unsettledTransfers: model.unsettled,
      invariantViolations: violations.length,
      jobs,
      consumers: {
        names: consumers.map((consumer) => consumer.name),
        ...drain,
        pointsGivenDuringReplay: movement.pointsGivenMeanwhile,
        ...output,
      },
      callsPerSecond: Math.round(calls.length / (run.uptime / 1000)),
      restartSeconds: seconds(run.restarts.reduce((sum, ms) => sum + ms, 0) / (run.kills || 1)),
      seconds: seconds(performance.now() - started),
    };
  } finally {
    await portal.stop();
    await db.destroy();
    await database.drop();
  }
}

/** A child process that keeps one core busy until it is killed. */
function cpuHog() {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return () => child.kill('SIGKILL');
}

export async function run() {
  const databases = [];
  const stopHog = CPU_HOG ? cpuHog() : () => {};
  const loads = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 5_000);
  try {
    for (const kind of DATABASES) databases.push(await crashRun(kind));
  } finally {
    clearInterval(sampler);
    stopHog();
  }
  const total = (field) => databases.reduce((sum, result) => sum + result[field], 0);
  return {
    scenario: 'crash',
    cpuHog: CPU_HOG,
    // The one-minute load average: sampled every 5 s during the run (mean, max) and at its end.
    load: {
      mean: Math.round((loads.reduce((a, b) => a + b, 0) / (loads.length || 1)) * 10) / 10,
      max: Math.round(Math.max(0, ...loads) * 10) / 10,
      end: Math.round(loadavg()[0] * 10) / 10,
    },
    durationS: DURATION_S,
    concurrency: CONCURRENCY,
    kills: total('kills'),
    acknowledged: total('acknowledged'),
    replayed: total('replayed'),
    lost: total('lost'),
    doubled: total('doubled'),
    balanceMismatches: total('balanceMismatches'),
    twinMismatches: total('twinMismatches'),
    invariantViolations: total('invariantViolations'),
    databases,
  };
}
