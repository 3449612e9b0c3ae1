// The scale-out scenario's checks across two instances (`a`, `b`: base URLs of each instance,
// bypassing the proxy, so that each step lands on the instance it names). Each returns its
// boolean `ok` and the figure behind it.
import { randomBytes } from 'node:crypto';
import { checkAgencyFigures, rebuildAgencyFigures } from './built/agency.mjs';
import { CHECK_JOB } from './built/app.mjs';
import { JobRunner } from './built/platform.mjs';
import { placementProblems } from './lottery-checks.mjs';
import { placement } from './lottery-placement.mjs';
import { drain } from './soak-monitor.mjs';
import { loginBody, signIn } from './setup.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe()` every 10 ms until it is true or `timeoutMs` passed: the ms it took, or null. */
async function within(probe, timeoutMs) {
  const t0 = performance.now();
  for (;;) {
    if (await probe()) return Math.round(performance.now() - t0);
    if (performance.now() - t0 > timeoutMs) return null;
    await sleep(10);
  }
}

const balanceStatus = async (url, token) =>
  (await fetch(`${url}/wps/v2/wallets/balance`, { headers: { authorization: `Bearer ${token}` } }))
    .status;

/**
 * A member signs in on `a`, is served on `b` (so `b` holds the session in its cache), signs out
 * on `a`: how long until `b` refuses the token (401). Within 1 s to pass.
 */
export async function sessionRevocation(a, b, account, password) {
  const token = await signIn(a, account, password);
  const before = [await balanceStatus(b, token), await balanceStatus(b, token)];
  const out = await fetch(`${a}/wps/session/logout`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  const refusedAfterMs = await within(async () => (await balanceStatus(b, token)) === 401, 5_000);
  const refusedOnA = (await balanceStatus(a, token)) === 401;
  return {
    ok:
      before.every((s) => s === 200) &&
      out.ok &&
      refusedOnA &&
      refusedAfterMs !== null &&
      refusedAfterMs <= 1_000,
    servedOnOtherBefore: before,
    refusedOnOtherAfterMs: refusedAfterMs,
    refusedOnSame: refusedOnA,
  };
}

/**
 * An operator renames a vendor (the row written as the console's save writes it, on the shared
 * database), after both instances have served the menu: how long until each serves the new name.
 */
export async function contentChange(a, b, db, vassalage) {
  const menu = async (url) => (await fetch(`${url}/lgw/games/game_menus`)).text();
  await Promise.all([menu(a), menu(b), menu(a), menu(b)]);
  const title = `Bench ${randomBytes(4).toString('hex')}`;
  await db
    .updateTable('vendors')
    .set({ title, updated_at: new Date().toISOString() })
    .where('vassalage', '=', vassalage)
    .execute();
  const [onA, onB] = await Promise.all(
    [a, b].map((url) => within(async () => (await menu(url)).includes(title), 5_000)),
  );
  return {
    ok: onA !== null && onB !== null && Math.max(onA, onB) <= 1_000,
    shownOnFirstMs: onA,
    shownOnSecondMs: onB,
  };
}

/**
 * The lottery placement through the proxy (both instances) across a draw's cut-off, closed by
 * the draw job's statement: `ok` when no ticket was placed after the close on either instance;
 * the lottery scenario's placement checks (each accepted ticket pending with its debit, no debit
 * without a ticket) and the tickets' states are reported beside it.
 */
export async function lotteryCutoff(proxyUrl, client, players, schemaUrl) {
  const placed = await placement({ url: proxyUrl }, client, players, schemaUrl);
  const { rows } = await client.query(
    `select count(*)::int as late from lottery_tickets t join lottery_draws d on d.id = t.draw_id
     where t.draw_id = $1 and t.placed_at > d.close_at + make_interval(secs => $2::float / 1000)`,
    [placed.drawId, Math.max(0, placed.result.closedLateMs ?? 0)],
  );
  const problems = await placementProblems(client, placed.drawId, placed.result.accepted);
  const states = await client.query(
    `select state, count(*)::int as n from lottery_tickets where draw_id = $1 group by state`,
    [placed.drawId],
  );
  return {
    ok: rows[0].late === 0,
    acceptedAfterClose: rows[0].late,
    ticketStates: Object.fromEntries(states.rows.map((r) => [r.state, r.n])),
    placementProblems: problems.slice(0, 5),
    ...placed.result,
  };
}

/**
 * `count` vendor transfer check jobs (of a reference no transfer has) due within 2 s, with both
 * instances' runners polling: each must end done, claimed once (attempts 1).
 */
export async function jobsOnce(db, count) {
  const runner = new JobRunner(db);
  const prefix = `scale-bench:${randomBytes(3).toString('hex')}:`;
  for (let n = 0; n < count; n++) {
    await runner.schedule({
      kind: CHECK_JOB,
      runAt: new Date(Date.now() + Math.floor(Math.random() * 2_000)),
      payload: { reference: `scale-none-${n}`, round: 50 },
      uniqueKey: `${prefix}${n}`,
    });
  }
  const rows = () =>
    db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('unique_key', 'like', `${prefix}%`)
      .execute();
  const settledMs = await within(
    async () => (await rows()).every((r) => r.status === 'done' || r.status === 'failed'),
    60_000,
  );
  const final = await rows();
  const statuses = {};
  for (const r of final) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const claimedTwice = final.filter((r) => Number(r.attempts) > 1).length;
  return {
    ok: final.length === count && (statuses.done ?? 0) === count && claimedTwice === 0,
    jobs: count,
    statuses,
    claimedMoreThanOnce: claimedTwice,
    allSettledMs: settledMs,
  };
}

/**
 * The agent figures rebuilt from the raw records before the traffic: the members and money the
 * set-up wrote straight to the database had no events.
 */
export const alignFigures = (db) => rebuildAgencyFigures(db);

/**
 * After mixed traffic through both instances: every consumer drained, no dead letter, and the
 * agent figures the `agency-figures` consumer keeps equal to a rebuild from the raw records (an
 * event handled twice, or skipped, would show as a differing row).
 */
export async function eventsOnce(db, client, events) {
  const drainSeconds = await drain(events, 120_000);
  const dead = await client.query(`select count(*)::int as n from event_dead_letters`);
  const written = await client.query(`select count(*)::int as n from domain_events`);
  const figures = await checkAgencyFigures(db);
  const differing = Object.values(figures).reduce((sum, n) => sum + Number(n), 0);
  return {
    ok: drainSeconds !== null && dead.rows[0].n === 0 && differing === 0,
    events: written.rows[0].n,
    drainSeconds,
    deadLetters: dead.rows[0].n,
    figureRowsDiffering: figures,
  };
}

/**
 * The login limit: wrong passwords for one account, alternately on `a` and `b`; the account must
 * lock after `lockAfter` failures counted across both, and the right password then be refused on
 * either.
 */
export async function sharedLoginLimit(a, b, account, lockAfter) {
  const answers = [];
  for (let n = 0; n <= lockAfter; n++) {
    const url = n % 2 ? b : a;
    const response = await fetch(`${url}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await loginBody(url, account, `Wrong${n}pass`),
    });
    answers.push(`${response.status} ${(await response.json()).errorCode ?? ''}`.trim());
  }
  const rightOn = async (url) => {
    const response = await fetch(`${url}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await loginBody(url, account, 'Demo1234'),
    });
    return `${response.status} ${(await response.json()).errorCode ?? ''}`.trim();
  };
  const right = [await rightOn(a), await rightOn(b)];
  const lockedAt = answers.findIndex((x) => x.includes('ACCOUNT_LOCKED'));
  return {
    ok: lockedAt === lockAfter && right.every((x) => x.includes('ACCOUNT_LOCKED')),
    lockAfter,
    answers,
    rightPasswordAfter: right,
  };
}
