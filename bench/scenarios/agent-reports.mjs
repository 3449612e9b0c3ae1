// The agent reports at size, on PostgreSQL (ARCHITECTURE section 13, issue 14): an agency tree of
// 100,000 members in 6 levels under one top agent and 10 million settled bets over the last 60
// days, plus credited deposits, generated in SQL (INSERT ... SELECT generate_series) in a fresh
// schema of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped
// afterwards. Then the daily figures are built from scratch by the built rebuildAgencyFigures
// (`rebuildSeconds`), and the top agent's team overview and user profit and loss for this month
// are loaded over HTTP at 16 connections, with a bare Fastify baseline measured in the same run
// (`ratio` = overview / baseline). The floor (issue 14) is p99 <= 100 ms on both calls. Last, each
// query the two calls make for the top agent is run under EXPLAIN ANALYZE as the server runs it,
// a named prepared statement (`explainMs`, the slowest in `slowestQuery`, the generic plans in
// `genericPlans`). BENCH_MEMBERS and BENCH_BETS shrink the data (the same 6 levels).
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { encryptPayload, importPublicKey } from '@portal/shared/crypto/payload-encryption';
import { loadConfig } from '../../apps/server/dist/config.js';
import { createDatabase } from '../../apps/server/dist/db/database.js';
import { migrateToLatest } from '../../apps/server/dist/db/migrate.js';
import { seedDemo } from '../../apps/server/dist/db/seeds/demo-seed.js';
import { rebuildAgencyFigures } from '../../apps/server/dist/agency/reports/figures-rebuild.js';
import { freePort, startPortal } from '../lib/server.mjs';
import { freshSchema } from '../lib/pg-schema.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 16;
/** Server connections to PostgreSQL (see the ledger scenario for why 16 on 2 cores). */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 16);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const BETS = Number(process.env.BENCH_BETS ?? 10_000_000);
const FLOOR_P99_MS = 100;
const DAYS = 60;
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH'];
const AGENT = { account: 'benchtop', password: 'Bench1234' };
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/** Rows per INSERT ... SELECT of bets (each its own transaction). */
const BET_CHUNK = 1_000_000;
/** Members per INSERT (the tree triggers run per row; a statement per chunk keeps them short). */
const MEMBER_CHUNK = 5_000;

/**
 * The levels below the top agent (depth 1 to 5; the top agent is the 6th level), each child under
 * a random member of the level above: agents of type 1 under the top, sub-agents of type 2, then
 * players (type 0) at the leaves, about 17 under each last-level agent. Scaled by MEMBERS.
 */
function levels() {
  const scale = MEMBERS / 100_000;
  const inner = [8, 80, 800, 5_600].map((n) => Math.max(1, Math.round(n * scale)));
  const leaves = MEMBERS - 1 - inner.reduce((sum, n) => sum + n, 0);
  return [
    { depth: 1, type: 1, count: inner[0] },
    { depth: 2, type: 2, count: inner[1] },
    { depth: 3, type: 2, count: inner[2] },
    { depth: 4, type: 2, count: inner[3] },
    { depth: 5, type: 0, count: leaves },
  ];
}

const seconds = (start) => Math.round((performance.now() - start) / 100) / 10;

/** The top agent (with a password it has changed itself) and the tree under it, level by level. */
async function loadTree(client) {
  const passwordHash = await hash(AGENT.password, ARGON2);
  await client.query(
    `insert into members (account, account_key, nickname, type, password_hash, password_changed_at,
       affiliate_code, created_at, updated_at)
     values ($1, $1, $1, 1, $2, now(), 'BENCHTOP', now() - interval '400 days', now())`,
    [AGENT.account, passwordHash],
  );
  for (const level of levels()) {
    const upline = level.depth === 1 ? 'benchtop' : `bench${level.depth - 1}\\_%`;
    await client.query('drop table if exists bench_uplines');
    await client.query(
      `create temporary table bench_uplines as
       select row_number() over (order by id) as n, id from members where account_key like $1`,
      [upline],
    );
    const { rows } = await client.query('select count(*)::int as n from bench_uplines');
    const uplines = rows[0].n;
    // Agents registered 200 to 400 days ago; players over the last 180 days.
    const age = level.type === 0 ? `random() * 180` : `200 + random() * 200`;
    for (let start = 1; start <= level.count; start += MEMBER_CHUNK) {
      const end = Math.min(level.count, start + MEMBER_CHUNK - 1);
      await client.query(
        `insert into members (account, account_key, nickname, type, upline_id, affiliate_code,
           created_at, updated_at)
         select 'bench' || $1::int || '_' || g, 'bench' || $1::int || '_' || g,
           'bench' || $1::int || '_' || g, $2::int, u.id,
           case when $2::int > 0 then 'B' || $1::int || 'X' || g end, c.at, c.at
         from (
           select g, 1 + floor(random() * $3::int)::int as n,
             now() - (${age}) * interval '1 day' as at
           from generate_series($4::int, $5::int) g
         ) c
         join bench_uplines u on u.n = c.n`,
        [level.depth, level.type, uplines, start, end],
      );
    }
  }
}

/**
 * BETS settled rounds of the players: about two in three players ever bet, the heavy ones far
 * more often (a squared uniform pick), each on 3 to 27 days of the last 60 (every other day from
 * a day of their own), mostly in one category of their own; stakes 1.00 to 500.00 skewed low,
 * about 45% of rounds paying back 0.5 to 3.8 times the stake.
 */
async function loadBets(client) {
  await client.query(`create temporary table bench_active as
    select row_number() over (order by id) - 1 as k, id from members
    where type = 0 and account_key like 'bench5\\_%' and id % 3 <> 0`);
  const { rows } = await client.query('select count(*)::int as n from bench_active');
  const active = rows[0].n;
  await client.query(
    `create temporary table bench_games as
     select distinct on (category_code) category_code, id, vassalage,
       array_position($1::text[], category_code::text) - 1 as c
     from games where category_code = any($1::text[]) and enabled = 1
     order by category_code, id`,
    [CATEGORIES],
  );
  const { rows: games } = await client.query('select count(*)::int as n from bench_games');
  if (games[0].n !== CATEGORIES.length) throw new Error('the demo catalogue lacks a category');
  // Foreign keys are checked by triggers; the generated ids are those just read.
  await client.query('set session_replication_role = replica');
  for (let start = 1; start <= BETS; start += BET_CHUNK) {
    const end = Math.min(BETS, start + BET_CHUNK - 1);
    await client.query(
      `insert into bet_rounds (provider, round_id, member_id, game_id, category_code, vassalage,
         wallet, currency, stake, payout, status, created_at, settled_at)
       select 'bench', 'b' || b.g, a.id, x.id, x.category_code, x.vassalage, 'main', 'MYR',
         b.stake,
         case when random() < 0.45 then floor(b.stake * (0.5 + random() * 3.3))::bigint else 0 end,
         'settled', b.at - interval '40 seconds', b.at
       from (
         select g, k, (100 + floor(power(random(), 3) * 49900))::bigint as stake,
           case when random() < 0.8 then k % 4 else (k + 1 + floor(random() * 3)::int) % 4 end as c,
           now() - (((k * 7 + floor(random() * (3 + (k * 13) % 25))::int * 2) % ${DAYS})
             + random()) * interval '1 day' as at
         from (
           select g, floor(power(random(), 2) * $1::int)::int as k
           from generate_series($2::int, $3::int) g
         ) r
       ) b
       join bench_active a on a.k = b.k
       join bench_games x on x.c = b.c`,
      [active, start, end],
    );
    process.stderr.write(`agent-reports: ${end} bets\n`);
  }
  await client.query('set session_replication_role = origin');
  return active;
}

/** Credited deposits of about 55% of the players: 1 to 8 each over the last 60 days. */
async function loadDeposits(client) {
  await client.query('set session_replication_role = replica');
  const { rowCount } = await client.query(
    `insert into deposit_orders (order_no, member_id, channel_id, amount, currency, status,
       client_reference, request_hash, turnover_bps, credited_at, created_at, updated_at)
     select 'BD' || m.id || 'N' || n, m.id, ch.id, (10 + floor(power(random(), 2) * 990)) * 100,
       'MYR', 'success', 'bench-' || n, md5(m.id || '-' || n || 'x') || md5(m.id::text), 100,
       t.at, t.at - interval '2 minutes', t.at
     from members m
     cross join lateral generate_series(1, 1 + (m.id * 7) % 8) n
     cross join lateral (select now() - (random() * ${DAYS} + 0 * n) * interval '1 day' as at) t
     cross join (select id from deposit_channels order by id limit 1) ch
     where m.type = 0 and m.account_key like 'bench5\\_%' and m.id % 20 < 11`,
  );
  await client.query('set session_replication_role = origin');
  return rowCount;
}

/** Signs the top agent in as the site does (encrypted body) and returns the token. */
async function signIn(url) {
  const { value: key } = await (await fetch(`${url}/wps/system/publicKey`)).json();
  const body = await encryptPayload(await importPublicKey(key), key.keyId, {
    username: AGENT.account,
    password: AGENT.password,
    type: 'username',
  });
  const response = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return answer.value.token;
}

function load(options) {
  return new Promise((done, fail) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (err, result) =>
      err ? fail(err) : done(result),
    ),
  );
}

/**
 * The queries the two calls make for the top agent over [from, to], in the SQL Kysely sends
 * (reports.repository.ts, agency-scope.ts), each under EXPLAIN ANALYZE as the server runs it: the
 * server prepares its statements by name on each connection (db/database.ts), and after five runs
 * PostgreSQL may keep a generic plan, chosen without the agent's id. So each query is prepared,
 * run six times, then explained (`genericPlans` names those whose plan was the generic one).
 */
async function explainCalls(client, agentId, from, to, periods) {
  const { rows: directs } = await client.query(
    `select id from members where upline_id = $1 order by account_key limit 20`,
    [agentId],
  );
  const ids = [agentId, ...directs.map((row) => row.id)];
  const sums = [
    'registrations',
    'first_deposits',
    'deposit_count',
    'bet_count',
    'deposits',
    'withdrawals',
    'bets',
    'valid_bets',
    'payouts',
    'bonuses',
  ]
    .map((field) => `sum("${field}") as "${field}"`)
    .join(', ');
  const list = (first, count) =>
    Array.from({ length: count }, (_, i) => `$${first + i}`).join(', ');
  const member = `select "id", "account", "type", "currency", "direct_count", "downline_count"
    from "members" where "id" = $1`;
  const queries = {
    member: [member, [agentId]],
    dailyTeam: [
      `select day, ${sums} from "team_daily_figures" where "agent_id" = $1 and day >= $2
       and day <= $3 group by day`,
      [agentId, from, to],
    ],
    dailyOwn: [
      `select day, ${sums} from "member_daily_figures" where "member_id" = $1 and day >= $2
       and day <= $3 group by day`,
      [agentId, from, to],
    ],
    teamActive: [
      `select "period", "active_members" from "team_activity" where "agent_id" = $1
       and "period" in (${list(2, periods.length)})`,
      [agentId, ...periods],
    ],
    ownActive: [
      `select "period" from "agency_activity" where "member_id" = $1
       and "period" in (${list(2, periods.length)})`,
      [agentId, ...periods],
    ],
    levelOf: [
      `select "depth" from "agency_tree" where "descendant_id" = $1 and "ancestor_id" = $2`,
      [agentId, agentId],
    ],
    breadcrumbs: [
      `select "m"."id", "m"."account", "t"."depth" from "agency_tree" as "t"
       inner join "members" as "m" on "m"."id" = "t"."ancestor_id"
       where "t"."descendant_id" = $1 and "t"."depth" <= $2 order by "t"."depth" desc`,
      [agentId, 0],
    ],
    directs: [
      `select "m"."id", "m"."account", "m"."type", "m"."currency", "m"."direct_count",
       "m"."downline_count" from "members" as "m"
       where "m"."upline_id" = $1 and exists (select "t"."depth" from "agency_tree" as "t"
         where "t"."ancestor_id" = $2 and "t"."descendant_id" = $3)
       order by "m"."account_key" limit $4 offset $5`,
      [agentId, agentId, agentId, 20, 0],
    ],
    totalsOwn: [
      `select "member_id" as "owner", ${sums} from "member_daily_figures"
       where "member_id" in (${list(1, ids.length)}) and day >= $${ids.length + 1}
       and day <= $${ids.length + 2} group by "member_id"`,
      [...ids, from, to],
    ],
    totalsTeam: [
      `select "agent_id" as "owner", ${sums} from "team_daily_figures"
       where "agent_id" in (${list(1, ids.length)}) and day >= $${ids.length + 1}
       and day <= $${ids.length + 2} group by "agent_id"`,
      [...ids, from, to],
    ],
  };
  const explainMs = {};
  const genericPlans = [];
  for (const [name, [text, values]] of Object.entries(queries)) {
    const args = values
      .map((value) => (typeof value === 'number' ? String(value) : client.escapeLiteral(value)))
      .join(', ');
    await client.query(`prepare bench_${name} as ${text}`);
    for (let i = 0; i < 6; i++) await client.query(`execute bench_${name}(${args})`);
    const { rows } = await client.query(
      `explain (analyze, buffers) execute bench_${name}(${args})`,
    );
    await client.query(`deallocate bench_${name}`);
    const plan = rows.map((row) => row['QUERY PLAN']);
    const time = plan.find((line) => line.startsWith('Execution Time'));
    explainMs[name] = Number(/([\d.]+) ms/.exec(time)[1]);
    // A generic plan keeps the parameters ($1) in its conditions.
    if (plan.some((line) => /\$\d/.test(line))) genericPlans.push(name);
    if (process.env.BENCH_EXPLAIN) console.error(`-- ${name}\n${plan.join('\n')}`);
  }
  const slowest = Object.entries(explainMs).sort((a, b) => b[1] - a[1])[0];
  return { explainMs, slowestQuery: { name: slowest[0], ms: slowest[1] }, genericPlans };
}

function figures(result) {
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    p99WithinFloor: result.latency.p99 <= FLOOR_P99_MS && result.non2xx + result.errors === 0,
  };
}

export async function run() {
  const baseline = Fastify();
  baseline.get('/', async () => ({ success: true, value: null }));
  const basePort = await freePort();
  await baseline.listen({ port: basePort, host: '127.0.0.1' });
  const base = await load({ url: `http://127.0.0.1:${basePort}/` });
  await baseline.close();

  const database = await freshSchema('agent_reports');
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '4',
    SQLITE_PATH: '',
  });
  const db = createDatabase(config);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let portal;
  try {
    await migrateToLatest(db);
    await seedDemo(db, config);

    let start = performance.now();
    await loadTree(client);
    const treeSeconds = seconds(start);
    process.stderr.write(`agent-reports: tree in ${treeSeconds} s\n`);
    start = performance.now();
    const bettors = await loadBets(client);
    const betsSeconds = seconds(start);
    start = performance.now();
    const deposits = await loadDeposits(client);
    const depositsSeconds = seconds(start);
    start = performance.now();
    for (const table of ['members', 'agency_tree', 'bet_rounds', 'deposit_orders']) {
      await client.query(`vacuum analyze ${table}`);
    }
    const analyzeSeconds = seconds(start);
    process.stderr.write(
      `agent-reports: bets in ${betsSeconds} s, deposits in ${depositsSeconds} s, ` +
        `vacuum analyze in ${analyzeSeconds} s\n`,
    );

    start = performance.now();
    await rebuildAgencyFigures(db);
    const rebuildSeconds = seconds(start);
    process.stderr.write(`agent-reports: rebuild in ${rebuildSeconds} s\n`);
    // The figures tables are new: their statistics too, as autovacuum would gather them.
    start = performance.now();
    for (const table of [
      'member_daily_figures',
      'team_daily_figures',
      'agency_activity',
      'team_activity',
      'agency_first_deposits',
    ]) {
      await client.query(`vacuum analyze ${table}`);
    }
    const figuresAnalyzeSeconds = seconds(start);
    const counts = (
      await client.query(`select
        (select count(*) from members)::int as members,
        (select count(*) from agency_tree)::int as closure,
        (select count(*) from bet_rounds)::int as bets,
        (select count(*) from member_daily_figures)::int as member_figures,
        (select count(*) from team_daily_figures)::int as team_figures,
        (select pg_size_pretty(pg_database_size(current_database()))) as database_size`)
    ).rows[0];
    const { rows: agentRows } = await client.query(
      'select id, direct_count, downline_count from members where account_key = $1',
      [AGENT.account],
    );
    const agent = agentRows[0];

    portal = await startPortal({
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      VERIFY_NEW_IP: 'false',
    });
    const token = await signIn(portal.url);
    const headers = { authorization: `Bearer ${token}` };
    const calls = {
      overview: '/wps/agent/team/overview?period=month',
      profit: '/wps/agent/team/profit?period=month',
    };
    const answers = {};
    for (const [name, path] of Object.entries(calls)) {
      const answer = await (await fetch(portal.url + path, { headers })).json();
      if (!answer.success) throw new Error(`${name} failed: ${JSON.stringify(answer)}`);
      answers[name] = answer.value;
    }
    const { from, to } = answers.overview;
    if (answers.overview.teamSize.all !== MEMBERS - 1) {
      throw new Error(`team size ${answers.overview.teamSize.all}, expected ${MEMBERS - 1}`);
    }
    const results = {};
    const loadAverage = {};
    for (const [name, path] of Object.entries(calls)) {
      // The machine's 1-minute load average when each load starts: other work on it shows here.
      loadAverage[name] = Math.round(loadavg()[0] * 10) / 10;
      results[name] = figures(await load({ url: portal.url + path, headers }));
    }
    // The periods the overview reads: each day of the month, then the month (reports.service.ts).
    const explained = await explainCalls(client, agent.id, from, to, [
      ...answers.overview.days.map((d) => `D${d.date}`),
      `M${from.slice(0, 7)}`,
    ]);

    const baselineReqPerSec = Math.round(base.requests.average);
    return {
      scenario: 'agent-reports',
      db: 'postgres',
      machine: { cpus: cpus().length, model: cpus()[0]?.model.trim() },
      members: counts.members,
      levels: levels().length + 1,
      closureRows: counts.closure,
      directDownlines: agent.direct_count,
      bets: counts.bets,
      bettors,
      deposits,
      memberFigureRows: counts.member_figures,
      teamFigureRows: counts.team_figures,
      databaseSize: counts.database_size,
      loadSeconds: {
        tree: treeSeconds,
        bets: betsSeconds,
        deposits: depositsSeconds,
        vacuumAnalyze: analyzeSeconds,
        figuresAnalyze: figuresAnalyzeSeconds,
      },
      rebuildSeconds,
      period: { from, to },
      monthFigures: {
        bets: answers.overview.figures.bets,
        betCount: answers.overview.figures.betCount,
        activeMembers: answers.overview.figures.activeMembers,
        deposits: answers.overview.figures.deposits,
      },
      connections: CONNECTIONS,
      poolSize: POOL_SIZE,
      durationS: DURATION_S,
      floorP99Ms: FLOOR_P99_MS,
      overview: results.overview,
      profit: results.profit,
      baselineReqPerSec,
      ratio: Math.round((results.overview.reqPerSec / baselineReqPerSec) * 100) / 100,
      loadAverage,
      ...explained,
    };
  } finally {
    await portal?.stop();
    await client.end();
    await db.destroy();
    if (!process.env.BENCH_KEEP_SCHEMA) await database.drop();
    else process.stderr.write(`agent-reports: kept schema ${database.schema}\n`);
  }
}
