// The lottery scenario's first phase: members posting tickets of mixed bet kinds through the
// real server until past a draw's cut-off, with the draw job's close racing them.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { Pool } from 'undici';
import { cpuShares, loadAverage as machineLoad, percentile, round1 } from './measure.mjs';
import { GAME, insertDraw, randomSelection } from './lottery-setup.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CUTOFF_TAIL_S = Number(process.env.BENCH_CUTOFF_TAIL ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
/**
 * Seconds of the same load on a draw of its own before the measured one, by members of their
 * own (BENCH_WARMUP, 3; 0: none): a cut-off burst meets a server that has been taking tickets
 * all evening, with its pool's connections open, its statements prepared and its code compiled,
 * not one started a moment ago. The measured members still place their first tickets in the
 * burst (their sessions read, their launch sessions opened).
 */
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
/**
 * The members' HTTP: `undici` (default), CONNECTIONS keep-alive connections of one undici pool;
 * `fetch` sends the same requests through the global fetch, whose extra work per request the load
 * generator takes from the cores it shares with the server and PostgreSQL (as in the seamless
 * scenario).
 */
const HTTP_CLIENT = process.env.BENCH_HTTP_CLIENT ?? 'undici';

/** POST of a ticket: its status and its parsed answer (null when the body is not JSON). */
function ticketPoster(url) {
  const path = '/lotto/lgw/tickets';
  if (HTTP_CLIENT === 'fetch') {
    return async (headers, body) => {
      const response = await fetch(`${url}${path}`, { method: 'POST', headers, body });
      return { status: response.status, answer: await response.json().catch(() => null) };
    };
  }
  const pool = new Pool(url, { connections: CONNECTIONS });
  return async (headers, body) => {
    const response = await pool.request({ path, method: 'POST', headers, body });
    return { status: response.statusCode, answer: await response.body.json().catch(() => null) };
  };
}

/**
 * Members posting tickets of `drawId` on CONNECTIONS connections until `until` (ms since the
 * epoch); `answered(status, answer, ms)` is told of each answer.
 */
async function postTickets({ post, drawId, players, until, answered }) {
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const player = players[randomInt(0, players.length)];
        const body = JSON.stringify({
          drawId,
          selection: randomSelection(),
          unitStake: (randomInt(1, 6) * 1).toFixed(2),
          multiplier: randomInt(1, 4),
          requestId: randomUUID(),
        });
        const t0 = performance.now();
        let status = 0;
        let answer = null;
        try {
          ({ status, answer } = await post(
            { 'content-type': 'application/json', authorization: `Bearer ${player.bearer}` },
            body,
          ));
        } catch (error) {
          answer = { errorCode: `fetch: ${error.message}` };
        }
        answered(status, answer, performance.now() - t0);
      }
    }),
  );
}

/** The warm-up: WARMUP_S seconds of tickets of a draw that stays open, by `players`. */
async function warmUp(post, client, players) {
  const drawId = `bench-${GAME}-${randomBytes(4).toString('hex')}-warm`;
  await insertDraw(client, drawId, 'open', new Date(Date.now() + 3_600_000));
  const counts = { accepted: 0, other: 0 };
  await postTickets({
    post,
    drawId,
    players,
    until: Date.now() + WARMUP_S * 1000,
    answered: (status, answer) => {
      if (status === 200 && answer?.success) counts.accepted += 1;
      else counts.other += 1;
    },
  });
  return { seconds: WARMUP_S, members: players.length, ...counts };
}

/**
 * Phase 1: 64 connections posting tickets through the cut-off, by `players`, after the
 * warm-up's members (`warmupPlayers`, none: no warm-up) have placed on a draw of their own.
 */
export async function placement(portal, client, players, url, warmupPlayers) {
  const post = ticketPoster(portal.url);
  const warmup =
    WARMUP_S > 0 && warmupPlayers?.length ? await warmUp(post, client, warmupPlayers) : null;
  const drawId = `bench-${GAME}-${randomBytes(4).toString('hex')}-cut`;
  const lead = 1_000;
  const startAt = Date.now() + lead;
  const closeAt = new Date(startAt + (DURATION_S - CUTOFF_TAIL_S) * 1000);
  await insertDraw(client, drawId, 'open', closeAt);
  // The draw job's close (DrawsRepository.closeDue) at the cut-off, racing the placements.
  let closedAtMs = null;
  const closer = setTimeout(
    async () => {
      await client.query(
        `update lottery_draws set state = 'closed' where state = 'open' and close_at <= $1 and id = $2`,
        [new Date().toISOString(), drawId],
      );
      closedAtMs = Date.now() - closeAt.getTime();
    },
    closeAt.getTime() - Date.now() + 5,
  );
  await new Promise((r) => setTimeout(r, startAt - Date.now()));
  const counts = { accepted: 0, refusedAfterCutoff: 0, other: 0, status5xx: 0 };
  const otherCodes = {};
  const all = [];
  const accepted = [];
  const until = startAt + DURATION_S * 1000;
  const loadAverage = machineLoad();
  // Sessions waiting on a row lock (pg_stat_activity), sampled every 100 ms: each one holds one
  // of the server's POOL_SIZE connections while it waits. Placement takes the draw's row FOR
  // SHARE (it waits only behind the close) and then its exposure lines, the draw's total `*`
  // among them (every placement's hot row, held to its commit).
  const waiters = { draw: [], exposure: [] };
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  let probing = false;
  const sampler = setInterval(async () => {
    if (probing) return;
    probing = true;
    const { rows } = await probe.query(
      `select count(*) filter (where query ilike '%from "lottery_draws"%for share%')::int as draw,
         count(*) filter (where query ilike '%into "lottery_exposure"%')::int as exposure
       from pg_stat_activity where wait_event_type = 'Lock'`,
    );
    probing = false;
    waiters.draw.push(rows[0].draw);
    waiters.exposure.push(rows[0].exposure);
  }, 100);
  const started = performance.now();
  const cpu = cpuShares(portal.pid);
  let lastAcceptedAt = 0;
  await postTickets({
    post,
    drawId,
    players,
    until,
    answered: (status, answer, ms) => {
      all.push(ms);
      if (status === 200 && answer?.success) {
        counts.accepted += 1;
        accepted.push(ms);
        lastAcceptedAt = Math.max(lastAcceptedAt, Date.now() - ms);
      } else if (status === 409 && answer?.errorCode === 'LOTTERY_DRAW_CLOSED') {
        counts.refusedAfterCutoff += 1;
      } else {
        counts.other += 1;
        if (status >= 500) counts.status5xx += 1;
        const key = `${status} ${answer?.errorCode ?? ''}`;
        otherCodes[key] = (otherCodes[key] ?? 0) + 1;
      }
    },
  });
  const loadSeconds = (performance.now() - started) / 1000;
  const cpuMsPerAccepted = cpu.end(counts.accepted);
  clearInterval(sampler);
  clearTimeout(closer);
  await new Promise((r) => setTimeout(r, 200));
  await probe.end();
  const beforeCutoffS = (closeAt.getTime() - startAt) / 1000;
  return {
    drawId,
    loadAverage,
    result: {
      connections: CONNECTIONS,
      httpClient: HTTP_CLIENT,
      warmup,
      durationS: DURATION_S,
      cutoffAfterS: beforeCutoffS,
      placedPerSec: Math.round(counts.accepted / beforeCutoffS),
      reqPerSec: Math.round(all.length / loadSeconds),
      p50Ms: percentile(all, 0.5),
      p99Ms: percentile(all, 0.99),
      acceptedP50Ms: percentile(accepted, 0.5),
      acceptedP99Ms: percentile(accepted, 0.99),
      ...counts,
      otherCodes,
      cpuMsPerAccepted,
      lastAcceptedSentBeforeCutoffMs: lastAcceptedAt
        ? Math.round(closeAt.getTime() - lastAcceptedAt)
        : null,
      closedLateMs: closedAtMs,
      ...lockWaiters('draw', waiters.draw),
      ...lockWaiters('exposure', waiters.exposure),
    },
  };
}

/** The most and the mean of the sessions seen waiting, as `<name>LockWaitersMax`/`Avg`. */
function lockWaiters(name, samples) {
  const mean = samples.length ? samples.reduce((sum, n) => sum + n, 0) / samples.length : null;
  return {
    [`${name}LockWaitersMax`]: samples.length ? Math.max(...samples) : null,
    [`${name}LockWaitersAvg`]: mean === null ? null : round1(mean),
  };
}
