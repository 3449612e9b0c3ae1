import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { deadLettersPageSchema, eventConsumersValueSchema } from '@portal/shared/schemas/operator';
import { z } from 'zod';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { untilEventsVisible } from '../../../test/events.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import { eventRetryDelayMs, MAX_EVENT_ATTEMPTS } from './event-dispatcher.js';

const t = useTestApp();
const LETTERS = '/wps/operator/events/dead-letters';
const retryUrl = (id: number) => `${LETTERS}/${id}/retry`;

/** The operations consumer fails every event of member `failingMember` until told otherwise. */
let failingMember = 0;
let deadLetterId = 0;

beforeAll(async () => {
  await sql`create table ops_effects (event_id bigint not null)`.execute(t.db);
  t.app.services.events.register({
    name: 'ops-test',
    types: ['member.logged_in'],
    async handle(event, trx) {
      if (event.memberId === failingMember) throw new Error('the loyalty service is down');
      await sql`insert into ops_effects (event_id) values (${event.id})`.execute(trx);
    },
  });
  // A member logs in (their event fails), then another (theirs goes through).
  const failing = await createMember(t);
  const fine = await createMember(t);
  failingMember = failing.id;
  await login(t, failing.account, failing.password);
  await login(t, fine.account, fine.password);
  await untilEventsVisible(t);
  let now = new Date();
  for (let attempt = 0; attempt < MAX_EVENT_ATTEMPTS; attempt++) {
    await t.app.services.events.runOnce(now);
    now = new Date(now.getTime() + eventRetryDelayMs(attempt + 1) + 1);
  }
  const letters = await t.app.services.eventsOperator.deadLetters({ consumer: 'ops-test' });
  deadLetterId = letters.list[0]!.id;
});

describe('GET /wps/operator/events/dead-letters and consumers', () => {
  it("shows a viewer the event a consumer gave up on, with the consumer's last error", async () => {
    const viewer = await staffWithToken(t, 'viewer');
    const page = expectValue(
      await t.app.inject({ url: `${LETTERS}?consumer=ops-test`, headers: viewer.headers }),
      deadLettersPageSchema,
    );
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      id: deadLetterId,
      consumer: 'ops-test',
      status: 'pending',
      attempts: MAX_EVENT_ATTEMPTS,
      lastError: 'the loyalty service is down',
      event: { type: 'member.logged_in', version: 1, memberId: failingMember },
    });
    const consumers = expectValue(
      await t.app.inject({ url: '/wps/operator/events/consumers', headers: viewer.headers }),
      eventConsumersValueSchema,
    );
    expect(consumers.find((c) => c.name === 'ops-test')).toMatchObject({
      behind: 0,
      attempts: 0,
      pendingDeadLetters: 1,
    });
  });

  it('refuses callers who are not staff, and a filter it does not know', async () => {
    expectError(await t.app.inject({ url: LETTERS }), 401, 'STAFF_NOT_LOGGED_IN');
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    expectError(
      await t.app.inject({ url: LETTERS, headers: authHeader(token) }),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    const viewer = await staffWithToken(t, 'viewer');
    expectError(
      await t.app.inject({ url: `${LETTERS}?status=lost`, headers: viewer.headers }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('POST /wps/operator/events/dead-letters/:id/retry', () => {
  it('is for admins only', async () => {
    for (const role of ['finance', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      expectError(
        await t.app.inject({ method: 'POST', url: retryUrl(deadLetterId), headers: staff.headers }),
        403,
        'STAFF_FORBIDDEN',
      );
    }
  });

  it('keeps the letter pending while the consumer still fails, then hands it over once, audited', async () => {
    const admin = await staffWithToken(t, 'admin');
    const failed = await t.app.inject({
      method: 'POST',
      url: retryUrl(deadLetterId),
      headers: admin.headers,
    });
    expectError(failed, 500, 'SYSTEM_ERROR');
    expect((await t.app.services.eventsOperator.deadLetters({})).list[0]?.status).toBe('pending');

    failingMember = 0;
    expectValue(
      await t.app.inject({ method: 'POST', url: retryUrl(deadLetterId), headers: admin.headers }),
      z.null(),
    );
    const letters = await t.app.services.eventsOperator.deadLetters({ status: 'done' });
    expect(letters.list.map((letter) => letter.id)).toEqual([deadLetterId]);
    const effects = await sql<{ n: number | string }>`
      select count(*) as n from ops_effects where event_id = ${letters.list[0]!.event.id}`.execute(
      t.db,
    );
    expect(Number(effects.rows[0]!.n)).toBe(1);
    const audit = await t.app.services.audit.list({ action: 'event.retry' });
    expect(audit.list).toEqual([
      expect.objectContaining({ staffId: admin.id, target: `dead-letter:${deadLetterId}` }),
    ]);

    // Handed over already: a second retry changes nothing.
    expectError(
      await t.app.inject({ method: 'POST', url: retryUrl(deadLetterId), headers: admin.headers }),
      409,
      'INVALID_STATE',
    );
    expect(
      Number(
        (await sql<{ n: number }>`select count(*) as n from ops_effects`.execute(t.db)).rows[0]!.n,
      ),
    ).toBe(2);
  });

  it('answers 404 for a letter that does not exist and 400 for an id that is no number', async () => {
    const admin = await staffWithToken(t, 'admin');
    expectError(
      await t.app.inject({ method: 'POST', url: retryUrl(999_999), headers: admin.headers }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({ method: 'POST', url: `${LETTERS}/abc/retry`, headers: admin.headers }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
