// The settlement scenario's data, generated in SQL on its own connection: the agent tree level by
// level and the players under it, each kind's contracts at or below the upline's (decision 034),
// and the day's `bet.settled` events written to the outbox. Every write is a statement of its own
// (members 5,000 per statement, events 1,000), so that no transaction stays open long: other
// people's event consumers on the same cluster wait for the oldest running transaction.
import { periodOf, schedules } from '@portal/shared/contracts/periods';

export const AGENTS = Number(process.env.BENCH_AGENTS ?? 10_000);
export const PLAYERS = Number(process.env.BENCH_PLAYERS ?? AGENTS * 5);
/** Members per INSERT (the tree triggers run per row). */
const MEMBER_CHUNK = 5_000;
/** Events per INSERT: each statement is its own transaction, so its own tx_id. */
const EVENT_CHUNK = 1_000;

const log = (text) => process.stderr.write(`settlement: ${text}\n`);

/**
 * The agent levels (depth 0 to 4 of the tree), each agent under a random agent of the level
 * above: 20 top-level agents (no upline), then 180, 800, 3,000 and 6,000 at 10,000 agents.
 */
export function agentLevels() {
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
export const DAILY_TIERS = [
  { minValidBet: 0n, minActive: 0 },
  { minValidBet: 5_000_000n, minActive: 5 },
  { minValidBet: 100_000_000n, minActive: 50 },
];
export const DAILY_TOP = [[8_000], [12_000], [15_000]];
/** Real-time salary: [profitRate, lossRate, singleBetRate] per tier. */
export const RT_TIERS = [
  { minValidBet: 0n, minActive: 0 },
  { minValidBet: 1_000_000n, minActive: 3 },
];
export const RT_NAMES = ['profitRate', 'lossRate', 'singleBetRate'];
export const RT_TOP = [
  [2_000, 6_000, 3_000],
  [3_000, 9_000, 5_000],
];
export const DAILY_NAMES = ['rate'];

/** The agents level by level (top-level ones without an upline), then the players. */
export async function loadTree(client) {
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
export async function loadContracts(client, kind, tiers, names, top, startedAt) {
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
 * The contract clock at the day's first slot, the daily schedule's cursor on the day and the
 * others past it (the measured run settles the day and nothing else); then fresh statistics.
 */
export async function startContractClock(client, dayStartSlot, dayEndSlot) {
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
}

/**
 * `count` bet.settled events of the players, settled at random instants in [from, from + spanMs),
 * written to the outbox as the seamless wallet writes them: 1,000 per statement (each its own
 * transaction and tx_id). Heavy players bet far more often (a squared uniform pick); stakes 1.00
 * to 500.00 skewed low, about 45% of bets paying back 0.5 to 3.8 times the stake.
 */
export async function writeEvents(client, prefix, count, from, spanMs) {
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
