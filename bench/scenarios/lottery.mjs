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
//    debit `<round>:d` is sent through the real signed wallet (100 to a `debits` call, 4 calls in
//    flight, as placement sends them), so the rounds,
//    provider transactions and ledger transfers are the wallet's own. The draw is drawn (its fair
//    sheet, state drawn, as the draws module writes it), then the built TicketSettlementService
//    runs in this process against the server's wallet (1,000 tickets read at a time, their
//    credits 100 to a `credits` call with 4 calls in flight (decision 069), each batch moved by
//    set-based UPDATEs): `settleSeconds`, `ticketsPerSec`, with the time spent in the credit
//    calls (summed over the calls in flight), the batch moves and
//    the ticket reads. Once BENCH_SETTLE_KILL_AT (0.4) of the tickets have moved, the server is
//    killed with SIGKILL mid-call and started again, and settlement runs again until none is
//    left: every ticket must still be paid exactly once (`settleKill`, `settleRuns`).
// 3. `invariantViolations`: the ledger invariants, plus: every accepted ticket has its debit of
//    its cost and every member's balance is its funding less its tickets' costs plus their
//    payouts (so refused tickets took nothing); every ticket of the settled draw won or lost once,
//    with one credit of its payout, the payout and occurrences equal to settleTicket's on the
//    sheet (all tickets), no bet_rounds of the draw left open, the draw settled.
//
// The set-up is in ../lib/lottery-setup.mjs, the placement in lottery-placement.mjs and the checks
// in lottery-checks.mjs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { drawSheet } from '@portal/shared/lottery/draw';
import { createDatabase } from '../lib/built/database.mjs';
import {
  HouseWalletClient,
  LotterySettingsReader,
  ProviderHttp,
  TicketRefunds,
  TicketSettlementService,
  TicketWallet,
  TicketsRepository,
} from '../lib/built/games.mjs';
import { LedgerService } from '../lib/built/platform.mjs';
import { freshSchema } from '../lib/databases.mjs';
import { balanceProblems, placementProblems, settlementProblems } from '../lib/lottery-checks.mjs';
import { placement, WARMUP_S } from '../lib/lottery-placement.mjs';
import {
  FUNDING,
  GAME,
  insertDraw,
  loadTickets,
  REGION,
  TICKETS,
  writeSettings,
} from '../lib/lottery-setup.mjs';
import { loadAverage, machine, round1, secondsSince as seconds, timed } from '../lib/measure.mjs';
import { HOUSE_SECRET, startPortal } from '../lib/server.mjs';
import { createPlayers, fundPlayers, openMemberSessions } from '../lib/setup.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2_000);
/** Members of the warm-up only (lottery-placement.mjs): the burst's members are all new to it. */
const WARMUP_MEMBERS = WARMUP_S > 0 ? 200 : 0;
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 16);
/** The share of the tickets settled when the wallet's server is killed (0: no kill). */
const KILL_AT = Number(process.env.BENCH_SETTLE_KILL_AT ?? 0.4);

const log = (text) => process.stderr.write(`lottery: ${text}\n`);

export async function run() {
  const schema = await freshSchema('lottery');
  const db = createDatabase({ DATABASE_URL: schema.url, DATABASE_POOL_SIZE: 8, SQLITE_PATH: '' });
  const client = new pg.Client({ connectionString: schema.url });
  let portal;
  try {
    // The server migrates and seeds the demo; its job runner stays stopped.
    const portalEnv = {
      DATABASE_URL: schema.url,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      JOBS_POLL_MS: '0',
    };
    portal = await startPortal(portalEnv);
    await client.connect();
    const ledger = new LedgerService(db);
    await writeSettings(db);
    let t0 = performance.now();
    // Members with a bearer session and money.
    const everyone = await createPlayers(db, {
      prefix: 'lotto',
      count: MEMBERS + WARMUP_MEMBERS,
      chunk: 1_000,
    });
    await openMemberSessions(db, everyone, { userAgent: 'bench lottery' });
    await fundPlayers(ledger, everyone, { amount: FUNDING });
    const membersSeconds = seconds(t0);
    log(`${everyone.length} members funded in ${membersSeconds} s; placing`);
    const players = everyone.slice(0, MEMBERS);

    const placed = await placement(portal, client, players, schema.url, everyone.slice(MEMBERS));
    log(`placement: ${JSON.stringify(placed.result)}`);
    const problems = await placementProblems(client, placed.drawId, placed.result.accepted);

    const game = await client.query(
      `select id from games where vassalage = 'ELOTT' and game_code = $1`,
      [GAME],
    );
    if (!game.rows[0]) throw new Error(`no catalogue row for ${GAME}`);
    const drawId = `bench-${GAME}-${randomBytes(4).toString('hex')}-big`;
    const seed = await insertDraw(client, drawId, 'closed', new Date(Date.now() - 1_000));
    const load = await loadTickets({
      portal,
      db,
      client,
      players,
      gameId: game.rows[0].id,
      drawId,
    });
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
    const timing = {};
    timed(repository, 'settleTickets', timing);
    timed(repository, 'openTickets', timing);
    const settlementAgainst = (url) => {
      const wallet = new TicketWallet(
        new HouseWalletClient(new ProviderHttp(), { baseUrl: url, secret: HOUSE_SECRET }),
      );
      timed(wallet, 'creditMany', timing);
      return new TicketSettlementService({
        repository,
        settings: new LotterySettingsReader(db),
        wallet,
        refunds: new TicketRefunds(repository, wallet),
      });
    };
    const settledCount = async () => {
      const { rows } = await client.query(
        `select count(*)::int as n from lottery_tickets
         where draw_id = $1 and state in ('won', 'lost')`,
        [drawId],
      );
      return rows[0].n;
    };
    const loadAverageSettle = loadAverage();
    log('settling');
    t0 = performance.now();
    // Progress on stderr every 30 s (a long run can be judged before it ends).
    const progress = setInterval(async () => {
      const n = await settledCount();
      const s = (performance.now() - t0) / 1000;
      log(`settling: ${n} in ${Math.round(s)} s (${Math.round(n / s)}/s)`);
    }, 30_000);
    // The wallet's server killed (SIGKILL) once KILL_AT of the tickets have moved: the calls in
    // flight are cut, some of them written. Started again, the next runs must finish the draw
    // with every ticket paid exactly once.
    let killed = null;
    let settling = true;
    const killer = (async () => {
      while (KILL_AT > 0 && settling) {
        const n = await settledCount();
        if (n >= TICKETS * KILL_AT) {
          await portal.kill();
          killed = { settledBefore: n, atSeconds: seconds(t0) };
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const runs = [];
    try {
      runs.push(await settlementAgainst(portal.url).run(new Date()));
      settling = false;
      await killer;
      if (killed) {
        const r0 = performance.now();
        portal = await startPortal(portalEnv);
        killed.restartSeconds = seconds(r0);
        log(
          `killed at ${killed.settledBefore} settled; started again in ${killed.restartSeconds} s`,
        );
      }
      while (runs.at(-1).left > 0 && runs.length < 5) {
        runs.push(await settlementAgainst(portal.url).run(new Date()));
      }
    } finally {
      settling = false;
      clearInterval(progress);
    }
    const outcome = {
      settled: runs.reduce((sum, run) => sum + run.settled, 0),
      left: runs.at(-1).left,
      draws: runs.at(-1).draws,
    };
    const settleMs = performance.now() - t0;
    log(`settled ${outcome.settled} (left ${outcome.left}) in ${round1(settleMs / 1000)} s`);
    if (!outcome.draws.includes(drawId)) problems.push('the run did not move the draw to settled');
    if (KILL_AT > 0 && !killed) problems.push('the settlement ended before its kill');

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
      machine: machine(),
      loadAverage: { placement: placed.loadAverage, settle: loadAverageSettle },
      poolSize: POOL_SIZE,
      members: MEMBERS,
      placement: placed.result,
      placedPerSec: placed.result.placedPerSec,
      p50Ms: placed.result.p50Ms,
      p99Ms: placed.result.p99Ms,
      tickets: TICKETS,
      ticketsLoad: {
        how: 'tickets inserted with SQL, debits through the signed seamless wallet, 100 to a debits call',
        ...load,
      },
      settled: outcome.settled,
      left: outcome.left,
      won: won.rows[0].won,
      stakes: won.rows[0].stakes,
      payouts: won.rows[0].payouts,
      settleSeconds: Math.round(settleMs / 10) / 100,
      // The kill during settlement, and the runs it took to finish (the restart's time included
      // in settleSeconds).
      settleKill: killed,
      settleRuns: runs.length,
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
