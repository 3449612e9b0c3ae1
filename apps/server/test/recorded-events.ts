import { sql } from 'kysely';
import type { EventConsumer } from '../src/platform/events/event-dispatcher.js';
import type { DomainEventType } from '../src/platform/events/event-types.js';
import type { Trx } from '../src/db/transaction.js';
import { untilEventsVisible } from './events.js';
import type { TestApp } from './helper.js';

/**
 * What the dispatcher's tests write and read: sign-in events written as the session module
 * writes them, consumers that record one effect row per event they are handed, and those rows.
 */
export function recordedEvents(t: TestApp) {
  let sessionIds = 0;

  /** `count` member.logged_in events; waits until the consumers may read them. */
  async function loginEvents(count: number, memberId = 1): Promise<void> {
    for (let i = 0; i < count; i++) {
      sessionIds += 1;
      await t.app.services.outbox.append(t.db, {
        type: 'member.logged_in',
        key: `member.logged_in:${sessionIds}`,
        memberId,
        payload: {
          memberId,
          sessionId: sessionIds,
          loginType: 'username',
          loggedInAt: new Date().toISOString(),
        },
        occurredAt: new Date(),
      });
    }
    await untilEventsVisible(t);
  }

  return {
    /** The table the recorders write to; once per test file. */
    async createEffects(): Promise<void> {
      await sql`create table event_effects (event_id bigint not null, consumer varchar(64))`.execute(
        t.db,
      );
    },
    loginEvents,
    /** The session id the next sign-in event gets. */
    nextSessionId: () => sessionIds + 1,
    /** A consumer that writes one effect row per event; `fails` says which sign-ins throw. */
    recorder(
      name: string,
      fails: (sessionId: number) => boolean = () => false,
      types: readonly DomainEventType[] = ['member.logged_in'],
    ): EventConsumer {
      return {
        name,
        types,
        async handle(event, trx: Trx) {
          await sql`insert into event_effects (event_id, consumer) values (${event.id}, ${name})`.execute(
            trx,
          );
          if (fails(Number(event.payload.sessionId))) throw new Error(`event ${event.id} fails`);
        },
      };
    },
    /** How often each event had its effect for the consumer, by event id. */
    async effects(consumer: string) {
      const rows = await sql<{ event_id: number | string; n: number | string }>`
        select event_id, count(*) as n from event_effects where consumer = ${consumer}
        group by event_id order by event_id`.execute(t.db);
      return rows.rows.map((row) => ({ eventId: Number(row.event_id), n: Number(row.n) }));
    },
    async allEventIds(type: DomainEventType = 'member.logged_in') {
      const rows = await t.db
        .selectFrom('domain_events')
        .select('id')
        .where('type', '=', type)
        .orderBy('id')
        .execute();
      return rows.map((row) => Number(row.id));
    },
  };
}
