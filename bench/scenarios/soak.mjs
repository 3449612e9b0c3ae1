// A long run of mixed member traffic against one built server on PostgreSQL (issue 28): browsing
// the public calls, balances, password logins, deposit orders, seamless rounds, lottery tickets
// and the agent reports, BENCH_CONCURRENCY (8) clients in closed loops for BENCH_SOAK_MINUTES
// (30), cut into windows of BENCH_SOAK_WINDOW_MINUTES (5). The server runs its job runner and
// event consumers as in production (JOBS_POLL_MS 1000). Beside the members, one cashier (the seed's
// finance desk, ../lib/soak-cashier.mjs) confirms the deposit orders through the operator API, or
// rejects one in ten, so that members stay below the open-order cap (BENCH_SOAK_CASHIER=0 leaves
// the queue alone). Per window: requests per second, p99 (all and per kind; members' calls only),
// failures, the deposits made, refused (by error code), confirmed and rejected, the cashier's own
// p99 and the queue it saw, the server's RSS, heap, open descriptors and event-loop delay (a probe
// loaded into the server process with NODE_OPTIONS, ../lib/soak-probe.mjs) and each event
// consumer's lag (events of its types after its cursor, sampled every 5 s) with the age of the
// cluster's oldest write transaction (`oldestWriteTxMaxS`). The first BENCH_SOAK_WARMUP
// windows (1) are warm-up. Verdict: `rssGrowthPct` (last window against the first after warm-up,
// <= 10), `p99DriftPct` (same, <= 20), `lagBounded` (no consumer's lag in the last window above
// twice its lag in the first after warm-up or 500, and every consumer drained within 2 minutes of
// the end of the load, `drainSeconds`). A fresh schema of BENCH_DATABASE_URL, dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createDatabase } from '../lib/built/database.mjs';
import { freshSchema } from '../lib/databases.mjs';
import { loadAverage, machine, percentile, round1 } from '../lib/measure.mjs';
import { portalProcess } from '../lib/portal-process.mjs';
import { cashierLoop, signInCashier } from '../lib/soak-cashier.mjs';
import {
  consumerLags,
  drain,
  eventServices,
  oldestWriteTransactionSeconds,
  probeLines,
} from '../lib/soak-monitor.mjs';
import { migrateAndSeed, pickKind, prepare, step } from '../lib/soak-workload.mjs';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const WINDOW_MINUTES = Number(process.env.BENCH_SOAK_WINDOW_MINUTES ?? 5);
const WARMUP_WINDOWS = Number(process.env.BENCH_SOAK_WARMUP ?? 1);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 16);
const CASHIER = process.env.BENCH_SOAK_CASHIER !== '0';

const log = (text) => process.stderr.write(`soak: ${text}\n`);
const pct = (now, before) => (before ? round1(((now - before) / before) * 100) : null);
const max = (values) => (values.length ? Math.max(...values) : null);
const count = (counts, key) => (counts[key] = (counts[key] ?? 0) + 1);
const sum = (windows, field) => windows.reduce((total, w) => total + w[field], 0);

export async function run() {
  const schema = await freshSchema('soak');
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-soak-'));
  const probeFile = join(dir, 'probe.jsonl');
  const db = createDatabase({ DATABASE_URL: schema.url, DATABASE_POOL_SIZE: 4, SQLITE_PATH: '' });
  const client = new pg.Client({ connectionString: schema.url });
  const portal = await portalProcess();
  let events = null;
  try {
    await migrateAndSeed(db, schema.url);
    await portal.start({
      DATABASE_URL: schema.url,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      JOBS_POLL_MS: '1000',
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(join(import.meta.dirname, '../lib/soak-probe.mjs'))}`.trim(),
      SOAK_PROBE_FILE: probeFile,
    });
    events = eventServices(schema.url);
    await client.connect();
    const world = await prepare({
      url: portal.url,
      db,
      client,
      members: MEMBERS,
      prefix: 'soak',
      drawMinutes: MINUTES + 30,
    });
    // Before the clock starts: a cashier who cannot sign in stops the run here, not mid-load.
    const desk = CASHIER ? await signInCashier(portal.url) : null;
    log(`${world.players.length} members ready; ${MINUTES} min in ${WINDOW_MINUTES}-min windows`);

    const windowMs = WINDOW_MINUTES * 60_000;
    const startedAt = Date.now();
    const until = startedAt + MINUTES * 60_000;
    const windowCount = Math.ceil((MINUTES * 60_000) / windowMs);
    const windows = Array.from({ length: windowCount }, () => ({
      latencies: [],
      byKind: {},
      failures: {},
      lags: [],
      oldestWriteTx: [],
      loadAverages: [],
      depositsMade: 0,
      depositRefusals: {},
      depositsApproved: 0,
      depositsRejected: 0,
      depositQueue: [],
      cashierLatencies: [],
      cashierFailures: {},
    }));
    const current = () =>
      windows[Math.min(windowCount - 1, Math.floor((Date.now() - startedAt) / windowMs))];
    const record = ({ kind, ms, status, ok, answer }) => {
      const w = current();
      w.latencies.push(ms);
      (w.byKind[kind] ??= []).push(ms);
      if (!ok) count(w.failures, `${kind} ${status} ${answer?.errorCode ?? ''}`.trim());
      if (kind === 'deposit') {
        if (ok) w.depositsMade += 1;
        else count(w.depositRefusals, answer?.errorCode ?? String(status));
      }
    };
    // The cashier's calls are an operator's, not a member's: kept out of the members' latencies
    // so that p99Ms and its drift stay comparable with runs without the cashier.
    const recordCashier = ({ kind, ms, status, ok, answer }) => {
      const w = current();
      w.cashierLatencies.push(ms);
      if (!ok) count(w.cashierFailures, `${kind} ${status} ${answer?.errorCode ?? ''}`.trim());
      else if (kind === 'list') w.depositQueue.push(answer.value.total);
      else if (kind === 'confirm') w.depositsApproved += 1;
      else if (kind === 'reject') w.depositsRejected += 1;
    };
    let sampling = false;
    const sampler = setInterval(async () => {
      if (sampling) return;
      sampling = true;
      try {
        const w = current();
        w.lags.push(await consumerLags(events));
        w.oldestWriteTx.push(await oldestWriteTransactionSeconds(client));
        w.loadAverages.push(loadAverage());
      } catch (error) {
        log(`lag sample failed: ${error.message}`);
      } finally {
        sampling = false;
      }
    }, 5_000);
    await Promise.all([
      ...Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) await step(portal.url, world, pickKind(), record);
      }),
      desk && cashierLoop(portal.url, desk, until, recordCashier),
    ]);
    clearInterval(sampler);
    const drainSeconds = await drain(events, 120_000);
    const probes = probeLines(probeFile);

    const summaries = windows.map((w, i) => {
      const from = startedAt + i * windowMs;
      const to = from + windowMs;
      const inWindow = probes.filter((p) => p.at >= from && p.at < to);
      const last = inWindow.at(-1);
      const consumers = {};
      for (const sample of w.lags) {
        for (const [name, lag] of Object.entries(sample)) {
          consumers[name] = Math.max(consumers[name] ?? 0, lag);
        }
      }
      return {
        window: i + 1,
        reqPerSec: Math.round(w.latencies.length / (windowMs / 1000)),
        p50Ms: percentile(w.latencies, 0.5),
        p99Ms: percentile(w.latencies, 0.99),
        p99ByKindMs: Object.fromEntries(
          Object.entries(w.byKind).map(([kind, values]) => [kind, percentile(values, 0.99)]),
        ),
        failures: w.failures,
        depositsMade: w.depositsMade,
        depositRefusals: w.depositRefusals,
        depositsApproved: w.depositsApproved,
        depositsRejected: w.depositsRejected,
        depositQueueMax: max(w.depositQueue),
        cashierCalls: w.cashierLatencies.length,
        cashierP99Ms: percentile(w.cashierLatencies, 0.99),
        cashierFailures: w.cashierFailures,
        rssMb: last?.rssMb ?? null,
        heapUsedMb: last?.heapUsedMb ?? null,
        openFds: last?.fds ?? null,
        activeResources: last?.resources ?? null,
        loopDelayP99Ms: max(inWindow.map((p) => p.loopP99Ms)),
        loopDelayMaxMs: max(inWindow.map((p) => p.loopMaxMs)),
        consumerLagMax: consumers,
        oldestWriteTxMaxS: max(w.oldestWriteTx),
        loadAverage: w.loadAverages.length
          ? round1(w.loadAverages.reduce((a, b) => a + b, 0) / w.loadAverages.length)
          : loadAverage(),
      };
    });
    const first = summaries[Math.min(WARMUP_WINDOWS, summaries.length - 1)];
    const last = summaries.at(-1);
    const lagGrowing = Object.entries(last.consumerLagMax).filter(
      ([name, lag]) => lag > Math.max(500, 2 * (first.consumerLagMax[name] ?? 0)),
    );
    const rssGrowthPct = pct(last.rssMb, first.rssMb);
    const p99DriftPct = pct(last.p99Ms, first.p99Ms);
    const lagBounded = lagGrowing.length === 0 && drainSeconds !== null;
    return {
      scenario: 'soak',
      db: 'postgres',
      minutes: MINUTES,
      windowMinutes: WINDOW_MINUTES,
      warmupWindows: WARMUP_WINDOWS,
      concurrency: CONCURRENCY,
      members: MEMBERS,
      requests: windows.reduce((total, w) => total + w.latencies.length, 0),
      cashier: desk?.username ?? null,
      depositsMade: sum(summaries, 'depositsMade'),
      depositsApproved: sum(summaries, 'depositsApproved'),
      depositsRejected: sum(summaries, 'depositsRejected'),
      depositCapRefusals: summaries.reduce(
        (total, w) => total + (w.depositRefusals.TOO_MANY_REQUESTS ?? 0),
        0,
      ),
      windows: summaries,
      rssGrowthPct,
      p99DriftPct,
      fdGrowth:
        last.openFds !== null && first.openFds !== null ? last.openFds - first.openFds : null,
      drainSeconds,
      lagGrowing: Object.fromEntries(lagGrowing),
      lagBounded,
      rssOk: rssGrowthPct !== null && rssGrowthPct <= 10,
      p99Ok: p99DriftPct !== null && p99DriftPct <= 20,
      machine: machine(),
      loadAverage: loadAverage(),
    };
  } finally {
    await portal.stop();
    await events?.close();
    await client.end().catch(() => undefined);
    await db.destroy();
    await schema.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
