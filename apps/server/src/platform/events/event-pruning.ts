import type { DB } from '../../db/database.js';

/** Events deleted per statement: short transactions, beside the live writes. */
const PRUNE_BATCH = 5_000;

interface Position {
  txId: number;
  id: number;
}

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
  const rows =
    consumers.length === 0
      ? []
      : await db
          .selectFrom('event_consumers')
          .select(['name', 'cursor_tx_id', 'cursor_id'])
          .where(
            'name',
            'in',
            consumers.map((consumer) => consumer.name),
          )
          .execute();
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
    deleted += await deleteInBatches(db, olderThan, batch, { type, bound });
  }
  deleted += await deleteInBatches(db, olderThan, batch, { unread: [...bounds.keys()] });
  return deleted;
}

/** Deletes one type's events up to its bound, or the events of the types nobody reads. */
async function deleteInBatches(
  db: DB,
  olderThan: Date,
  batch: number,
  which: { type: string; bound: Position } | { unread: string[] },
): Promise<number> {
  let deleted = 0;
  for (;;) {
    let query = db
      .selectFrom('domain_events as e')
      .select('e.id')
      .where('e.created_at', '<', olderThan.toISOString())
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('event_dead_letters as d')
              .select('d.id')
              .whereRef('d.event_id', '=', 'e.id'),
          ),
        ),
      );
    if ('type' in which) {
      const { txId, id } = which.bound;
      query = query
        .where('e.type', '=', which.type)
        .where('e.tx_id', '<=', txId)
        .where((eb) => eb.or([eb('e.tx_id', '<', txId), eb('e.id', '<=', id)]));
    } else if (which.unread.length > 0) {
      query = query.where('e.type', 'not in', which.unread);
    }
    const ids = (await query.orderBy('e.tx_id').orderBy('e.id').limit(batch).execute()).map(
      (row) => row.id,
    );
    if (ids.length === 0) return deleted;
    const result = await db.deleteFrom('domain_events').where('id', 'in', ids).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
    if (ids.length < batch) return deleted;
  }
}
