import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';

/**
 * The events a consumer gave up on after its retries (`event_dead_letters`): written by the
 * dispatcher, listed and handed back by an operator, closed when the handed-back event is done.
 */
export class DeadLettersRepository {
  constructor(private readonly db: DB) {}

  async addDeadLetter(
    trx: Trx,
    letter: { consumer: string; eventId: number; attempts: number; error: string; now: Date },
  ): Promise<void> {
    await trx
      .insertInto('event_dead_letters')
      .values({
        consumer: letter.consumer,
        event_id: letter.eventId,
        attempts: letter.attempts,
        last_error: letter.error,
        updated_at: nowIso(letter.now),
      })
      .onConflict((conflict) => conflict.columns(['consumer', 'event_id']).doNothing())
      .execute();
  }

  /** Marks a pending dead letter done; undefined when it is not pending. */
  closeDeadLetter(trx: Trx, id: number, now: Date) {
    return trx
      .updateTable('event_dead_letters')
      .set({ status: 'done', updated_at: nowIso(now) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning(['consumer', 'event_id'])
      .executeTakeFirst();
  }

  /** Whether a consumer's dead letter of an event was handed back by an operator. */
  async isReplayed(executor: Executor, consumer: string, eventId: number): Promise<boolean> {
    const row = await executor
      .selectFrom('event_dead_letters')
      .select('id')
      .where('consumer', '=', consumer)
      .where('event_id', '=', eventId)
      .where('status', '=', 'done')
      .executeTakeFirst();
    return row !== undefined;
  }

  deadLetter(id: number) {
    return this.db
      .selectFrom('event_dead_letters')
      .select(['status', 'consumer', 'event_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A page of dead letters with their events, newest first, and how many there are. */
  async deadLetterPage(filter: {
    status: 'pending' | 'done';
    consumer?: string;
    limit: number;
    offset: number;
  }) {
    let filtered = this.db
      .selectFrom('event_dead_letters as d')
      .innerJoin('domain_events as e', 'e.id', 'd.event_id')
      .where('d.status', '=', filter.status);
    if (filter.consumer) filtered = filtered.where('d.consumer', '=', filter.consumer);
    const [rows, count] = await Promise.all([
      filtered
        .select([
          'd.id',
          'd.consumer',
          'd.status',
          'd.attempts',
          'd.last_error',
          'd.created_at',
          'd.updated_at',
          'e.id as event_id',
          'e.type',
          'e.version',
          'e.event_key',
          'e.member_id',
          'e.payload',
          'e.occurred_at',
        ])
        .orderBy('d.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async pendingDeadLetters(consumer: string): Promise<number> {
    const row = await this.db
      .selectFrom('event_dead_letters')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('consumer', '=', consumer)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
