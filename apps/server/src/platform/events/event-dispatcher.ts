import type { DB } from '../../db/database.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { eachAtMost } from '../../lib/each-at-most.js';
import type { DomainEvent } from './event-types.js';
import { toEvent } from './event-rows.js';
import { DeadLettersRepository } from './dead-letters.repository.js';
import { EventsRepository, type EventPosition } from './events.repository.js';

export interface ConsumerContext {
  /** `<consumer>:<event id>`: the key of anything the handler must do once per event. */
  idempotencyKey: string;
  now: Date;
}

export interface EventConsumer {
  /** Stable: the cursor is kept under it. */
  name: string;
  /** The event types it handles; no other type reaches it. */
  types: readonly string[];
  /**
   * Handles one event in the transaction that also moves the consumer's cursor past it: what it
   * writes to the database happens exactly once. Anything outside the database must be keyed by
   * `context.idempotencyKey`, since an event can be handed over again after a crash.
   */
  handle(event: DomainEvent, trx: Trx, context: ConsumerContext): Promise<void>;
  /**
   * Optional: handles a batch at once (fewer statements than one handle() per event), in the same
   * transaction and with the same once-only guarantee. A failing batch is retried event by event,
   * through this method with one event, to find the event that fails.
   */
  handleBatch?(events: readonly DomainEvent[], trx: Trx, now: Date): Promise<void>;
  /** Failures before an event goes to the dead letters; MAX_EVENT_ATTEMPTS unless set. */
  maxAttempts?: number;
}

export interface DispatchSummary {
  handled: number;
  failed: number;
  deadLettered: number;
}

/**
 * Consumers that catch up at once, each in its own transactions: one with a long backlog or a
 * slow handler does not hold the others back (they share no cursor, and each handler's writes
 * are its own). Each holds one database connection while it works.
 */
export const CONSUMERS_AT_ONCE = 3;
/**
 * A consumer starts no new batch after this long in one pass, and waits for the next poll: a long
 * backlog does not keep the other consumers (and the job runner's due jobs) waiting for it, and
 * the pass ends well inside its lease.
 */
export const EVENT_PASS_MS = 5_000;
/** Events read and handled in one transaction. */
export const EVENT_BATCH = 100;
/** An event that failed this many times goes to the dead letters, and the consumer moves on. */
export const MAX_EVENT_ATTEMPTS = 8;
/** A consumer is held by one runner this long at most; a runner that died loses it then. */
export const EVENT_LEASE_MS = 60_000;
/** Before attempt n + 1 after n failures: 5 s, doubling, at most 10 minutes. */
export function eventRetryDelayMs(failedAttempts: number): number {
  return Math.min(10 * 60_000, 5_000 * 2 ** (failedAttempts - 1));
}

interface Cursor {
  txId: number;
  id: number;
  attempts: number;
}

const after = (a: EventPosition, b: EventPosition) =>
  a.txId > b.txId || (a.txId === b.txId && a.id > b.id);

/** The cursor moved under us (a lease ran out and another runner went on): undo the batch. */
class CursorMoved extends Error {}

/**
 * Runs the consumers of domain events (ARCHITECTURE section 10) on the job runner's polls. Each
 * consumer has a cursor: the last event it handled, in (tx_id, id) order. A pass leases the
 * consumer (so on PostgreSQL several instances share the work without running one consumer twice
 * at once), reads the events after the cursor and handles a batch in one transaction that also
 * moves the cursor; a crash anywhere undoes the handler's writes and the cursor together, so the
 * next pass hands the same events over again: at least once, and exactly once for what handlers
 * write in their transaction. When a batch fails, its events are handled one by one to find the
 * failing one, which is tried again after a growing delay and, after MAX_EVENT_ATTEMPTS, goes to
 * the dead letters (an operator sees and retries them) while the consumer goes on.
 *
 * On PostgreSQL an event is read only once every transaction that began before it has ended
 * (`tx_id` below the snapshot's xmin): an event with a lower id committed later is never passed.
 */
export class EventDispatcher {
  private readonly consumers = new Map<string, EventConsumer>();
  /** Consumers whose cursor row this process has made sure of. */
  private readonly known = new Set<string>();
  private readonly repository: EventsRepository;
  private readonly deadLetters: DeadLettersRepository;
  /** Passes begun: where the next one starts in the consumers' order. */
  private passes = 0;

  constructor(
    private readonly db: DB,
    private readonly onError: (
      error: unknown,
      where: { consumer: string; eventId?: number },
    ) => void = () => {},
    /** How long a consumer works in one pass: EVENT_PASS_MS unless set (tests set 0). */
    private readonly passMs = EVENT_PASS_MS,
  ) {
    this.repository = new EventsRepository(db);
    this.deadLetters = new DeadLettersRepository(db);
  }

  register(consumer: EventConsumer): void {
    if (this.consumers.has(consumer.name)) {
      throw new Error(`Event consumer ${consumer.name} is registered twice`);
    }
    this.consumers.set(consumer.name, consumer);
  }

  /** The registered consumers and the event types each handles. */
  consumerList(): { name: string; types: readonly string[] }[] {
    return [...this.consumers.values()].map(({ name, types }) => ({ name, types }));
  }

  /**
   * One pass over every consumer, CONSUMERS_AT_ONCE at a time; what fails is reported and left
   * for the next pass. Each consumer reads batch after batch until it has caught up, unless it
   * has worked EVENT_PASS_MS or `signal` aborts (the server is stopping): then it stops after the
   * batch in hand, and the rest waits for the next pass.
   */
  async runOnce(now: Date = new Date(), signal?: AbortSignal): Promise<DispatchSummary> {
    const summary: DispatchSummary = { handled: 0, failed: 0, deadLettered: 0 };
    // Each pass starts one consumer further on, so none is always the last to get a lane.
    const consumers = [...this.consumers.values()];
    const first = this.passes++ % Math.max(1, consumers.length);
    const order = [...consumers.slice(first), ...consumers.slice(0, first)];
    // Taken once, before any read of the pass: every read after it sees the events up to it.
    const horizon = await this.repository.horizon();
    await eachAtMost(CONSUMERS_AT_ONCE, order, async (consumer) => {
      if (signal?.aborted) return;
      try {
        await this.runConsumer(consumer, { now, horizon }, summary, signal);
      } catch (error) {
        this.report(error, { consumer: consumer.name });
      }
    });
    return summary;
  }

  /**
   * Hands one dead-lettered event to its consumer again, now, in one transaction that also marks
   * the dead letter done. False when it is not pending (already retried) or its consumer is gone.
   */
  async retryDeadLetter(
    deadLetterId: number,
    options: { now?: Date; also?: (trx: Trx) => Promise<void> } = {},
  ): Promise<boolean> {
    const now = options.now ?? new Date();
    return inTransaction(this.db, async (trx) => {
      const letter = await this.deadLetters.closeDeadLetter(trx, deadLetterId, now);
      const consumer = letter && this.consumers.get(letter.consumer);
      if (!letter || !consumer) return false;
      const event = toEvent(await this.repository.event(trx, Number(letter.event_id)));
      await consumer.handle(event, trx, this.context(consumer, event, now));
      await options.also?.(trx);
      return true;
    });
  }

  private async runConsumer(
    consumer: EventConsumer,
    { now, horizon }: { now: Date; horizon: EventPosition | undefined },
    summary: DispatchSummary,
    signal?: AbortSignal,
  ) {
    if (!this.known.has(consumer.name)) {
      // A new consumer starts before the first event.
      await this.repository.ensureConsumer(consumer.name, now);
      this.known.add(consumer.name);
    }
    let cursor = await this.lease(consumer.name, now);
    if (!cursor) return;
    const deadline = Date.now() + this.passMs;
    try {
      for (;;) {
        const events = await this.read(consumer, cursor);
        if (events.length === 0) {
          await this.skipTo(consumer.name, cursor, horizon);
          return;
        }
        try {
          cursor = await this.handleBatch(consumer, cursor, events, now);
          summary.handled += events.length;
        } catch (error) {
          if (error instanceof CursorMoved) return;
          // Find the failing event: those before it are handled, it waits for its next attempt.
          for (const event of events) {
            try {
              cursor = await this.handleBatch(consumer, cursor, [event], now);
              summary.handled += 1;
            } catch (eventError) {
              if (eventError instanceof CursorMoved) return;
              this.report(eventError, { consumer: consumer.name, eventId: event.id });
              summary.failed += 1;
              if (await this.fail(consumer.name, cursor, event, eventError, now)) {
                summary.deadLettered += 1;
                cursor = { txId: event.txId, id: event.id, attempts: 0 };
                continue;
              }
              return;
            }
          }
        }
        if (events.length < EVENT_BATCH) {
          await this.skipTo(consumer.name, cursor, horizon);
          return;
        }
        if (signal?.aborted || Date.now() >= deadline) return;
      }
    } finally {
      await this.repository.release(consumer.name);
    }
  }

  /**
   * After a read that came back short and whose events were all handled: the consumer has seen
   * every event of its types up to `horizon`, so its cursor moves there. The next read starts
   * from there instead of stepping again over the other types' events (a consumer of a rare type
   * would otherwise scan every event since its last one, on every pass).
   */
  private async skipTo(name: string, cursor: Cursor, horizon: EventPosition | undefined) {
    if (!horizon || !after(horizon, cursor)) return;
    await this.repository.moveCursor(this.db, name, cursor, horizon);
  }

  /** Holds the consumer for EVENT_LEASE_MS unless another runner does or it waits to retry. */
  private lease(name: string, now: Date): Promise<Cursor | null> {
    return this.repository.lease(name, now, new Date(now.getTime() + EVENT_LEASE_MS));
  }

  private async read(consumer: EventConsumer, cursor: Cursor): Promise<DomainEvent[]> {
    const rows = await this.repository.readAfter(consumer.types, cursor, EVENT_BATCH);
    return rows.map(toEvent);
  }

  /** Handles `events` and moves the cursor past the last, in one transaction. */
  private async handleBatch(
    consumer: EventConsumer,
    cursor: Cursor,
    events: DomainEvent[],
    now: Date,
  ): Promise<Cursor> {
    const last = events[events.length - 1]!;
    await inTransaction(this.db, async (trx) => {
      if (consumer.handleBatch) await consumer.handleBatch(events, trx, now);
      else {
        for (const event of events)
          await consumer.handle(event, trx, this.context(consumer, event, now));
      }
      await this.moveCursor(trx, consumer.name, cursor, last);
    });
    return { txId: last.txId, id: last.id, attempts: 0 };
  }

  /**
   * Counts a failure of the event after the cursor. Past MAX_EVENT_ATTEMPTS the event goes to the
   * dead letters and the cursor past it (true); otherwise it is tried again later (false).
   */
  private async fail(
    name: string,
    cursor: Cursor,
    event: DomainEvent,
    error: unknown,
    now: Date,
  ): Promise<boolean> {
    const attempts = cursor.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    if (attempts >= (this.consumers.get(name)?.maxAttempts ?? MAX_EVENT_ATTEMPTS)) {
      await inTransaction(this.db, async (trx) => {
        await this.deadLetters.addDeadLetter(trx, {
          consumer: name,
          eventId: event.id,
          attempts,
          error: message.slice(0, 2000),
          now,
        });
        await this.moveCursor(trx, name, cursor, event);
      });
      return true;
    }
    await this.repository.delayRetry(name, cursor, {
      attempts,
      retryAt: new Date(now.getTime() + eventRetryDelayMs(attempts)),
      error: message.slice(0, 2000),
      now,
    });
    return false;
  }

  private async moveCursor(
    trx: Trx,
    name: string,
    from: Cursor,
    to: Pick<DomainEvent, 'txId' | 'id'>,
  ) {
    if (!(await this.repository.moveCursor(trx, name, from, to))) throw new CursorMoved(name);
  }

  private context(consumer: EventConsumer, event: DomainEvent, now: Date): ConsumerContext {
    return { idempotencyKey: `${consumer.name}:${event.id}`, now };
  }

  private report(error: unknown, where: { consumer: string; eventId?: number }) {
    try {
      this.onError(error, where);
    } catch {
      // Nothing more to tell anyone.
    }
  }
}
