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
// `genericPlans`). BENCH_MEMBERS and BENCH_BETS shrink the data (the same 6 levels). The tree is
// loaded as a bulk import (decision 067). BENCH_SCHEMA=<schema> measures a schema kept by an
// earlier run (BENCH_KEEP_SCHEMA=1) instead of making one: it is migrated, its missing deposits
// and figures made, and kept. Then the team calls: the downline list `scope=all` (first page and
// a keyset page), team transactions and team bets of this week.
//
// The data is made in ../lib/agent-reports-setup.mjs, the plans explained in
// agent-reports-explain.mjs.
import pg from 'pg';
import { rebuildAgencyFigures, TeamTransactionsRepository } from '../lib/built/agency.mjs';
import { createDatabase, loadConfig, migrateToLatest, seedDemo } from '../lib/built/database.mjs';
import { explainCalls } from '../lib/agent-reports-explain.mjs';
import {
  AGENT,
  levels,
  loadBets,
  loadDeposits,
  loadLedger,
  loadTree,
  MEMBERS,
} from '../lib/agent-reports-setup.mjs';
import { freshSchema } from '../lib/databases.mjs';
import {
  baseline,
  load,
  loadAverage as machineLoad,
  machine,
  secondsSince as seconds,
} from '../lib/measure.mjs';
import { startPortal } from '../lib/server.mjs';
import { signIn } from '../lib/setup.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = 16;
/** Server connections to PostgreSQL (see the ledger scenario for why 16 on 2 cores). */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 16);
const FLOOR_P99_MS = 100;
/** The floor of the team bets and transactions totals over a week (issue 28). */
const TEAM_FLOOR_P99_MS = 300;
/** Connections and seconds of each team call's load (their totals read far more than a page). */
const TEAM_CONNECTIONS = 4;
const TEAM_DURATION_S = Math.max(5, Math.round(DURATION_S / 2));

function figures(result, floor = FLOOR_P99_MS) {
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    p99WithinFloor:
      result.latency.p99 <= floor && result.non2xx + result.errors + result.timeouts === 0,
  };
}

/**
 * The team transactions' totals for the top agent over the week of `week` (the transactionsWeek
 * answer's days), read one call at a time in the bench process by the built repository: from the
 * team's ledger days (decision 075, what the call reads) and from the ledger entries themselves
 * (what it read before, and still reads for one account). Milliseconds of each of RUNS calls, and
 * an invariant violation for each run whose two answers differ.
 */
async function compareTransactionTotals(db, agentId, week) {
  const RUNS = 5;
  const repository = new TeamTransactionsRepository(db);
  const nextDay = (day) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const dayStart = (day) => new Date(Date.parse(`${day}T00:00:00Z`) - 8 * 3600_000).toISOString();
  const filter = { agentId, from: dayStart(week.from), to: dayStart(nextDay(week.to)) };
  const days = { ...filter, fromDay: week.from, toDay: nextDay(week.to) };
  const timed = async (read) => {
    const started = performance.now();
    const value = await read();
    return { ms: Math.round(performance.now() - started), value };
  };
  const fromDays = [];
  const fromEntries = [];
  let invariantViolations = 0;
  let totals = null;
  for (let run = 0; run < RUNS; run += 1) {
    const summary = await timed(() => repository.dayTotals(days));
    const raw = await timed(() => repository.totals(filter));
    fromDays.push(summary.ms);
    fromEntries.push(raw.ms);
    totals = summary.value;
    if (
      JSON.stringify(summary.value, (_, v) => (typeof v === 'bigint' ? String(v) : v)) !==
      JSON.stringify(raw.value, (_, v) => (typeof v === 'bigint' ? String(v) : v))
    ) {
      invariantViolations += 1;
    }
  }
  return {
    days: `${week.from}..${week.to}`,
    entries: totals?.count ?? 0,
    fromDaysMs: fromDays,
    fromEntriesMs: fromEntries,
    invariantViolations,
  };
}

/** A schema kept by an earlier run, measured again (BENCH_SCHEMA); never dropped. */
function keptSchema(schema) {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return {
    kind: 'postgres',
    schema,
    url: `${url}${url.includes('?') ? '&' : '?'}options=${options}`,
    drop: async () => process.stderr.write(`schema kept: ${schema}\n`),
  };
}

export async function run() {
  const base = await baseline({ connections: CONNECTIONS, duration: DURATION_S });

  const database = process.env.BENCH_SCHEMA
    ? keptSchema(process.env.BENCH_SCHEMA)
    : await freshSchema('agent_reports');
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
    const reuse = Boolean(process.env.BENCH_SCHEMA);
    if (!reuse) await seedDemo(db, config);

    let start = performance.now();
    let tree = null;
    let treeSeconds = null;
    let bettors = null;
    let betsSeconds = null;
    if (!reuse) {
      tree = await loadTree(db);
      treeSeconds = seconds(start);
      process.stderr.write(`agent-reports: tree in ${treeSeconds} s ${JSON.stringify(tree)}\n`);
      start = performance.now();
      bettors = await loadBets(client);
      betsSeconds = seconds(start);
    }
    start = performance.now();
    const { rows: made } = await client.query(
      `select exists (select 1 from deposit_orders where order_no like 'BD%') as deposits,
        exists (select 1 from member_daily_figures f
          join members m on m.id = f.member_id where m.account_key like 'bench%') as figures`,
    );
    const deposits = made[0].deposits ? null : await loadDeposits(client);
    const depositsSeconds = seconds(start);
    start = performance.now();
    const { rows: ledgerMade } = await client.query(
      `select exists (select 1 from ledger_transfers where idempotency_key like 'bench-%') as made`,
    );
    const ledgerTransfers = ledgerMade[0].made ? null : await loadLedger(client);
    const ledgerSeconds = seconds(start);
    start = performance.now();
    for (const table of [
      'members',
      'agency_tree',
      'bet_rounds',
      'deposit_orders',
      'ledger_accounts',
      'ledger_transfers',
      'ledger_entries',
    ]) {
      await client.query(`vacuum analyze ${table}`);
    }
    const analyzeSeconds = seconds(start);
    process.stderr.write(
      `agent-reports: bets in ${betsSeconds} s, deposits in ${depositsSeconds} s, ` +
        `ledger (${ledgerTransfers} transfers) in ${ledgerSeconds} s, ` +
        `vacuum analyze in ${analyzeSeconds} s\n`,
    );

    start = performance.now();
    let rebuildSeconds = null;
    if (!reuse || !made[0].figures || ledgerTransfers || process.env.BENCH_REBUILD) {
      await rebuildAgencyFigures(db);
      rebuildSeconds = seconds(start);
    }
    process.stderr.write(`agent-reports: rebuild in ${rebuildSeconds} s\n`);
    // The figures tables are new: their statistics too, as autovacuum would gather them.
    start = performance.now();
    for (const table of [
      'member_daily_figures',
      'team_daily_figures',
      'team_round_days',
      'team_ledger_days',
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
        (select count(*) from team_round_days)::int as team_round_days,
        (select count(*) from team_ledger_days)::int as team_ledger_days,
        (select count(*) from ledger_entries)::int as ledger_entries,
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
    const token = await signIn(portal.url, AGENT.account, AGENT.password);
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
      loadAverage[name] = machineLoad();
      results[name] = figures(
        await load({
          url: portal.url + path,
          headers,
          connections: CONNECTIONS,
          duration: DURATION_S,
        }),
      );
    }
    // The team calls: the downline list of every level (its first page, then a page from the
    // middle of the accounts by keyset), and the last 7 site days' team transactions and bets.
    // Team bets over the last 7 site days, as the site asks for them (whole days, GMT+8): their
    // totals come from the team's round days (decision 074). The same week from an instant that
    // is not a day's start is read from the rounds themselves, as every range was before.
    const siteDay = (ms) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
    const dayStart = (day) => new Date(Date.parse(`${day}T00:00:00Z`) - 8 * 3600_000);
    const today = Date.parse(`${siteDay(Date.now())}T00:00:00Z`);
    const weekFrom = dayStart(siteDay(today - 6 * 86_400_000)).toISOString();
    const weekTo = dayStart(siteDay(today + 86_400_000)).toISOString();
    const weekStart = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();
    const teamCalls = {
      membersAll: { path: '/wps/agent/team/members?scope=all', floor: FLOOR_P99_MS },
      membersAllKeyset: {
        path: '/wps/agent/team/members?scope=all&after=bench5_5',
        floor: FLOOR_P99_MS,
      },
      transactionsWeek: {
        path: `/wps/agent/team/transactions?period=custom&from=${siteDay(today - 6 * 86_400_000)}&to=${siteDay(today)}`,
        floor: TEAM_FLOOR_P99_MS,
      },
      betsWeek: {
        path: `/wps/agent/team/bets?from=${encodeURIComponent(weekFrom)}&to=${encodeURIComponent(weekTo)}`,
        floor: TEAM_FLOOR_P99_MS,
      },
      betsWeekFromRounds: {
        path: `/wps/agent/team/bets?from=${encodeURIComponent(weekStart)}`,
        floor: TEAM_FLOOR_P99_MS,
      },
    };
    const team = {};
    const teamAnswers = {};
    for (const [name, { path, floor }] of Object.entries(teamCalls)) {
      const answer = await (await fetch(portal.url + path, { headers })).json();
      teamAnswers[name] = answer.value;
      // A server without the call's query (keyset paging before decision 067) is named, not loaded.
      if (!answer.success) {
        team[name] = { refused: answer.code ?? answer.message ?? 'failed' };
        continue;
      }
      loadAverage[name] = machineLoad();
      team[name] = figures(
        await load({
          url: portal.url + path,
          headers,
          connections: TEAM_CONNECTIONS,
          duration: TEAM_DURATION_S,
          timeout: 30,
        }),
        floor,
      );
      team[name].floorP99Ms = floor;
      team[name].total = answer.value.total;
    }
    const transactionTotals = await compareTransactionTotals(
      db,
      agent.id,
      teamAnswers.transactionsWeek,
    );
    // The periods the overview reads: each day of the month, then the month (reports.service.ts).
    const explained = await explainCalls(client, agent.id, from, to, [
      ...answers.overview.days.map((d) => `D${d.date}`),
      `M${from.slice(0, 7)}`,
    ]);

    const baselineReqPerSec = Math.round(base.requests.average);
    return {
      scenario: 'agent-reports',
      db: 'postgres',
      machine: machine({ memory: false }),
      members: counts.members,
      levels: levels().length + 1,
      closureRows: counts.closure,
      directDownlines: agent.direct_count,
      bets: counts.bets,
      bettors,
      deposits,
      memberFigureRows: counts.member_figures,
      teamFigureRows: counts.team_figures,
      teamRoundDayRows: counts.team_round_days,
      teamLedgerDayRows: counts.team_ledger_days,
      ledgerEntries: counts.ledger_entries,
      ledgerTransfers,
      databaseSize: counts.database_size,
      treeImport: tree,
      treeMembersPerSec: treeSeconds && Math.round(counts.members / treeSeconds),
      loadSeconds: {
        tree: treeSeconds,
        bets: betsSeconds,
        deposits: depositsSeconds,
        ledger: ledgerSeconds,
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
      team,
      transactionTotals,
      invariantViolations: transactionTotals.invariantViolations,
      baselineReqPerSec,
      ratio: Math.round((results.overview.reqPerSec / baselineReqPerSec) * 100) / 100,
      loadAverage,
      ...explained,
    };
  } finally {
    await portal?.stop();
    await client.end();
    await db.destroy();
    await database.drop();
  }
}
