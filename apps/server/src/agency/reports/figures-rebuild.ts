import type { DB } from '../../db/database.js';
import type { Trx } from '../../db/transaction.js';
import { toEvent } from '../../platform/events/event-rows.js';
import { FIGURE_EVENT_TYPES, applyEventFigures, figuresOfEvents } from './figures-tracker.js';
import { differencesFromRebuild, type FiguresCheck } from './figures-check.repository.js';
import { FiguresRebuildRepository, type ConsumerCursor } from './figures-rebuild.repository.js';

export type { FiguresCheck } from './figures-check.repository.js';

/** The event consumer that keeps the figures; the rebuild moves its cursor. */
export const FIGURES_CONSUMER = 'agency-figures';

/**
 * Where the consumer goes on after a rebuild, so that every event counts exactly once:
 * - SQLite has one writer at a time, and this transaction is it: every event is in the raw
 *   records, and the cursor moves past the last one.
 * - PostgreSQL: the cursor moves to just below the oldest transaction still running when this
 *   one's snapshot was taken (as the dispatcher reads: ARCHITECTURE section 10). Events of
 *   transactions from that one on that the snapshot already sees are in the raw records too:
 *   their figures come out again here, and the consumer puts them back when it reaches them.
 */
async function placeCursor(
  repository: FiguresRebuildRepository,
  trx: Trx,
  xmin: bigint | null,
): Promise<void> {
  let cursor: ConsumerCursor;
  if (repository.postgres && xmin !== null) {
    const visible = await repository.eventsFrom(trx, FIGURE_EVENT_TYPES, xmin);
    if (visible.length > 0) await applyEventFigures(trx, figuresOfEvents(visible.map(toEvent)), -1);
    cursor = { txId: xmin - 1n, id: BigInt(Number.MAX_SAFE_INTEGER) };
  } else {
    cursor = await repository.lastEvent(trx);
  }
  await repository.placeCursor(trx, FIGURES_CONSUMER, cursor);
}

/** PostgreSQL: a serialization failure (a consumer batch committed meanwhile) is retried. */
const SERIALIZATION_FAILURE = '40001';
const MAX_ATTEMPTS = 5;

/**
 * Recomputes the agent reports' figures from the raw records (members, credited deposits, paid
 * and refunded withdrawals, released bonuses, settled rounds) and hands the event consumer over
 * from there (ARCHITECTURE section 13). One transaction: readers see the old figures until it
 * commits. On PostgreSQL it runs in a repeatable-read snapshot, retried if a consumer batch
 * commits in between.
 */
export async function rebuildAgencyFigures(db: DB): Promise<void> {
  const repository = new FiguresRebuildRepository(db);
  for (let attempt = 1; ; attempt++) {
    try {
      await repository.inSnapshot(async (trx, xmin) => {
        await repository.recompute(trx);
        await placeCursor(repository, trx, xmin);
      });
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== SERIALIZATION_FAILURE || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * Compares the kept figures with a rebuild from the raw records, changing nothing (the rebuild
 * runs in a transaction that is rolled back). Meaningful once the consumer has handled every
 * event: run the event dispatcher first.
 */
export async function checkAgencyFigures(db: DB): Promise<FiguresCheck> {
  return differencesFromRebuild(db);
}
