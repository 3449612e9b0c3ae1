import type { DB } from '../../db/database.js';
import { EventsRepository, type EventPosition } from './events.repository.js';

/** Events deleted per statement: short transactions, beside the live writes. */
const PRUNE_BATCH = 5_000;

type Position = EventPosition;

const before = (a: Position, b: Position) => a.txId < b.txId || (a.txId === b.txId && a.id < b.id);

/**
 * Deletes the domain events older than `olderThan` that every consumer of their type has handled
 * (at or before the lowest of those consumers' cursors, in (tx_id, id) order) and that no dead
 * letter refers to. A consumer's cursor moves only over the types it reads, so each type has its
 * own bound; a type no consumer reads goes by age alone. Nothing goes while a registered consumer
 * has no cursor yet: it may still want the history. Answers how many events were deleted.
 *
 * Each fact's event is written in the transaction that changes its state, so a fact cannot be
 * written again after its event is gone: the unique event key is a safety net, not the guard.
 */
export async function pruneHandledEvents(
  db: DB,
  consumers: readonly { name: string; types: readonly string[] }[],
  olderThan: Date,
  batch = PRUNE_BATCH,
): Promise<number> {
  const repository = new EventsRepository(db);
  const rows =
    consumers.length === 0
      ? []
      : await repository.cursorsOf(consumers.map((consumer) => consumer.name));
  if (rows.length < consumers.length) return 0;
  const cursorOf = new Map(
    rows.map((row) => [row.name, { txId: Number(row.cursor_tx_id), id: Number(row.cursor_id) }]),
  );
  const bounds = new Map<string, Position>();
  for (const consumer of consumers) {
    const cursor = cursorOf.get(consumer.name)!;
    for (const type of consumer.types) {
      const bound = bounds.get(type);
      if (!bound || before(cursor, bound)) bounds.set(type, cursor);
    }
  }
  let deleted = 0;
  for (const [type, bound] of bounds) {
    deleted += await deleteInBatches(repository, olderThan, batch, { type, bound });
  }
  deleted += await deleteInBatches(repository, olderThan, batch, { unread: [...bounds.keys()] });
  return deleted;
}

/** Deletes one type's events up to its bound, or the events of the types nobody reads. */
async function deleteInBatches(
  repository: EventsRepository,
  olderThan: Date,
  batch: number,
  which: { type: string; bound: Position } | { unread: string[] },
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const ids = await repository.prunable(olderThan, batch, which);
    if (ids.length === 0) return deleted;
    deleted += await repository.deleteEvents(ids);
    if (ids.length < batch) return deleted;
  }
}
