import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';

/** A position in the events, in (tx_id, id) order. */
export interface EventPosition {
  txId: number;
  id: number;
}

export interface NewEventRow {
  type: string;
  version: number;
  event_key: string;
  member_id: number | null;
  payload: string;
  occurred_at: string;
}

/** The domain events and their consumers' cursors (dead letters: dead-letters.repository.ts). */
export class EventsRepository {
  /** On PostgreSQL each event carries its transaction's id, and reads stop below xmin. */
  readonly postgres: boolean;

  constructor(private readonly db: DB) {
    this.postgres = isPostgres(db);
  }

  /** Writes an event with the change's own executor; a used event key writes nothing. */
  async appendEvent(executor: Executor, row: NewEventRow): Promise<void> {
    await executor
      .insertInto('domain_events')
      .values({
        ...(this.postgres ? { tx_id: sql<number>`pg_current_xact_id()::text::bigint` } : {}),
        ...row,
      })
      .onConflict((conflict) => conflict.column('event_key').doNothing())
      .execute();
  }

  // The dispatcher's cursors.

  /** A new consumer starts before the first event. */
  async ensureConsumer(name: string, now: Date): Promise<void> {
    await this.db
      .insertInto('event_consumers')
      .values({ name, updated_at: nowIso(now) })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }

  /** Holds the consumer until `until` unless another runner does or it waits to retry. */
  async lease(name: string, now: Date, until: Date) {
    const at = nowIso(now);
    const row = await this.db
      .updateTable('event_consumers')
      .set({ locked_until: nowIso(until), updated_at: at })
      .where('name', '=', name)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .where((eb) => eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', at)]))
      .returning(['cursor_tx_id', 'cursor_id', 'attempts'])
      .executeTakeFirst();
    return row
      ? { txId: Number(row.cursor_tx_id), id: Number(row.cursor_id), attempts: row.attempts }
      : null;
  }

  async release(name: string): Promise<void> {
    await this.db
      .updateTable('event_consumers')
      .set({ locked_until: null })
      .where('name', '=', name)
      .execute();
  }

  /** Up to `limit` events of `types` after the cursor, in (tx_id, id) order. */
  readAfter(types: readonly string[], cursor: EventPosition, limit: number) {
    let query = this.db
      .selectFrom('domain_events')
      .selectAll()
      .where('type', 'in', [...types])
      // Redundant with the condition below, but it starts the index scan at the cursor instead
      // of reading every event already handled (an OR is no index bound).
      .where('tx_id', '>=', cursor.txId)
      .where((eb) =>
        eb.or([
          eb('tx_id', '>', cursor.txId),
          eb.and([eb('tx_id', '=', cursor.txId), eb('id', '>', cursor.id)]),
        ]),
      );
    if (this.postgres) {
      query = query.where(
        'tx_id',
        '<',
        sql<number>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`,
      );
    }
    return query.orderBy('tx_id').orderBy('id').limit(limit).execute();
  }

  /**
   * The last event, of any type, that every later read already sees, or undefined when there is
   * none: on PostgreSQL the last below the oldest running transaction (every event before it is
   * committed or never will be); on SQLite, whose one writer commits in id order, the last.
   * Taken once at the start of a dispatcher pass, before its reads: a read that comes back short
   * has seen every event of its types up to here, and the cursor may move here.
   */
  async horizon(): Promise<EventPosition | undefined> {
    let query = this.db.selectFrom('domain_events').select(['tx_id', 'id']);
    if (this.postgres) {
      query = query.where(
        'tx_id',
        '<',
        sql<number>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`,
      );
    }
    const row = await query
      .orderBy('tx_id', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { txId: Number(row.tx_id), id: Number(row.id) };
  }

  /** Moves the cursor from `from` to `to`; false when it was not at `from` any more. */
  async moveCursor(executor: Executor, name: string, from: EventPosition, to: EventPosition) {
    const moved = await executor
      .updateTable('event_consumers')
      .set({
        cursor_tx_id: to.txId,
        cursor_id: to.id,
        attempts: 0,
        retry_at: null,
        last_error: null,
        updated_at: nowIso(),
      })
      .where('name', '=', name)
      .where('cursor_tx_id', '=', from.txId)
      .where('cursor_id', '=', from.id)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /** Counts a failure at the cursor and sets when to try again. */
  async delayRetry(
    name: string,
    cursor: EventPosition,
    failure: { attempts: number; retryAt: Date; error: string; now: Date },
  ): Promise<void> {
    await this.db
      .updateTable('event_consumers')
      .set({
        attempts: failure.attempts,
        retry_at: nowIso(failure.retryAt),
        last_error: failure.error,
        updated_at: nowIso(failure.now),
      })
      .where('name', '=', name)
      .where('cursor_tx_id', '=', cursor.txId)
      .where('cursor_id', '=', cursor.id)
      .execute();
  }

  event(executor: Executor, id: number) {
    return executor
      .selectFrom('domain_events')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  consumer(name: string) {
    return this.db
      .selectFrom('event_consumers')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
  }

  /** How many events of `types` come after the cursor. */
  async countAfter(types: readonly string[], cursor: EventPosition): Promise<number> {
    const { txId, id } = cursor;
    const row = await this.db
      .selectFrom('domain_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('type', 'in', [...types])
      .where((eb) =>
        eb.or([eb('tx_id', '>', txId), eb.and([eb('tx_id', '=', txId), eb('id', '>', id)])]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // Pruning.

  cursorsOf(names: string[]) {
    return this.db
      .selectFrom('event_consumers')
      .select(['name', 'cursor_tx_id', 'cursor_id'])
      .where('name', 'in', names)
      .execute();
  }

  /**
   * Up to `limit` ids of events older than `olderThan` with no dead letter: of one type up to its
   * bound, or of the types not in `unread`.
   */
  async prunable(
    olderThan: Date,
    limit: number,
    which: { type: string; bound: EventPosition } | { unread: string[] },
  ) {
    let query = this.db
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
    const rows = await query.orderBy('e.tx_id').orderBy('e.id').limit(limit).execute();
    return rows.map((row) => row.id);
  }

  async deleteEvents(ids: Array<number | string>): Promise<number> {
    const result = await this.db
      .deleteFrom('domain_events')
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
