// The lottery scenario's set-up: the draws it writes itself, the settings it runs under, a random
// ticket as members play, and the big draw's tickets (inserted with SQL, each debited through the
// real signed seamless call).
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { fairSeedHash } from '@portal/shared/crypto/fair-draw';
import { ticketLines } from '@portal/shared/lottery/bet-types';
import { DEFAULT_ODDS } from '@portal/shared/lottery/odds';
import { maxPayout, ticketCost } from '@portal/shared/lottery/settle';
import { exposureOf, LotterySettingsReader, signedHeaders } from './built/games.mjs';
import { secondsSince as seconds } from './measure.mjs';
import { HOUSE_SECRET } from './server.mjs';
import { openGameSessions } from './setup.mjs';

export const TICKETS = Number(process.env.BENCH_TICKETS ?? 200_000);
/** Minor units each member starts with: far more than its tickets cost. */
export const FUNDING = 1_000_000_000n;
export const GAME = 'vnf1';
export const REGION = 'north';
export const PRIZE_MODE = 'Lott';
const TICKET_CHUNK = 5_000;
const DEBITS_IN_FLIGHT = 4;
const DEBITS_PER_CALL = 100;

const log = (text) => process.stderr.write(`lottery: ${text}\n`);

const pick = (digits, count) => {
  const seen = new Set();
  while (seen.size < count) seen.add(String(randomInt(0, 10 ** digits)).padStart(digits, '0'));
  return [...seen];
};

/** A ticket of a random bet kind, as the bet slip sends it (mixed as members play). */
export function randomSelection() {
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

/** Limits far above the load: only the cut-off refuses tickets (the caps are not measured). */
export async function writeSettings(db) {
  await new LotterySettingsReader(db).write(
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
}

/** A fast draw of GAME of its own, in `state`, with its cut-off at `closeAt`: its seed. */
export async function insertDraw(client, id, state, closeAt) {
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

/** Phase 2's tickets: inserted pending with SQL, then debited through the real wallet call. */
export async function loadTickets({ portal, db, client, players, gameId, drawId }) {
  const now = new Date().toISOString();
  // A launch session per member for the lottery game, as TicketSessions opens them.
  await openGameSessions(db, players, gameId);
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
      debits.push({ roundId, token: player.launchToken, cost });
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
  // The tickets' debits through the signed seamless wallet, as placement sends them
  // (TicketWallet.debitMany): DEBITS_PER_CALL to a `debits` call, DEBITS_IN_FLIGHT calls at once.
  const debitStart = performance.now();
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: DEBITS_IN_FLIGHT }, async () => {
      while (next < debits.length) {
        const part = debits.slice(next, next + DEBITS_PER_CALL);
        next += part.length;
        const raw = JSON.stringify({
          debits: part.map((debit) => ({
            transactionId: `${debit.roundId}:d`,
            roundId: debit.roundId,
            token: debit.token,
            gameCode: GAME,
            amount: (Number(debit.cost) / 100).toFixed(2),
          })),
        });
        const response = await fetch(`${portal.url}/wps/seamless/house/debits`, {
          method: 'POST',
          headers: signedHeaders(HOUSE_SECRET, raw),
          body: raw,
        });
        const answer = await response.json();
        const refused = answer.success
          ? answer.value.results.filter((item) => !item.ok)
          : part.map(() => ({ errorCode: `${response.status} ${answer.errorCode}` }));
        for (const item of refused) {
          failed += 1;
          if (failed <= 5) log(`debit refused: ${item.errorCode}`);
        }
      }
    }),
  );
  const debitSeconds = seconds(debitStart);
  log(`${TICKETS} debits in ${debitSeconds} s (${failed} failed)`);
  return { insertSeconds, debitSeconds, debitsPerSec: Math.round(TICKETS / debitSeconds), failed };
}
