import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { untilEventsVisible } from '../../../test/events.js';
import { useTestApp } from '../../../test/helper.js';
import { EventDispatcher, type EventConsumer } from './event-dispatcher.js';
import { pruneHandledEvents } from './event-pruning.js';

const t = useTestApp({ seed: false });

const DAY = 86_400_000;
const now = () => new Date();
const retention = () => new Date(Date.now() - 30 * DAY);

let serial = 0;
async function login(): Promise<number> {
  serial += 1;
  await t.app.services.outbox.append(t.db, {
    type: 'member.logged_in',
    key: `prune-login:${serial}`,
    memberId: 1,
    payload: {
      memberId: 1,
      sessionId: serial,
      loginType: 'username',
      loggedInAt: now().toISOString(),
    },
    occurredAt: now(),
  });
  return lastId();
}

async function registered(): Promise<number> {
  serial += 1;
  await t.app.services.outbox.append(t.db, {
    type: 'member.registered',
    key: `prune-registered:${serial}`,
    memberId: serial,
    payload: {
      memberId: serial,
      account: `member${serial}`,
      referrerId: null,
      affiliateCode: null,
      uplineId: null,
      registeredAt: now().toISOString(),
    },
    occurredAt: now(),
  });
  return lastId();
}

async function lastId(): Promise<number> {
  const row = await t.db
    .selectFrom('domain_events')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Makes every event written so far older than the retention. */
async function ageAll() {
  await sql`update domain_events set created_at = ${new Date(Date.now() - 40 * DAY).toISOString()}`.execute(
    t.db,
  );
}

async function remaining(): Promise<number[]> {
  const rows = await t.db.selectFrom('domain_events').select('id').orderBy('id').execute();
  return rows.map((row) => Number(row.id));
}

const consumer = (name: string, types: string[]): EventConsumer => ({
  name,
  types,
  async handle() {},
});

const logins = consumer('prune-logins', ['member.logged_in']);
const signups = consumer('prune-signups', ['member.logged_in', 'member.registered']);

async function dispatch(...consumers: EventConsumer[]) {
  await untilEventsVisible(t);
  const dispatcher = new EventDispatcher(t.db);
  for (const each of consumers) dispatcher.register(each);
  await dispatcher.runOnce();
}

beforeEach(async () => {
  await t.db.deleteFrom('event_dead_letters').execute();
  await t.db.deleteFrom('domain_events').execute();
  await t.db.deleteFrom('event_consumers').execute();
});

describe('pruning handled domain events', () => {
  it('deletes old events every reader of their type has passed, and keeps the rest', async () => {
    const handledLogins = [await login(), await login(), await login()];
    // Handled and old: these two and logins 0 and 2 go.
    await registered();
    await registered();
    const recent = await registered();
    await dispatch(logins, signups);
    // Written after the consumers' pass: not handled yet.
    const unhandled = [await login(), await registered()];
    await ageAll();
    await sql`update domain_events set created_at = ${now().toISOString()} where id = ${recent}`.execute(
      t.db,
    );
    // Handled, but a dead letter of some consumer refers to it.
    await t.db
      .insertInto('event_dead_letters')
      .values({
        consumer: 'prune-logins',
        event_id: handledLogins[1]!,
        attempts: 5,
        last_error: 'failed',
      })
      .execute();

    const deleted = await pruneHandledEvents(
      t.db,
      [logins, signups],
      retention(),
      // Batches of 2 go round the loop.
      2,
    );
    expect(deleted).toBe(4);
    expect(await remaining()).toEqual(
      [handledLogins[1]!, ...unhandled, recent].sort((a, b) => a - b),
    );
  });

  it('bounds each type by its own readers: a reader of rare events does not hold back the rest', async () => {
    const rare = consumer('prune-rare', ['member.registered']);
    await registered();
    await dispatch(logins, rare);
    // Many logins later, the rare reader's cursor still sits at its last event.
    await login();
    await login();
    await login();
    await dispatch(logins, rare);
    await ageAll();

    expect(await pruneHandledEvents(t.db, [logins, rare], retention())).toBe(4);
    expect(await remaining()).toEqual([]);
  });

  it('deletes old events of a type no consumer reads by age alone', async () => {
    await dispatch(logins);
    await login();
    await t.db
      .insertInto('domain_events')
      .values({
        type: 'test.unread',
        version: 1,
        event_key: 'prune-unread:1',
        member_id: null,
        payload: '{}',
        occurred_at: now().toISOString(),
      })
      .execute();
    await ageAll();
    // The login is not handled yet: only the unread type's event goes.
    expect(await pruneHandledEvents(t.db, [logins], retention())).toBe(1);
    expect(await remaining()).toHaveLength(1);
  });

  it('deletes nothing while a registered consumer has never run', async () => {
    await login();
    await dispatch(logins);
    await ageAll();
    const late = consumer('prune-late', ['member.logged_in']);
    expect(await pruneHandledEvents(t.db, [logins, late], retention())).toBe(0);
    expect(await remaining()).toHaveLength(1);
    await dispatch(logins, late);
    expect(await pruneHandledEvents(t.db, [logins, late], retention())).toBe(1);
  });

  it('runs as the daily events.prune job over the server’s own consumers', async () => {
    await t.db
      .insertInto('domain_events')
      .values({
        type: 'test.unread',
        version: 1,
        event_key: 'prune-job:1',
        member_id: null,
        payload: '{}',
        occurred_at: now().toISOString(),
      })
      .execute();
    // Every consumer of the server gets its cursor on its first pass.
    await t.app.services.events.runOnce();
    await ageAll();
    const at = now();
    await t.app.services.recurring.scheduleNext(at);
    const summary = await t.app.services.jobs.runDue(new Date(at.getTime() + 1000));
    expect(summary).toMatchObject({ failed: 0, retried: 0 });
    expect(await remaining()).toEqual([]);
  });
});
