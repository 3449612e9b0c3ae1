import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { recordedEvents } from '../../../test/recorded-events.js';
import { CONSUMERS_AT_ONCE, EVENT_BATCH, EventDispatcher } from './event-dispatcher.js';

const t = useTestApp({ seed: false });
const { createEffects, loginEvents, recorder, effects, allEventIds } = recordedEvents(t);

beforeAll(createEffects);

async function cursorOf(name: string) {
  const row = await t.db
    .selectFrom('event_consumers')
    .select(['cursor_tx_id', 'cursor_id'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { txId: Number(row.cursor_tx_id), id: Number(row.cursor_id) };
}

async function lastEvent() {
  const row = await t.db
    .selectFrom('domain_events')
    .select(['tx_id', 'id'])
    .orderBy('tx_id', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { txId: Number(row.tx_id), id: Number(row.id) };
}

describe('event dispatcher passes', () => {
  it('moves the cursor of a consumer of a rare type over the other events, and still hands it each of its own once', async () => {
    const dispatcher = new EventDispatcher(t.db);
    dispatcher.register(recorder('rare', undefined, ['bank_card.added']));
    await dispatcher.runOnce();
    await loginEvents(30);
    expect((await dispatcher.runOnce()).handled).toBe(0);
    // Its next read starts after the sign-ins instead of stepping over them again.
    expect(await cursorOf('rare')).toEqual(await lastEvent());

    await t.app.services.outbox.append(t.db, {
      type: 'bank_card.added',
      key: 'bank_card.added:rare-1',
      memberId: 1,
      payload: { cardId: 1, memberId: 1, holderName: 'Ahmad', addedAt: new Date().toISOString() },
      occurredAt: new Date(),
    });
    await loginEvents(5);
    expect((await dispatcher.runOnce()).handled).toBe(1);
    expect(await dispatcher.runOnce()).toEqual({ handled: 0, failed: 0, deadLettered: 0 });
    const [card] = await allEventIds('bank_card.added');
    expect(await effects('rare')).toEqual([{ eventId: card, n: 1 }]);
    expect(await cursorOf('rare')).toEqual(await lastEvent());
  });

  it('gives every consumer its batch in each pass, however long another one has worked', async () => {
    // No time to work at all: each consumer handles one batch per pass.
    const dispatcher = new EventDispatcher(t.db, undefined, 0);
    dispatcher.register(recorder('long-a'));
    dispatcher.register(recorder('long-b'));
    await loginEvents(2 * EVENT_BATCH + 10);
    // A new consumer starts before the first event: the other tests' events come first. Each
    // pass hands each consumer one batch, and no more.
    let remaining = (await allEventIds()).length;
    while (remaining > 0) {
      const batch = Math.min(EVENT_BATCH, remaining);
      expect((await dispatcher.runOnce()).handled).toBe(2 * batch);
      remaining -= batch;
    }
    expect((await dispatcher.runOnce()).handled).toBe(0);
    const once = (await allEventIds()).map((eventId) => ({ eventId, n: 1 }));
    expect(await effects('long-a')).toEqual(once);
    expect(await effects('long-b')).toEqual(once);
  });

  // SQLite's one connection runs one transaction at a time: there the consumers take turns.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'runs consumers side by side, so one waiting in its batch does not hold the others back',
    async () => {
      expect(CONSUMERS_AT_ONCE).toBeGreaterThanOrEqual(2);
      const dispatcher = new EventDispatcher(t.db);
      const started: Record<string, () => void> = {};
      const starts = Object.fromEntries(
        ['side-a', 'side-b'].map((name) => [
          name,
          new Promise<void>((resolve) => (started[name] = resolve)),
        ]),
      );
      // Each waits inside its batch until the other has begun its own: one after the other,
      // the first would wait for ever (and fail the test after 20 s).
      for (const [name, other] of [
        ['side-a', 'side-b'],
        ['side-b', 'side-a'],
      ] as const) {
        const consumer = recorder(name);
        dispatcher.register({
          ...consumer,
          async handle(event, trx, context) {
            started[name]!();
            const waited = await Promise.race([
              starts[other]!.then(() => true),
              new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000)),
            ]);
            if (!waited) throw new Error(`${other} never began while ${name} waited`);
            await consumer.handle(event, trx, context);
          },
        });
      }
      await loginEvents(3);
      const ids = await allEventIds();
      expect(await dispatcher.runOnce()).toEqual({
        handled: 2 * ids.length,
        failed: 0,
        deadLettered: 0,
      });
      const once = ids.map((eventId) => ({ eventId, n: 1 }));
      expect(await effects('side-a')).toEqual(once);
      expect(await effects('side-b')).toEqual(once);
    },
    60_000,
  );
});
