// The house lottery at size, on PostgreSQL (decision 035, issue 16 point 7). A fresh schema of
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards unless
// BENCH_KEEP_SCHEMA; the built server on it with its job runner stopped (JOBS_POLL_MS=0), so that
// nothing but this scenario closes, draws or settles.
//
// 1. Placement before a cut-off: a fast draw (vnf1, a row of its own) whose cut-off falls
//    BENCH_CUTOFF_TAIL seconds (2) before the end of a BENCH_DURATION-second load (10); 64
//    connections (BENCH_CONNECTIONS) of BENCH_MEMBERS (2,000) funded members with bearer sessions
//    post tickets of mixed bet kinds to POST /lotto/lgw/tickets through the real server (placement
//    under the draw's lock, debit through the signed seamless wallet). At the cut-off the draw
//    job's own statement closes the draw. `placedPerSec` (accepted / seconds before the cut-off),
//    `p50Ms`/`p99Ms` of every request and of the accepted ones, the counts of accepted, refused
//    after the cut-off and other answers (`status5xx` must be 0); every accepted ticket pending
//    with its debit, no money taken for any other answer.
// 2. Settling one draw of BENCH_TICKETS (200,000) tickets: the tickets are inserted with SQL
//    (5,000 per statement, pending, as placement leaves them, with their exposure), and each one's
//    debit `<round>:d` is sent through the real signed wallet call (64 in flight), so the rounds,
//    provider transactions and ledger transfers are the wallet's own. The draw is drawn (its fair
//    sheet, state drawn, as the draws module writes it), then the built TicketSettlementService
//    runs in this process against the server's wallet: `settleSeconds`, `ticketsPerSec`, with the
//    time spent in the credit calls and in the ticket reads and moves.
// 3. `invariantViolations`: the ledger invariants, plus: every accepted ticket has its debit of
//    its cost and every member's balance is its funding less its tickets' costs plus their
//    payouts (so refused tickets took nothing); every ticket of the settled draw won or lost once,
//    with one credit of its payout, the payout and occurrences equal to settleTicket's on the
//    sheet (all tickets), no bet_rounds of the draw left open, the draw settled.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';
import { drawSheet } from '@portal/shared/lottery/draw';
import { fairSeedHash } from '@portal/shared/crypto/fair-draw';
import { DEFAULT_ODDS } from '@portal/shared/lottery/odds';
import { ticketLines } from '@portal/shared/lottery/bet-types';
import { maxPayout, settleTicket, ticketCost } from '@portal/shared/lottery/settle';
import { createDatabase } from '../../apps/server/dist/db/database.js';
import { hashToken, newSecretToken } from '../../apps/server/dist/lib/secret-tokens.js';
import { LedgerService } from '../../apps/server/dist/platform/ledger/ledger.service.js';
import {
  SystemAccount,
  TransferKind,
} from '../../apps/server/dist/platform/ledger/ledger.types.js';
import { signedHeaders } from '../../apps/server/dist/games/seamless/protocol.js';
import { HouseWalletClient } from '../../apps/server/dist/games/house-games/wallet-client.js';
import { ProviderHttp } from '../../apps/server/dist/games/seamless/provider-http.js';
import { LotterySettingsReader } from '../../apps/server/dist/games/lottery/lottery-settings.js';
import { exposureOf } from '../../apps/server/dist/games/lottery/tickets/ticket-lines.js';
import { TicketRefunds } from '../../apps/server/dist/games/lottery/tickets/ticket-refunds.js';
import { TicketSettlementService } from '../../apps/server/dist/games/lottery/tickets/ticket-settlement.service.js';
import { TicketWallet } from '../../apps/server/dist/games/lottery/tickets/ticket-wallet.js';
import { TicketsRepository } from '../../apps/server/dist/games/lottery/tickets/tickets.repository.js';
import { startPortal } from '../lib/server.mjs';
import { freshSchema } from '../lib/pg-schema.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CUTOFF_TAIL_S = Number(process.env.BENCH_CUTOFF_TAIL ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2_000);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 200_000);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 16);
/** Minor units each member starts with: far more than its tickets cost. */
const FUNDING = 1_000_000_000n;
const HOUSE_SECRET = 'bench-house-provider-secret-0123456789abcdef';
const GAME = 'vnf1';
const REGION = 'north';
const PRIZE_MODE = 'Lott';
const TICKET_CHUNK = 5_000;
const DEBITS_IN_FLIGHT = 64;

const seconds = (start) => Math.round((performance.now() - start) / 100) / 10;
const log = (text) => process.stderr.write(`lottery: ${text}\n`);
const round1 = (n) => Math.round(n * 10) / 10;

const pick = (digits, count) => {
  const seen = new Set();
  while (seen.size < count) seen.add(String(randomInt(0, 10 ** digits)).padStart(digits, '0'));
  return [...seen];
};

/** A ticket of a random bet kind, as the bet slip sends it (mixed as members play). */
function randomSelection() {
  const r = randomInt(0, 100);
  if (r < 30) return { kind: 'lo2', numbers: pick(2, randomInt(1, 4)) };
  if (r < 50) return { kind: 'de', numbers: pick(2, randomInt(1, 6)) };
  if (r < 55) return { kind: 'lo3', numbers: pick(3, randomInt(1, 3)) };
  if (r < 60) return { kind: 'ba_cang', numbers: pick(3, 1) };
  if (r < 64) return { kind: 'de_tens', numbers: pick(1, 1) };
  if (r < 68) return { kind: 'dau_duoi', numbers: pick(2, randomInt(1, 3)) };
  if (r < 76) return { kind: 'xien2', numbers: pick(2, randomInt(2, 4)) };
  if (r < 81) return { kind: 'xien3', numbers: pick(2, 3) };
  if (r < 84) return { kind: 'xien4', numbers: pick(2, 4) };
  if (r < 92) return { kind: 'big_small', choices: [randomInt(0, 2) ? 'big' : 'small'] };
  return { kind: 'odd_even', choices: [randomInt(0, 2) ? 'odd' : 'even'] };
}

function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return round1(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);
}

/** Members with a bearer session and money, as crash-setup writes them. */
async function seedMembers(db, ledger) {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 3 * 3_600_000).toISOString();
  const players = [];
  for (let start = 0; start < MEMBERS; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, MEMBERS - start) }, (_, i) => {
      const account = `lotto${start + i}`;
      return { account, account_key: account, nickname: account, created_at: now, updated_at: now };
    });
    const members = await db
      .insertInto('members')
      .values(rows)
      .returning(['id', 'account', 'currency'])
      .execute();
    const batch = members.map((member) => ({ ...member, bearer: newSecretToken() }));
    await db
      .insertInto('member_sessions')
      .values(
        batch.map((player) => ({
          member_id: player.id,
          token_hash: hashToken(player.bearer),
          device_id: null,
          login_type: 'password',
          ip: '127.0.0.1',
          user_agent: 'bench lottery',
          created_at: now,
          last_seen_at: now,
          expires_at: expires,
        })),
      )
      .execute();
    players.push(...batch);
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < players.length) {
        const player = players[next++];
        await ledger.transfer({
          idempotencyKey: `bench-fund-${player.id}`,
          kind: TransferKind.deposit,
          from: { system: SystemAccount.paymentClearing },
          to: { memberId: player.id, wallet: 'main' },
          amount: FUNDING,
          reference: `F${player.id}`,
        });
      }
    }),
  );
  return players;
}

async function insertDraw(client, id, state, closeAt) {
  const seed = randomBytes(32).toString('hex');
  const now = Date.now();
  await client.query(
    `insert into lottery_draws (id, game_code, kind, region, numero, opens_at, close_at, draw_at,
       state, seed, seed_hash)
     values ($1, $2, 'fast', $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      GAME,
      REGION,
      `B${id.slice(-8)}`,
      new Date(now - 60_000).toISOString(),
      closeAt.toISOString(),
      new Date(closeAt.getTime() + 10_000).toISOString(),
      state,
      seed,
      fairSeedHash(seed),
    ],
  );
  return seed;
}

/** Phase 1: 64 connections posting tickets through the cut-off. */
async function placement(portal, client, players, url) {
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
  const loadAverage = round1(loadavg()[0]);
  // Sessions waiting for the draw's row lock (pg_stat_activity), sampled every 100 ms: each one
  // holds one of the server's POOL_SIZE connections while it waits.
  const waiters = [];
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  let probing = false;
  const sampler = setInterval(async () => {
    if (probing) return;
    probing = true;
    const { rows } = await probe.query(
      `select count(*)::int as n from pg_stat_activity
       where wait_event_type = 'Lock' and query ilike '%from "lottery_draws"%for update%'`,
    );
    probing = false;
    waiters.push(rows[0].n);
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
      drawLockWaitersMax: waiters.length ? Math.max(...waiters) : null,
      drawLockWaitersAvg: waiters.length
        ? round1(waiters.reduce((sum, n) => sum + n, 0) / waiters.length)
        : null,
    },
  };
}

/** Phase 1's checks: each accepted ticket pending with its debit; nothing else took money. */
async function placementProblems(client, drawId, accepted) {
  const problems = [];
  const { rows } = await client.query(
    `select count(*)::int as tickets,
       count(*) filter (where t.state = 'pending')::int as pending,
       count(*) filter (where t.state = 'pending' and (pt.id is null or pt.amount <> t.cost))::int
         as bad_debits,
       count(*) filter (where t.state <> 'pending')::int as not_pending
     from lottery_tickets t
     left join provider_transactions pt
       on pt.provider = 'house' and pt.transaction_id = t.round_id || ':d'
     where t.draw_id = $1`,
    [drawId],
  );
  const r = rows[0];
  if (r.pending !== accepted) problems.push(`pending tickets ${r.pending} != accepted ${accepted}`);
  if (r.bad_debits) problems.push(`${r.bad_debits} pending tickets without their debit`);
  if (r.not_pending) problems.push(`${r.not_pending} tickets neither pending nor refused`);
  const orphan = await client.query(
    `select count(*)::int as n from provider_transactions pt
     where pt.round_id like 'lotto:%' and pt.kind = 'debit'
       and not exists (select 1 from lottery_tickets t where t.round_id = pt.round_id)`,
  );
  if (orphan.rows[0].n) problems.push(`${orphan.rows[0].n} lottery debits without a ticket`);
  return problems;
}

/** Phase 2's tickets: inserted pending with SQL, then debited through the real wallet call. */
async function loadTickets(portal, client, players, gameId, drawId) {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 3 * 3_600_000).toISOString();
  // A launch session per member for the lottery game, as TicketSessions opens them.
  const tokens = new Map(players.map((p) => [p.id, newSecretToken()]));
  for (let i = 0; i < players.length; i += 1_000) {
    const batch = players.slice(i, i + 1_000);
    await client.query(
      `insert into game_sessions (token_hash, member_id, game_id, provider, language, created_at,
         expires_at)
       select h, m, $3, 'house', 'EN', $4, $5 from unnest($1::text[], $2::int[]) as x(h, m)`,
      [batch.map((p) => hashToken(tokens.get(p.id))), batch.map((p) => p.id), gameId, now, expires],
    );
  }
  const odds = DEFAULT_ODDS[PRIZE_MODE];
  const exposure = new Map();
  const debits = [];
  const insertStart = performance.now();
  for (let start = 0; start < TICKETS; start += TICKET_CHUNK) {
    const cols = Array.from({ length: 14 }, () => []);
    for (let i = start; i < Math.min(TICKETS, start + TICKET_CHUNK); i++) {
      const player = players[i % players.length];
      const selection = randomSelection();
      const stake = { unit: BigInt(randomInt(1, 6) * 100), multiplier: randomInt(1, 4) };
      const cost = ticketCost(selection, REGION, stake, odds);
      const most = maxPayout(selection, REGION, stake, odds);
      for (const change of exposureOf(selection, cost, most)) {
        const had = exposure.get(change.line) ?? [0n, 0n];
        exposure.set(change.line, [had[0] + change.stake, had[1] + change.liability]);
      }
      const ticketNo = `TB${i.toString(36).toUpperCase().padStart(6, '0')}${randomBytes(3).toString('hex').toUpperCase()}`;
      const roundId = `lotto:${ticketNo}`;
      const values = [
        ticketNo,
        player.id,
        randomUUID(),
        selection.kind,
        JSON.stringify(selection),
        ticketLines(selection),
        String(stake.unit),
        stake.multiplier,
        String(cost),
        String(most),
        player.currency,
        roundId,
        now,
        null,
      ];
      values.forEach((value, c) => cols[c].push(value));
      debits.push({ roundId, memberId: player.id, cost });
    }
    await client.query(
      `insert into lottery_tickets (ticket_no, draw_id, member_id, request_id, game_code, bet_kind,
         selection, lines, unit_stake, multiplier, cost, max_payout, currency, prize_mode, state,
         payout, occurrences, round_id, placed_at, settled_at)
       select no, $15, m, req, $16, kind, sel, lines, unit, mult, cost, most, cur, '${PRIZE_MODE}', 'pending', 0,
         null, rid, at::timestamptz, null
       from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[],
         $7::bigint[], $8::int[], $9::bigint[], $10::bigint[], $11::text[], $12::text[],
         $13::text[], $14::text[])
         as x(no, m, req, kind, sel, lines, unit, mult, cost, most, cur, rid, at, unused)`,
      [...cols, drawId, GAME],
    );
  }
  const lines = [...exposure.entries()];
  for (let i = 0; i < lines.length; i += TICKET_CHUNK) {
    const part = lines.slice(i, i + TICKET_CHUNK);
    await client.query(
      `insert into lottery_exposure (draw_id, line, stake, liability)
       select $1, l, s, y from unnest($2::text[], $3::bigint[], $4::bigint[]) as x(l, s, y)`,
      [
        drawId,
        part.map((e) => e[0]),
        part.map((e) => String(e[1][0])),
        part.map((e) => String(e[1][1])),
      ],
    );
  }
  const insertSeconds = seconds(insertStart);
  log(`${TICKETS} tickets inserted in ${insertSeconds} s; debiting through the wallet`);
  // Each ticket's debit through the signed seamless call, as TicketWallet.debit sends it.
  const debitStart = performance.now();
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: DEBITS_IN_FLIGHT }, async () => {
      while (next < debits.length) {
        const debit = debits[next++];
        const raw = JSON.stringify({
          transactionId: `${debit.roundId}:d`,
          roundId: debit.roundId,
          token: tokens.get(debit.memberId),
          gameCode: GAME,
          amount: (Number(debit.cost) / 100).toFixed(2),
        });
        const response = await fetch(`${portal.url}/wps/seamless/house/debit`, {
          method: 'POST',
          headers: signedHeaders(HOUSE_SECRET, raw),
          body: raw,
        });
        const answer = await response.json();
        if (!answer.success) {
          failed += 1;
          if (failed <= 5) log(`debit refused: ${response.status} ${answer.errorCode}`);
        }
      }
    }),
  );
  const debitSeconds = seconds(debitStart);
  log(`${TICKETS} debits in ${debitSeconds} s (${failed} failed)`);
  return { insertSeconds, debitSeconds, debitsPerSec: Math.round(TICKETS / debitSeconds), failed };
}

/** Times a method of an object: calls and milliseconds in `timing[name]`. */
function timed(target, name, timing) {
  const original = target[name].bind(target);
  timing[name] = { calls: 0, ms: 0 };
  target[name] = async (...args) => {
    const t0 = performance.now();
    try {
      return await original(...args);
    } finally {
      timing[name].calls += 1;
      timing[name].ms += performance.now() - t0;
    }
  };
}

/** Phase 3 of the settled draw: once, the sheet's payouts, one credit each, rounds closed. */
async function settlementProblems(client, drawId, sheet) {
  const problems = [];
  const odds = DEFAULT_ODDS[PRIZE_MODE];
  const { rows: states } = await client.query(
    `select t.state, count(*)::int as n,
       count(*) filter (where pt.id is null or pt.amount <> t.payout)::int as bad_credits,
       count(*) filter (where t.settled_at is null)::int as unsettled
     from lottery_tickets t
     left join provider_transactions pt
       on pt.provider = 'house' and pt.transaction_id = t.round_id || ':c'
     where t.draw_id = $1 group by t.state`,
    [drawId],
  );
  for (const row of states) {
    if (row.state !== 'won' && row.state !== 'lost') problems.push(`${row.n} tickets ${row.state}`);
    if (row.bad_credits)
      problems.push(`${row.bad_credits} ${row.state} tickets without their credit`);
    if (row.unsettled) problems.push(`${row.unsettled} ${row.state} tickets without settled_at`);
  }
  const settledCount = states.reduce((sum, row) => sum + row.n, 0);
  if (settledCount !== TICKETS)
    problems.push(`${settledCount} tickets in the draw, not ${TICKETS}`);
  const twice = await client.query(
    `select count(*)::int as n from (
       select lt.reference from ledger_transfers lt
       where lt.kind = 'payout' and lt.reference like 'lotto:%'
       group by lt.reference having count(*) > 1) x`,
  );
  if (twice.rows[0].n) problems.push(`${twice.rows[0].n} rounds paid more than once`);
  const open = await client.query(
    `select count(*)::int as n from bet_rounds r
     join lottery_tickets t on t.round_id = r.round_id and r.provider = 'house'
     where t.draw_id = $1 and r.status = 'open'`,
    [drawId],
  );
  if (open.rows[0].n) problems.push(`${open.rows[0].n} bet_rounds of the draw still open`);
  const draw = await client.query('select state from lottery_draws where id = $1', [drawId]);
  if (draw.rows[0].state !== 'settled') problems.push(`draw ${draw.rows[0].state}, not settled`);
  // Every ticket's payout and occurrences against settleTicket on the sheet.
  let mismatches = 0;
  let afterId = 0;
  for (;;) {
    const { rows } = await client.query(
      `select id, selection, unit_stake, multiplier, payout, occurrences, state
       from lottery_tickets where draw_id = $1 and id > $2 order by id limit 20000`,
      [drawId, afterId],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      afterId = row.id;
      const expected = settleTicket(
        sheet,
        REGION,
        JSON.parse(row.selection),
        {
          unit: BigInt(row.unit_stake),
          multiplier: row.multiplier,
        },
        odds,
      );
      const state = expected.payoutMinor > 0n ? 'won' : 'lost';
      if (
        BigInt(row.payout) !== expected.payoutMinor ||
        row.occurrences !== expected.occurrences ||
        row.state !== state
      ) {
        mismatches += 1;
        if (mismatches <= 5)
          log(
            `ticket ${row.id}: ${row.payout}/${row.occurrences} != ${expected.payoutMinor}/${expected.occurrences}`,
          );
      }
    }
  }
  if (mismatches) problems.push(`${mismatches} payouts differ from settleTicket`);
  return problems;
}

/** Every member's balance: its funding, less its tickets' costs, plus their payouts. */
async function balanceProblems(client) {
  const { rows } = await client.query(
    `select count(*)::int as n from members m
     join ledger_accounts a on a.member_id = m.id and a.wallet = 'main'
     left join (
       select member_id, sum(cost) filter (where state in ('pending', 'won', 'lost')) as cost,
         sum(payout) as payout
       from lottery_tickets group by member_id) t on t.member_id = m.id
     where m.account like 'lotto%'
       and a.balance <> $1::bigint - coalesce(t.cost, 0) + coalesce(t.payout, 0)`,
    [String(FUNDING)],
  );
  return rows[0].n ? [`${rows[0].n} member balances differ from their tickets`] : [];
}

export async function run() {
  const schema = await freshSchema('lottery');
  const db = createDatabase({ DATABASE_URL: schema.url, DATABASE_POOL_SIZE: 8, SQLITE_PATH: '' });
  const client = new pg.Client({ connectionString: schema.url });
  let portal;
  try {
    // The server migrates and seeds the demo; its job runner stays stopped.
    portal = await startPortal({
      DATABASE_URL: schema.url,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      JOBS_POLL_MS: '0',
    });
    await client.connect();
    const ledger = new LedgerService(db);
    // Limits far above the load: only the cut-off refuses tickets (the caps are not measured).
    const settingsReader = new LotterySettingsReader(db);
    await settingsReader.write(
      {
        cutoffMinutes: 15,
        fastCutoffSeconds: 10,
        minUnitStake: 1,
        maxMultiplier: 1000,
        maxStakePerNumber: 1_000_000_000,
        liabilityCap: 1_000_000_000_000,
        prizeMode: PRIZE_MODE,
      },
      db,
    );
    let t0 = performance.now();
    const players = await seedMembers(db, ledger);
    const membersSeconds = seconds(t0);
    log(`${players.length} members funded in ${membersSeconds} s; placing`);

    const placed = await placement(portal, client, players, schema.url);
    log(`placement: ${JSON.stringify(placed.result)}`);
    const problems = await placementProblems(client, placed.drawId, placed.result.accepted);

    const game = await client.query(
      `select id from games where vassalage = 'ELOTT' and game_code = $1`,
      [GAME],
    );
    if (!game.rows[0]) throw new Error(`no catalogue row for ${GAME}`);
    const drawId = `bench-${GAME}-${randomBytes(4).toString('hex')}-big`;
    const seed = await insertDraw(client, drawId, 'closed', new Date(Date.now() - 1_000));
    const load = await loadTickets(portal, client, players, game.rows[0].id, drawId);
    if (load.failed) problems.push(`${load.failed} debits refused while loading`);
    await client.query('analyze lottery_tickets, provider_transactions, bet_rounds');

    // The result, as the draws module writes it.
    const sheet = drawSheet(seed, drawId, REGION);
    await client.query(
      `update lottery_draws set state = 'drawn', sheet = $2, drawn_at = $3 where id = $1`,
      [drawId, JSON.stringify(sheet), new Date().toISOString()],
    );
    // The built settlement, in this process, against the server's wallet (as the job runs it).
    const repository = new TicketsRepository(db);
    const wallet = new TicketWallet(
      new HouseWalletClient(new ProviderHttp(), { baseUrl: portal.url, secret: HOUSE_SECRET }),
    );
    const timing = {};
    timed(wallet, 'credit', timing);
    timed(repository, 'moveTicket', timing);
    timed(repository, 'openTickets', timing);
    const settlement = new TicketSettlementService({
      repository,
      settings: new LotterySettingsReader(db),
      wallet,
      refunds: new TicketRefunds(repository, wallet),
    });
    const loadAverageSettle = round1(loadavg()[0]);
    log('settling');
    t0 = performance.now();
    // Progress on stderr every 30 s (a long run can be judged before it ends).
    const progress = setInterval(async () => {
      const { rows } = await client.query(
        `select count(*)::int as n from lottery_tickets
         where draw_id = $1 and state in ('won', 'lost')`,
        [drawId],
      );
      const s = (performance.now() - t0) / 1000;
      log(`settling: ${rows[0].n} in ${Math.round(s)} s (${Math.round(rows[0].n / s)}/s)`);
    }, 30_000);
    const outcome = await settlement.run(new Date()).finally(() => clearInterval(progress));
    const settleMs = performance.now() - t0;
    log(`settled ${outcome.settled} (left ${outcome.left}) in ${round1(settleMs / 1000)} s`);
    if (!outcome.draws.includes(drawId)) problems.push('the run did not move the draw to settled');

    problems.push(...(await settlementProblems(client, drawId, sheet)));
    problems.push(...(await balanceProblems(client)));
    const ledgerViolations = await ledger.checkInvariants();
    for (const problem of [...ledgerViolations, ...problems].slice(0, 10))
      log(`invariant: ${problem}`);
    const won = await client.query(
      `select count(*) filter (where state = 'won')::int as won, sum(cost)::text as stakes,
         sum(payout)::text as payouts from lottery_tickets where draw_id = $1`,
      [drawId],
    );
    return {
      scenario: 'lottery',
      db: 'postgres',
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model.trim(),
        memoryGb: Math.round(totalmem() / 2 ** 30),
      },
      loadAverage: { placement: placed.loadAverage, settle: loadAverageSettle },
      poolSize: POOL_SIZE,
      members: MEMBERS,
      placement: placed.result,
      placedPerSec: placed.result.placedPerSec,
      p50Ms: placed.result.p50Ms,
      p99Ms: placed.result.p99Ms,
      tickets: TICKETS,
      ticketsLoad: {
        how: 'tickets inserted with SQL, debits through the signed seamless wallet call',
        ...load,
      },
      settled: outcome.settled,
      left: outcome.left,
      won: won.rows[0].won,
      stakes: won.rows[0].stakes,
      payouts: won.rows[0].payouts,
      settleSeconds: Math.round(settleMs / 10) / 100,
      ticketsPerSec: Math.round(outcome.settled / (settleMs / 1000)),
      settleBreakdownSeconds: Object.fromEntries(
        Object.entries(timing).map(([name, t]) => [name, Math.round(t.ms / 100) / 10]),
      ),
      invariantViolations: ledgerViolations.length + problems.length,
      loadSeconds: {
        members: membersSeconds,
        tickets: load.insertSeconds,
        debits: load.debitSeconds,
      },
    };
  } finally {
    await portal?.stop();
    await client.end().catch(() => {});
    await db.destroy();
    await schema.drop();
  }
}
