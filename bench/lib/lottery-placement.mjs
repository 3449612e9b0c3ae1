// The lottery scenario's first phase: members posting tickets of mixed bet kinds through the
// real server until past a draw's cut-off, with the draw job's close racing them.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadAverage as machineLoad, percentile, round1 } from './measure.mjs';
import { GAME, insertDraw, randomSelection } from './lottery-setup.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CUTOFF_TAIL_S = Number(process.env.BENCH_CUTOFF_TAIL ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

/** Phase 1: 64 connections posting tickets through the cut-off. */
export async function placement(portal, client, players, url) {
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
  let lastAcceptedAt = 0;
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
          const response = await fetch(`${portal.url}/lotto/lgw/tickets`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${player.bearer}`,
            },
            body,
          });
          status = response.status;
          answer = await response.json().catch(() => null);
        } catch (error) {
          answer = { errorCode: `fetch: ${error.message}` };
        }
        const ms = performance.now() - t0;
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
      }
    }),
  );
  const loadSeconds = (performance.now() - started) / 1000;
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
