// The settlement scenario's workload around the built code: the `contract-figures` consumer run
// as the event dispatcher runs it (but with a read the index answers), the dispatcher's own read
// explained apart, and the ledger timed inside the settlement.
import { sql } from 'kysely';
import {
  applyContractFigures,
  CONTRACT_FIGURE_EVENTS,
  CONTRACT_FIGURES_CONSUMER,
} from './built/agency.mjs';
import { inTransaction } from './built/database.mjs';
import { EVENT_BATCH, toEvent } from './built/platform.mjs';

/** Give up waiting for the consumer after this long without progress. */
const STALL_MS = 120_000;

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
export async function consume(db, expected) {
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
export async function dispatcherRead(client) {
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
export function timedLedger(ledger) {
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
