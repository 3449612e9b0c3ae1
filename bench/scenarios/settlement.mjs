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
// The data is made in ../lib/settlement-setup.mjs, the consumer run in settlement-consumer.mjs and
// the checks in settlement-checks.mjs.
import pg from 'pg';
import {
  firstSlotOfDay,
  dayNumberOfSlot,
  slotAt,
  slotStart,
  SLOT_MS,
} from '@portal/shared/contracts/periods';
import {
  applyContractFigures,
  CONTRACT_FIGURE_EVENTS,
  CONTRACT_FIGURES_CONSUMER,
  ContractSettlement,
} from '../lib/built/agency.mjs';
import { createDatabase, loadConfig, migrateToLatest } from '../lib/built/database.mjs';
import { EventDispatcher, LedgerService } from '../lib/built/platform.mjs';
import { freshSchema } from '../lib/databases.mjs';
import { loadAverage, machine, secondsSince as seconds } from '../lib/measure.mjs';
import {
  explainTeamFigures,
  figureMismatches,
  settlementChecks,
  settlementsOf,
  sizeCounts,
  transfersOf,
} from '../lib/settlement-checks.mjs';
import { consume, dispatcherRead, timedLedger } from '../lib/settlement-consumer.mjs';
import {
  AGENTS,
  agentLevels,
  DAILY_NAMES,
  DAILY_TIERS,
  DAILY_TOP,
  loadContracts,
  loadTree,
  PLAYERS,
  startContractClock,
  RT_NAMES,
  RT_TIERS,
  RT_TOP,
  writeEvents,
} from '../lib/settlement-setup.mjs';

const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const RT_BETS = Number(process.env.BENCH_RT_BETS ?? 50_000);

const log = (text) => process.stderr.write(`settlement: ${text}\n`);

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
    await startContractClock(client, dayStartSlot, dayEndSlot);
    const contractsSeconds = seconds(start);

    start = performance.now();
    await writeEvents(client, 'bench:d:', BETS, dayStart.toISOString(), 86_400_000);
    const eventsWriteSeconds = seconds(start);
    log(`${BETS} events written in ${eventsWriteSeconds} s`);
    await client.query('vacuum analyze domain_events');
    start = performance.now();
    const loadAverageConsumer = loadAverage();
    const handled = await consume(db, BETS);
    const consumerSeconds = (performance.now() - start) / 1000;
    log(`consumer: ${handled} events in ${Math.round(consumerSeconds)} s`);
    await client.query('vacuum analyze contract_figures');
    const dispatcher50 = await dispatcherRead(client);
    const dailyFigureMismatches = await figureMismatches(client, 'D', day, day + 1, 'bench:d:');

    // 1. The day.
    const dailyTimed = timedLedger(ledger);
    const settlement = new ContractSettlement({ db, ledger: dailyTimed.wrapped });
    const loadAverageDaily = loadAverage();
    start = performance.now();
    const dailySettled = await settlement.run(new Date(dayEnd.getTime() + 2 * 60_000), new Date());
    const dailyMs = performance.now() - start;
    log(
      `daily settled in ${Math.round(dailyMs) / 1000} s: ${JSON.stringify(dailySettled, (k, v) => (typeof v === 'bigint' ? v.toString() : v))}`,
    );
    const dailyTransfers = await transfersOf(client, 'daily_salary');
    const dailyRows = await settlementsOf(client, 'daily');
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
    const realtimeRows = await settlementsOf(client, 'realtime');
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

    const counts = await sizeCounts(client, rtSlot, day);
    const paidOf = (settled) => settled.reduce((sum, s) => sum + s.paid, 0n).toString();
    const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
    return {
      scenario: 'settlement',
      db: 'postgres',
      pg: counts.pg,
      machine: machine(),
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
    await database.drop();
  }
}
