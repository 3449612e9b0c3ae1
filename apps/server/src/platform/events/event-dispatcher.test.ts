import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PostgresAdapter } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { recordedEvents } from '../../../test/recorded-events.js';
import {
  EVENT_BATCH,
  EVENT_LEASE_MS,
  EventDispatcher,
  MAX_EVENT_ATTEMPTS,
  eventRetryDelayMs,
} from './event-dispatcher.js';

const t = useTestApp({ seed: false });

const { createEffects, loginEvents, nextSessionId, recorder, effects, allEventIds } =
  recordedEvents(t);

beforeAll(createEffects);

describe('event outbox and consumers', () => {
  it('hands every event to a consumer once, in order, batch after batch', async () => {
    await loginEvents(EVENT_BATCH + 5);
    const dispatcher = new EventDispatcher(t.db);
    dispatcher.register(recorder('in-order'));
    const first = await dispatcher.runOnce();
    expect(first).toEqual({ handled: EVENT_BATCH + 5, failed: 0, deadLettered: 0 });
    expect(await dispatcher.runOnce()).toEqual({ handled: 0, failed: 0, deadLettered: 0 });
    const ids = await allEventIds();
    expect(await effects('in-order')).toEqual(ids.map((eventId) => ({ eventId, n: 1 })));
    await loginEvents(2);
    expect((await dispatcher.runOnce()).handled).toBe(2);
  });

  it('stops after the batch in hand when the server is stopping, and goes on from there', async () => {
    await loginEvents(2 * EVENT_BATCH + 1);
    const stopping = new AbortController();
    const dispatcher = new EventDispatcher(t.db);
    const consumer = recorder('stops-when-asked');
    dispatcher.register({
      ...consumer,
      async handle(event, trx, context) {
        await consumer.handle(event, trx, context);
        stopping.abort();
      },
    });
    const first = await dispatcher.runOnce(new Date(), stopping.signal);
    expect(first).toEqual({ handled: EVENT_BATCH, failed: 0, deadLettered: 0 });
    const rest = await dispatcher.runOnce();
    const ids = await allEventIds();
    expect(first.handled + rest.handled).toBe(ids.length);
    expect(await effects('stops-when-asked')).toEqual(ids.map((eventId) => ({ eventId, n: 1 })));
  });

  it('writes a fact once however often it is reported', async () => {
    const before = (await allEventIds()).length;
    const event = {
      type: 'member.logged_in' as const,
      key: 'member.logged_in:once',
      memberId: 1,
      payload: {
        memberId: 1,
        sessionId: 999_999,
        loginType: 'sms',
        loggedInAt: new Date().toISOString(),
      },
      occurredAt: new Date(),
    };
    await t.app.services.outbox.append(t.db, event);
    await t.app.services.outbox.append(t.db, event);
    expect((await allEventIds()).length).toBe(before + 1);
  });

  it('refuses a payload that breaks its schema, and writes nothing', async () => {
    const before = (await allEventIds()).length;
    await expect(
      t.app.services.outbox.append(t.db, {
        type: 'member.logged_in',
        key: 'member.logged_in:broken',
        memberId: 1,
        payload: { memberId: 1 } as never,
        occurredAt: new Date(),
      }),
    ).rejects.toThrow();
    expect((await allEventIds()).length).toBe(before);
  });

  it('retries a failing event after a growing delay, then dead-letters it and goes on', async () => {
    const dispatcher = new EventDispatcher(t.db);
    // The second of the next three events fails every time.
    const failing = nextSessionId() + 1;
    dispatcher.register(recorder('retrying', (sessionId) => sessionId === failing));
    const start = new Date('2030-01-01T00:00:00Z');
    await loginEvents(3);
    const ids = (await allEventIds()).slice(-3);
    await t.db
      .insertInto('event_consumers')
      .values({
        name: 'retrying',
        cursor_tx_id: 0,
        cursor_id: ids[0]! - 1,
        updated_at: start.toISOString(),
      })
      .execute();
    // Only an in-order cursor on SQLite: on PostgreSQL the test starts the cursor by id alone.
    if (t.db.getExecutor().adapter instanceof PostgresAdapter) {
      const { tx_id } = await t.db
        .selectFrom('domain_events')
        .select('tx_id')
        .where('id', '=', ids[0]!)
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('event_consumers')
        .set({ cursor_tx_id: Number(tx_id) - 1, cursor_id: 0 })
        .where('name', '=', 'retrying')
        .execute();
    }
    let now = start;
    expect(await dispatcher.runOnce(now)).toMatchObject({ handled: 1, failed: 1 });
    // Not again before its delay has passed.
    now = new Date(now.getTime() + eventRetryDelayMs(1) - 1);
    expect(await dispatcher.runOnce(now)).toMatchObject({ handled: 0, failed: 0 });
    for (let attempt = 1; attempt < MAX_EVENT_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + eventRetryDelayMs(attempt) + 1);
      const pass = await dispatcher.runOnce(now);
      expect(pass.failed).toBe(1);
      expect(pass.deadLettered).toBe(attempt === MAX_EVENT_ATTEMPTS - 1 ? 1 : 0);
    }
    // The event after the failing one was handled once the failing one was set aside.
    expect((await effects('retrying')).map((row) => row.eventId)).toEqual([ids[0], ids[2]]);
    const letters = await t.app.services.eventsOperator.deadLetters({ consumer: 'retrying' });
    expect(letters.list).toHaveLength(1);
    expect(letters.list[0]).toMatchObject({
      consumer: 'retrying',
      status: 'pending',
      attempts: MAX_EVENT_ATTEMPTS,
      event: { id: ids[1], type: 'member.logged_in' },
    });
    expect(letters.list[0]!.lastError).toContain(`event ${ids[1]} fails`);
  });

  it('lets two runners share a consumer without handling an event twice', async () => {
    await loginEvents(3 * EVENT_BATCH);
    const [a, b] = [new EventDispatcher(t.db), new EventDispatcher(t.db)];
    a.register(recorder('shared'));
    b.register(recorder('shared'));
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    await a.runOnce();
    const ids = await allEventIds();
    expect(await effects('shared')).toEqual(ids.map((eventId) => ({ eventId, n: 1 })));
  });

  it('loses nothing and applies nothing twice when its process is killed mid-batch', async () => {
    await loginEvents(EVENT_BATCH + 20);
    const ids = await allEventIds();
    const serverRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'test/event-consumer-child.ts'],
      {
        cwd: serverRoot,
        env: {
          ...process.env,
          SQLITE_PATH: t.config.SQLITE_PATH,
          DATABASE_URL: t.config.DATABASE_URL ?? '',
          LOG_LEVEL: 'silent',
          STOP_AFTER: '40',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('mid')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`consumer exited with ${code}`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // Nothing of the killed batch was kept.
    expect(await effects('crash-test')).toEqual([]);

    // The runner that died still holds the consumer until its lease runs out.
    const dispatcher = new EventDispatcher(t.db);
    dispatcher.register(recorder('crash-test'));
    expect((await dispatcher.runOnce()).handled).toBe(0);
    const later = new Date(Date.now() + EVENT_LEASE_MS + 1000);
    await dispatcher.runOnce(later);
    await dispatcher.runOnce(later);
    expect(await effects('crash-test')).toEqual(ids.map((eventId) => ({ eventId, n: 1 })));
  }, 120_000);
});
