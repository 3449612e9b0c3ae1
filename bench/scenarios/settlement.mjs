// Agent contract settlement at size, on PostgreSQL (decision 034): a tree of 10,000 agents in 5
// levels (20 top-level agents) and 50,000 players under them, every agent holding a daily-salary
// contract at or below its upline's (the top-level ones granted by the platform), and 1,000,000
// settled bets in one site day written as `bet.settled` events to the outbox, booked into
// contract_figures by the `contract-figures` consumer's handler in batches of 100, each with its
// cursor move (`consumerEventsPerSec`; the dispatcher's own read is explained apart, see
// consume()), then the day settled by the built ContractSettlement (`dailySeconds`,
// `dailyTransfers`, `transfersPerSec`).
// Then real-time salary contracts for the same agents and 50,000 bets inside one 5-minute slot,
// settled the same way (`realtimeSeconds`, ...). Afterwards the ledger invariants and the
// settlement's own checks (`invariantViolations`, must be 0), and a second run over the same
// periods, which must pay nothing (`secondRunTransfers`). All in a fresh schema of
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards unless
// BENCH_KEEP_SCHEMA. BENCH_AGENTS, BENCH_PLAYERS, BENCH_BETS and BENCH_RT_BETS shrink it.
//
// Every write is a statement of its own (events 1,000 per statement, members 5,000), so that no
// transaction stays open long: other people's event consumers on the same cluster wait for the
// oldest running transaction.
import { cpus, loadavg, totalmem } from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import {
  firstSlotOfDay,
  dayNumberOfSlot,
  periodOf,
  schedules,
  slotAt,
  slotStart,
  SLOT_MS,
} from '@portal/shared/contracts/periods';
import { loadConfig } from '../../apps/server/dist/config.js';
import { createDatabase } from '../../apps/server/dist/db/database.js';
import { migrateToLatest } from '../../apps/server/dist/db/migrate.js';
import {
  EVENT_BATCH,
  EventDispatcher,
  toEvent,
} from '../../apps/server/dist/platform/events/event-dispatcher.js';
import { inTransaction } from '../../apps/server/dist/db/transaction.js';
import {
  applyContractFigures,
  CONTRACT_FIGURE_EVENTS,
  CONTRACT_FIGURES_CONSUMER,
} from '../../apps/server/dist/agency/contracts/contract-figures.js';
import { ContractSettlement } from '../../apps/server/dist/agency/contracts/settlement.js';
import { LedgerService } from '../../apps/server/dist/platform/ledger/ledger.service.js';
import { freshSchema } from '../lib/pg-schema.mjs';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 10_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? AGENTS * 5);
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const RT_BETS = Number(process.env.BENCH_RT_BETS ?? 50_000);
/** Members per INSERT (the tree triggers run per row). */
const MEMBER_CHUNK = 5_000;
/** Events per INSERT: each statement is its own transaction, so its own tx_id. */
const EVENT_CHUNK = 1_000;
/** Give up waiting for the consumer after this long without progress. */
const STALL_MS = 120_000;

/**
 * The agent levels (depth 0 to 4 of the tree), each agent under a random agent of the level
 * above: 20 top-level agents (no upline), then 180, 800, 3,000 and 6,000 at 10,000 agents.
 */
function agentLevels() {
  const shares = [0.002, 0.018, 0.08, 0.3];
  const counts = shares.map((share, i) => Math.max(i === 0 ? 2 : 1, Math.round(AGENTS * share)));
  counts.push(Math.max(1, AGENTS - counts.reduce((sum, n) => sum + n, 0)));
  return counts.map((count, level) => ({ level, count }));
}

/**
 * Daily salary tiers (thresholds in minor units of team valid bet, active members): the same
 * thresholds at every level, and rates that fall by a random step at each level, never below 0,
 * so each contract is at or below its upline's (decision 034).
 */
const DAILY_TIERS = [
  { minValidBet: 0n, minActive: 0 },
  { minValidBet: 5_000_000n, minActive: 5 },
  { minValidBet: 100_000_000n, minActive: 50 },
];
const DAILY_TOP = [[8_000], [12_000], [15_000]];
/** Real-time salary: [profitRate, lossRate, singleBetRate] per tier. */
const RT_TIERS = [
  { minValidBet: 0n, minActive: 0 },
  { minValidBet: 1_000_000n, minActive: 3 },
];
const RT_NAMES = ['profitRate', 'lossRate', 'singleBetRate'];
const RT_TOP = [
  [2_000, 6_000, 3_000],
  [3_000, 9_000, 5_000],
];
const DAILY_NAMES = ['rate'];

const seconds = (start) => Math.round((performance.now() - start) / 100) / 10;
const log = (text) => process.stderr.write(`settlement: ${text}\n`);

/** The agents level by level (top-level ones without an upline), then the players. */
async function loadTree(client) {
  for (const { level, count } of agentLevels()) {
    await client.query('drop table if exists bench_uplines');
    await client.query(
      `create temporary table bench_uplines as
       select row_number() over (order by id) as n, id from members where account_key like $1`,
      [`sa${level - 1}\\_%`],
    );
    const uplines =
      level === 0
        ? 0
        : (await client.query('select count(*)::int as n from bench_uplines')).rows[0].n;
    for (let start = 1; start <= count; start += MEMBER_CHUNK) {
      const end = Math.min(count, start + MEMBER_CHUNK - 1);
      await client.query(
        `insert into members (account, account_key, nickname, type, upline_id, affiliate_code,
           created_at, updated_at)
         select 'sa' || $1::int || '_' || g, 'sa' || $1::int || '_' || g, 'sa' || $1::int || '_' || g,
           case when $1::int = 0 then 1 else 2 end, u.id, 'SA' || $1::int || 'X' || g,
           now() - interval '300 days', now() - interval '300 days'
         from generate_series($2::int, $3::int) g
         left join bench_uplines u on u.n = 1 + (hashint4(g) & 2147483647) % greatest($4::int, 1)
           and $4::int > 0`,
        [level, start, end, uplines],
      );
    }
    // Fresh statistics after each level: the tree trigger's statements are planned once per
    // session and replanned on analyze, and a plan made on a nearly empty members table scans
    // it whole on every inserted row.
    await client.query('analyze members, agency_tree');
  }
  // Players under agents of any level below the top, the deeper levels having most of them.
  await client.query('drop table if exists bench_uplines');
  await client.query(
    `create temporary table bench_uplines as
     select row_number() over (order by id) as n, id from members
     where type = 2 and account_key like 'sa%'`,
  );
  const { rows } = await client.query('select count(*)::int as n from bench_uplines');
  for (let start = 1; start <= PLAYERS; start += MEMBER_CHUNK) {
    const end = Math.min(PLAYERS, start + MEMBER_CHUNK - 1);
    await client.query(
      `insert into members (account, account_key, nickname, type, upline_id, created_at, updated_at)
       select 'sp_' || g, 'sp_' || g, 'sp_' || g, 0, u.id,
         now() - interval '100 days', now() - interval '100 days'
       from generate_series($1::int, $2::int) g
       join bench_uplines u on u.n = 1 + (hashint4(g) & 2147483647) % $3::int`,
      [start, end, rows[0].n],
    );
    await client.query('analyze members, agency_tree');
  }
  // Every member's main and bonus wallets, as registration makes them (ledger.ensureWallets).
  for (const wallet of ['main', 'bonus']) {
    await client.query(
      `insert into ledger_accounts (code, owner_type, member_id, wallet, currency, allow_negative)
       select 'member:' || id || ':${wallet}', 'member', id, '${wallet}', currency, 0
       from members where account_key like 'sa%' or account_key like 'sp\\_%'
       on conflict (code) do nothing`,
    );
  }
}

/**
 * One kind's contracts for every agent, level by level: the top-level agents get `top` from the
 * platform (grantor null), each other agent its upline's rates less a random step (the same step
 * on every tier and rate, so the rates still never fall from tier to tier), never below 0.
 */
async function loadContracts(client, kind, tiers, names, top, startedAt) {
  await client.query('drop table if exists bench_rates');
  await client.query(
    'create temporary table bench_rates (member_id int primary key, grantor_id int, rates int[])',
  );
  for (const { level } of agentLevels()) {
    if (level === 0) {
      await client.query(
        `insert into bench_rates select id, null, $1::int[] from members
         where account_key like 'sa0\\_%'`,
        [top.flat()],
      );
    } else {
      await client.query(
        `insert into bench_rates
         select m.id, m.upline_id, array(
           select greatest(0, r - d.step) from unnest(u.rates) with ordinality x(r, i) order by i)
         from members m
         join bench_rates u on u.member_id = m.upline_id
         cross join lateral (select (300 + floor(random() * 1200))::int + 0 * m.id as step) d
         where m.account_key like $1`,
        [`sa${level}\\_%`],
      );
    }
  }
  // tiers JSON as contract-terms.ts stores it: minValidBet as text, rates in ppm by name.
  const parts = tiers.map((tier, t) => {
    const rates = names
      .map((name, n) => `'${name}', r.rates[${t * names.length + n + 1}]`)
      .join(', ');
    return `json_build_object('minValidBet', '${tier.minValidBet}', 'minActive', ${tier.minActive},
      'rates', json_build_object(${rates}))`;
  });
  const { rowCount } = await client.query(
    `insert into contracts (kind, holder_id, grantor_id, period, tiers, state, started_at)
     select $1, r.member_id, r.grantor_id, null, json_build_array(${parts.join(', ')})::text,
       'active', $2
     from bench_rates r order by r.member_id`,
    [kind, startedAt],
  );
  return rowCount;
}

/**
 * `count` bet.settled events of the players, settled at random instants in [from, from + spanMs),
 * written to the outbox as the seamless wallet writes them: 1,000 per statement (each its own
 * transaction and tx_id). Heavy players bet far more often (a squared uniform pick); stakes 1.00
 * to 500.00 skewed low, about 45% of bets paying back 0.5 to 3.8 times the stake.
 */
async function writeEvents(client, prefix, count, from, spanMs) {
  const { rows } = await client.query(
    `select count(*)::int as n from members where account_key like 'sp\\_%'`,
  );
  await client.query('drop table if exists bench_players');
  await client.query(
    `create temporary table bench_players as select row_number() over (order by id) - 1 as k, id
     from members where account_key like 'sp\\_%'`,
  );
  await client.query('create index on bench_players (k)');
  await client.query('analyze bench_players');
  for (let start = 1; start <= count; start += EVENT_CHUNK) {
    const end = Math.min(count, start + EVENT_CHUNK - 1);
    await client.query(
      `insert into domain_events (tx_id, type, version, event_key, member_id, payload, occurred_at)
       select pg_current_xact_id()::text::bigint, 'bet.settled', 1, $1 || b.g, p.id,
         json_build_object('provider', 'bench', 'roundId', $1 || b.g, 'memberId', p.id,
           'gameId', 1, 'categoryCode', 'RNG', 'vendor', 'BENCH', 'currency', 'MYR',
           'stake', b.stake::text, 'payout', b.payout::text, 'validTurnover', b.stake::text,
           'settledAt', to_char(b.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text,
         b.at
       from (
         select g, k, stake,
           case when random() < 0.45 then floor(stake * (0.5 + random() * 3.3))::bigint else 0 end
             as payout,
           $4::timestamptz + floor(random() * $5::bigint) * interval '1 millisecond' as at
         from (
           select g, floor(power(random(), 2) * $6::int)::int as k,
             (100 + floor(power(random(), 3) * 49900))::bigint as stake
           from generate_series($2::int, $3::int) g
         ) r
       ) b
       join bench_players p on p.k = b.k`,
      [prefix, start, end, from, spanMs, rows[0].n],
    );
    if (end % 100_000 === 0) log(`${end} events written`);
  }
}

/**
 * The `contract-figures` consumer's work for `expected` events: batches of EVENT_BATCH (100) in
 * (tx_id, id) order below the oldest running transaction, each handled by the consumer's own
 * applyContractFigures in one transaction that also moves its cursor (event_consumers), as
 * EventDispatcher.handleBatch does. Only the read differs from the dispatcher's: a row comparison
 * `(tx_id, id) > cursor` that the (tx_id, id) index answers, where the dispatcher's
 * `tx_id > c or (tx_id = c and id > i)` makes PostgreSQL walk the index from the oldest event
 * kept and filter every event already handled (see `dispatcherRead`): at a million events that
 * read alone takes most of a second per batch. A pass that finds nothing waits a little.
 */
async function consume(db, expected) {
  let handled = 0;
  let progressAt = performance.now();
  const consumer = await db
    .selectFrom('event_consumers')
    .select(['cursor_tx_id', 'cursor_id'])
    .where('name', '=', CONTRACT_FIGURES_CONSUMER)
    .executeTakeFirstOrThrow();
  let cursor = [Number(consumer.cursor_tx_id), Number(consumer.cursor_id)];
  while (handled < expected) {
    const { rows } = await sql`
      select * from domain_events
      where type in (${sql.join([...CONTRACT_FIGURE_EVENTS])})
        and (tx_id, id) > (${cursor[0]}, ${cursor[1]})
        and tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
      order by tx_id, id limit ${EVENT_BATCH}`.execute(db);
    if (rows.length === 0) {
      if (performance.now() - progressAt > STALL_MS) {
        throw new Error(`the consumer stalled at ${handled} of ${expected} events`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const events = rows.map(toEvent);
    const last = events[events.length - 1];
    await inTransaction(db, async (trx) => {
      await applyContractFigures(trx, events);
      await trx
        .updateTable('event_consumers')
        .set({ cursor_tx_id: last.txId, cursor_id: last.id, updated_at: new Date().toISOString() })
        .where('name', '=', CONTRACT_FIGURES_CONSUMER)
        .where('cursor_tx_id', '=', cursor[0])
        .where('cursor_id', '=', cursor[1])
        .execute();
    });
    cursor = [last.txId, last.id];
    handled += events.length;
    progressAt = performance.now();
  }
  return handled;
}

/**
 * The dispatcher's read (event-dispatcher.ts, `read`) for the contract-figures consumer with its
 * cursor half-way through the day's events, under EXPLAIN ANALYZE: its time and the events its
 * index scan filtered away to find the next 100.
 */
async function dispatcherRead(client) {
  const { rows: half } = await client.query(
    `select tx_id, id from domain_events where event_key like 'bench:d:%' order by tx_id, id
     offset (select count(*) / 2 from domain_events where event_key like 'bench:d:%') limit 1`,
  );
  const { rows } = await client.query(
    `explain (analyze, buffers)
     select * from domain_events
     where type in ('bet.settled', 'bonus.released')
       and (tx_id > $1 or (tx_id = $1 and id > $2))
       and tx_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
     order by tx_id, id limit 100`,
    [half[0].tx_id, half[0].id],
  );
  const plan = rows.map((row) => row['QUERY PLAN']);
  if (process.env.BENCH_EXPLAIN) console.error(`-- dispatcher read\n${plan.join('\n')}`);
  const time = plan.find((line) => line.startsWith('Execution Time'));
  const filtered = plan.find((line) => line.includes('Rows Removed by Filter'));
  return {
    ms: Number(/([\d.]+) ms/.exec(time)[1]),
    rowsFiltered: filtered ? Number(/(\d+)\s*$/.exec(filtered)[1]) : 0,
  };
}

/** Counts the calls and time spent in ledger.transfer (all the settlement uses of the ledger). */
function timedLedger(ledger) {
  const timing = { calls: 0, ms: 0 };
  const wrapped = {
    transfer: async (input, trx) => {
      const start = performance.now();
      try {
        return await ledger.transfer(input, trx);
      } finally {
        timing.calls += 1;
        timing.ms += performance.now() - start;
      }
    },
  };
  return { wrapped, timing };
}

/**
 * The settlement's checks for the periods settled (decision 034), as a list of what is wrong:
 * each row's amount is max(0, gross - downline gross); its downline gross is the sum of the gross
 * of the rows of the contracts its holder granted; its figures are its team's (closure table over
 * contract_figures); its tier and gross are its terms applied to them; each period's total paid
 * equals the sum over the rows and over its transfers; each holder is paid at most once; each paid
 * row has its transfer (the right amount, kind, from contract_pool to the holder's main wallet) and
 * no unpaid row has one.
 */
export async function settlementChecks(client, periods) {
  const problems = [];
  const count = async (name, text, values) => {
    const { rows } = await client.query(text, values);
    const n = Number(rows[0].n);
    if (n) problems.push(`${name}: ${n}`);
  };
  for (const { kind, grain, start, from, to } of periods) {
    const values = [kind, start];
    await count(
      `${kind} amount is not max(0, gross - downline gross)`,
      `select count(*) as n from contract_settlements where kind = $1 and period_start = $2
         and amount <> greatest(0, gross - downline_gross)`,
      values,
    );
    await count(
      `${kind} downline gross is not the granted contracts' gross`,
      `select count(*) as n from contract_settlements s
       where s.kind = $1 and s.period_start = $2 and s.downline_gross <> coalesce((
         select sum(d.gross) from contract_settlements d join contracts c on c.id = d.contract_id
         where d.kind = $1 and d.period_start = $2 and c.grantor_id = s.holder_id), 0)`,
      values,
    );
    await count(
      `${kind} figures differ from the team's`,
      `with team as (
         select t.ancestor_id as holder_id, sum(f.valid_bets) as valid_bets, sum(f.bets) as bets,
           sum(f.payouts) as payouts, sum(f.wins) as wins, sum(f.losses) as losses,
           count(distinct f.member_id) filter (where f.bet_count > 0) as active
         from contract_figures f join agency_tree t on t.descendant_id = f.member_id
         where f.grain = $3 and f.bucket >= $4 and f.bucket < $5
           and t.ancestor_id in (select holder_id from contracts where kind = $1)
         group by t.ancestor_id)
       select count(*) as n from team full join (
         select * from contract_settlements where kind = $1 and period_start = $2) s
         on s.holder_id = team.holder_id
       where s.id is null or team.holder_id is null or s.valid_bets <> team.valid_bets
         or s.bets <> team.bets or s.payouts <> team.payouts or s.wins <> team.wins
         or s.losses <> team.losses or s.active_members <> team.active`,
      [kind, start, grain, from, to],
    );
    // The tier and gross, from the contract's stored terms, in plain JavaScript.
    const { rows } = await client.query(
      `select s.holder_id, s.tier, s.gross, s.valid_bets, s.wins, s.losses, s.active_members,
         c.tiers
       from contract_settlements s join contracts c on c.id = s.contract_id
       where s.kind = $1 and s.period_start = $2`,
      values,
    );
    let wrongGross = 0;
    for (const row of rows) {
      const tiers = JSON.parse(row.tiers);
      let tier = -1;
      tiers.forEach((t, i) => {
        if (BigInt(t.minValidBet) <= BigInt(row.valid_bets) && t.minActive <= row.active_members)
          tier = i;
      });
      const rates = tiers[tier]?.rates ?? {};
      const ppm = (name) => BigInt(rates[name] ?? 0);
      const parts =
        kind === 'realtime'
          ? ppm('singleBetRate') * BigInt(row.valid_bets) +
            ppm('lossRate') * BigInt(row.losses) +
            ppm('profitRate') * BigInt(row.wins)
          : ppm('rate') * BigInt(row.valid_bets);
      if (row.tier !== tier + 1 || BigInt(row.gross) !== parts / 1_000_000n) wrongGross += 1;
    }
    if (wrongGross) problems.push(`${kind} tier or gross not the terms': ${wrongGross}`);
    const { rows: totals } = await client.query(
      `select coalesce(sum(s.amount), 0) as paid,
         coalesce(sum(greatest(0, s.gross - s.downline_gross)), 0) as due,
         coalesce(sum(t.amount), 0) as transferred
       from contract_settlements s left join ledger_transfers t on t.id = s.transfer_id
       where s.kind = $1 and s.period_start = $2`,
      values,
    );
    const { paid, due, transferred } = totals[0];
    if (paid !== due || paid !== transferred) {
      problems.push(`${kind} paid ${paid}, due ${due}, transferred ${transferred}`);
    }
    await count(
      `${kind} paid row without its transfer, or unpaid row with one`,
      `select count(*) as n from contract_settlements s
       left join ledger_transfers t on t.id = s.transfer_id
       left join ledger_accounts f on f.id = t.from_account_id
       left join ledger_accounts a on a.id = t.to_account_id
       where s.kind = $1 and s.period_start = $2 and (
         (s.amount = 0) <> (s.transfer_id is null)
         or (s.amount > 0 and (t.id is null or t.amount <> s.amount
           or t.kind <> $3 or f.code not like 'system:contract\\_pool:%'
           or a.code <> 'member:' || s.holder_id || ':main'
           or t.idempotency_key <> 'contract:' || $1 || ':' || s.holder_id || ':'
             || to_char($2::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))))`,
      [kind, start, kind === 'daily' ? 'daily_salary' : 'realtime_salary'],
    );
    await count(
      `${kind} holder paid more than once, or transfers of the period not its paid rows`,
      `select abs(count(*) - count(distinct t.to_account_id))
         + abs(count(*) - (select count(*) from contract_settlements
             where kind = $3 and period_start = $4 and amount > 0)) as n
       from ledger_transfers t where t.kind = $1 and t.memo = $2`,
      [kind === 'daily' ? 'daily_salary' : 'realtime_salary', `${kind} ${start}`, kind, start],
    );
    await count(
      `${kind} holder with two rows`,
      `select count(*) as n from (select holder_id from contract_settlements
         where kind = $1 and period_start = $2 group by holder_id having count(*) > 1) x`,
      values,
    );
  }
  return problems;
}

/** The contract figures booked against the events written (per grain, every money column). */
async function figureMismatches(client, grain, from, to, eventPrefix) {
  const { rows } = await client.query(
    `with e as (
       select sum((payload::json->>'validTurnover')::bigint) as valid_bets,
         sum((payload::json->>'stake')::bigint) as bets,
         sum((payload::json->>'payout')::bigint) as payouts, count(*) as bet_count
       from domain_events where event_key like $4),
     f as (
       select coalesce(sum(valid_bets), 0) as valid_bets, coalesce(sum(bets), 0) as bets,
         coalesce(sum(payouts), 0) as payouts, coalesce(sum(bet_count), 0) as bet_count
       from contract_figures where grain = $1 and bucket >= $2 and bucket < $3)
     select (e.valid_bets <> f.valid_bets)::int + (e.bets <> f.bets)::int
       + (e.payouts <> f.payouts)::int + (e.bet_count <> f.bet_count)::int as n
     from e, f`,
    [grain, from, to, `${eventPrefix}%`],
  );
  return Number(rows[0].n);
}

/** The team-figures query of settlement.ts (teamFigures) under EXPLAIN ANALYZE. */
async function explainTeamFigures(client, kind, grain, from, to, periodEnd) {
  const { rows } = await client.query(
    `explain (analyze, buffers)
     select t.ancestor_id as holder_id, sum(f.valid_bets) as valid_bets, sum(f.bets) as bets,
       sum(f.payouts) as payouts, sum(f.bonuses) as bonuses, sum(f.wins) as wins,
       sum(f.losses) as losses,
       count(distinct case when f.bet_count > 0 then f.member_id end) as active
     from contract_figures as f
     inner join agency_tree as t on t.descendant_id = f.member_id
     inner join contracts as c on c.holder_id = t.ancestor_id
     where c.kind = $1 and c.started_at < $2 and (c.ended_at is null or c.ended_at >= $2)
       and f.grain = $3 and f.bucket >= $4 and f.bucket < $5
     group by t.ancestor_id`,
    [kind, periodEnd, grain, from, to],
  );
  const plan = rows.map((row) => row['QUERY PLAN']);
  if (process.env.BENCH_EXPLAIN) console.error(`-- teamFigures ${kind}\n${plan.join('\n')}`);
  const time = plan.find((line) => line.startsWith('Execution Time'));
  return Number(/([\d.]+) ms/.exec(time)[1]);
}

const transfersOf = async (client, kind) =>
  Number(
    (await client.query(`select count(*)::int as n from ledger_transfers where kind = $1`, [kind]))
      .rows[0].n,
  );

export async function run() {
  const started = performance.now();
  const database = await freshSchema('settlement');
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '4',
    SQLITE_PATH: '',
  });
  const db = createDatabase(config);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await migrateToLatest(db);
    const ledger = new LedgerService(db);
    const dispatcher = new EventDispatcher(db, (error) => log(`consumer error: ${error}`));
    dispatcher.register({
      name: CONTRACT_FIGURES_CONSUMER,
      types: CONTRACT_FIGURE_EVENTS,
      handle: (event, trx) => applyContractFigures(trx, [event]),
      handleBatch: (batch, trx) => applyContractFigures(trx, batch),
    });
    // The consumer starts before the first event.
    await dispatcher.runOnce(new Date());

    // The settled site day: three days ago; the real-time slot 30 minutes into the next day.
    const day = dayNumberOfSlot(slotAt(Date.now())) - 3;
    const dayStartSlot = firstSlotOfDay(day);
    const dayEndSlot = firstSlotOfDay(day + 1);
    const rtSlot = dayEndSlot + 6;
    const dayStart = slotStart(dayStartSlot);
    const dayEnd = slotStart(dayEndSlot);
    const contractsFrom = new Date(dayStart.getTime() - 10 * 86_400_000).toISOString();

    let start = performance.now();
    await loadTree(client);
    const treeSeconds = seconds(start);
    log(`tree in ${treeSeconds} s`);
    start = performance.now();
    const dailyContracts = await loadContracts(
      client,
      'daily',
      DAILY_TIERS,
      DAILY_NAMES,
      DAILY_TOP,
      contractsFrom,
    );
    // The contract clock at the day's first slot, the daily schedule's cursor on the day and the
    // others past it: the measured run settles the day and nothing else.
    await client.query('insert into contract_clock (id, open_slot) values (1, $1)', [dayStartSlot]);
    for (const schedule of schedules) {
      await client.query('insert into contract_cursors (schedule, next_start) values ($1, $2)', [
        schedule,
        schedule === 'daily' ? dayStartSlot : periodOf(schedule, dayEndSlot).start,
      ]);
    }
    for (const table of ['members', 'agency_tree', 'contracts', 'ledger_accounts']) {
      await client.query(`vacuum analyze ${table}`);
    }
    const contractsSeconds = seconds(start);

    start = performance.now();
    await writeEvents(client, 'bench:d:', BETS, dayStart.toISOString(), 86_400_000);
    const eventsWriteSeconds = seconds(start);
    log(`${BETS} events written in ${eventsWriteSeconds} s`);
    await client.query('vacuum analyze domain_events');
    start = performance.now();
    const loadAverageConsumer = Math.round(loadavg()[0] * 10) / 10;
    const handled = await consume(db, BETS);
    const consumerSeconds = (performance.now() - start) / 1000;
    log(`consumer: ${handled} events in ${Math.round(consumerSeconds)} s`);
    await client.query('vacuum analyze contract_figures');
    const dispatcher50 = await dispatcherRead(client);
    const dailyFigureMismatches = await figureMismatches(client, 'D', day, day + 1, 'bench:d:');

    // 1. The day.
    const dailyTimed = timedLedger(ledger);
    const settlement = new ContractSettlement({ db, ledger: dailyTimed.wrapped });
    const loadAverageDaily = Math.round(loadavg()[0] * 10) / 10;
    start = performance.now();
    const dailySettled = await settlement.run(new Date(dayEnd.getTime() + 2 * 60_000), new Date());
    const dailyMs = performance.now() - start;
    log(
      `daily settled in ${Math.round(dailyMs) / 1000} s: ${JSON.stringify(dailySettled, (k, v) => (typeof v === 'bigint' ? v.toString() : v))}`,
    );
    const dailyTransfers = await transfersOf(client, 'daily_salary');
    const dailyRows = Number(
      (await client.query(`select count(*) from contract_settlements where kind = 'daily'`)).rows[0]
        .count,
    );
    await client.query('analyze contract_settlements');
    const dailyTeamFiguresMs = await explainTeamFigures(
      client,
      'daily',
      'D',
      day,
      day + 1,
      dayEnd.toISOString(),
    );

    // 2. One real-time window.
    const realtimeContracts = await loadContracts(
      client,
      'realtime',
      RT_TIERS,
      RT_NAMES,
      RT_TOP,
      contractsFrom,
    );
    await client.query('analyze contracts');
    await client.query(`update contract_cursors set next_start = $1 where schedule = 'realtime'`, [
      rtSlot,
    ]);
    const rtStart = slotStart(rtSlot);
    start = performance.now();
    await writeEvents(client, 'bench:r:', RT_BETS, rtStart.toISOString(), SLOT_MS);
    const rtEventsWriteSeconds = seconds(start);
    start = performance.now();
    await consume(db, RT_BETS);
    const rtConsumerSeconds = (performance.now() - start) / 1000;
    await client.query('analyze contract_figures');
    const rtFigureMismatches = await figureMismatches(client, 'S', rtSlot, rtSlot + 1, 'bench:r:');
    const rtTimed = timedLedger(ledger);
    const rtSettlement = new ContractSettlement({ db, ledger: rtTimed.wrapped });
    const rtCloseAt = new Date(rtStart.getTime() + SLOT_MS + 2 * 60_000);
    start = performance.now();
    const rtSettled = await rtSettlement.run(rtCloseAt, new Date());
    const realtimeMs = performance.now() - start;
    log(`real-time settled in ${Math.round(realtimeMs) / 1000} s`);
    const realtimeTransfers = await transfersOf(client, 'realtime_salary');
    const realtimeRows = Number(
      (await client.query(`select count(*) from contract_settlements where kind = 'realtime'`))
        .rows[0].count,
    );
    const rtTeamFiguresMs = await explainTeamFigures(
      client,
      'realtime',
      'S',
      rtSlot,
      rtSlot + 1,
      slotStart(rtSlot + 1).toISOString(),
    );

    // 3. The checks, then a second run over the same periods (a new runner, both cursors put
    // back): it must pay nothing.
    const periods = [
      { kind: 'daily', grain: 'D', start: dayStart.toISOString(), from: day, to: day + 1 },
      {
        kind: 'realtime',
        grain: 'S',
        start: rtStart.toISOString(),
        from: rtSlot,
        to: rtSlot + 1,
      },
    ];
    const ledgerViolations = await ledger.checkInvariants();
    const problems = await settlementChecks(client, periods);
    if (dailyFigureMismatches)
      problems.push(`daily figures differ from the events: ${dailyFigureMismatches}`);
    if (rtFigureMismatches)
      problems.push(`real-time figures differ from the events: ${rtFigureMismatches}`);
    const expectedPeriods = [
      [dailySettled, 'daily'],
      [rtSettled, 'realtime'],
    ];
    for (const [settled, schedule] of expectedPeriods) {
      if (settled.length !== 1 || settled[0].schedule !== schedule) {
        problems.push(`${schedule} run settled ${settled.map((s) => s.schedule).join(', ')}`);
      }
    }
    const { rows: before } = await client.query('select count(*)::int as n from ledger_transfers');
    await client.query(`update contract_cursors set next_start = $1 where schedule = 'daily'`, [
      dayStartSlot,
    ]);
    await client.query(`update contract_cursors set next_start = $1 where schedule = 'realtime'`, [
      rtSlot,
    ]);
    start = performance.now();
    const again = await new ContractSettlement({ db, ledger }).run(rtCloseAt, new Date());
    const secondRunSeconds = seconds(start);
    const { rows: after } = await client.query('select count(*)::int as n from ledger_transfers');
    const secondRunTransfers = after[0].n - before[0].n;
    const secondRunPaid = again.reduce((sum, s) => sum + s.paid, 0n);
    if (secondRunPaid !== 0n) problems.push(`second run paid ${secondRunPaid}`);
    for (const violation of [...ledgerViolations, ...problems].slice(0, 10))
      log(`violation: ${violation}`);

    const counts = (
      await client.query(
        `select
        (select count(*) from members)::int as members,
        (select count(*) from agency_tree)::int as closure,
        (select count(*) from contract_figures where grain = 'D' and bucket = $2)::int as day_rows,
        (select count(*) from contract_figures where grain = 'S' and bucket = $1)::int as slot_rows,
        (select max(depth) from agency_tree)::int as max_depth,
        (select pg_size_pretty(pg_database_size(current_database()))) as database_size,
        current_setting('server_version') as pg`,
        [rtSlot, day],
      )
    ).rows[0];
    const paidOf = (settled) => settled.reduce((sum, s) => sum + s.paid, 0n).toString();
    const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
    return {
      scenario: 'settlement',
      db: 'postgres',
      pg: counts.pg,
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model.trim(),
        memoryGb: Math.round(totalmem() / 2 ** 30),
      },
      loadAverage: { consumer: loadAverageConsumer, daily: loadAverageDaily },
      agents: AGENTS,
      agentLevels: agentLevels().map((level) => level.count),
      players: PLAYERS,
      members: counts.members,
      treeDepth: counts.max_depth + 1,
      closureRows: counts.closure,
      dailyContracts,
      realtimeContracts,
      bets: BETS,
      consumerEvents: handled,
      consumerSeconds: round(consumerSeconds),
      consumerEventsPerSec: Math.round(handled / consumerSeconds),
      dispatcherReadAtHalfMs: round(dispatcher50.ms),
      dispatcherReadRowsFiltered: dispatcher50.rowsFiltered,
      dayFigureRows: counts.day_rows,
      day: dayStart.toISOString(),
      dailySeconds: round(dailyMs / 1000, 2),
      dailySettlements: dailyRows,
      dailyTransfers,
      dailyPaid: paidOf(dailySettled),
      transfersPerSec: Math.round(dailyTransfers / (dailyMs / 1000)),
      dailyLedgerSeconds: round(dailyTimed.timing.ms / 1000, 2),
      dailyTeamFiguresMs: round(dailyTeamFiguresMs),
      rtBets: RT_BETS,
      rtConsumerEventsPerSec: Math.round(RT_BETS / rtConsumerSeconds),
      slotFigureRows: counts.slot_rows,
      realtimeSeconds: round(realtimeMs / 1000, 2),
      realtimeSettlements: realtimeRows,
      realtimeTransfers,
      realtimePaid: paidOf(rtSettled),
      realtimeTransfersPerSec: Math.round(realtimeTransfers / (realtimeMs / 1000)),
      realtimeLedgerSeconds: round(rtTimed.timing.ms / 1000, 2),
      realtimeTeamFiguresMs: round(rtTeamFiguresMs),
      invariantViolations: ledgerViolations.length + problems.length,
      secondRunTransfers,
      secondRunSeconds,
      loadSeconds: {
        tree: treeSeconds,
        contracts: contractsSeconds,
        events: eventsWriteSeconds,
        rtEvents: rtEventsWriteSeconds,
      },
      databaseSize: counts.database_size,
      totalSeconds: seconds(started),
    };
  } finally {
    await client.end();
    await db.destroy();
    if (!process.env.BENCH_KEEP_SCHEMA) await database.drop();
    else log(`kept schema ${database.schema}`);
  }
}
