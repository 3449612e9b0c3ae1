import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { deadLettersPageSchema } from '@portal/shared/schemas/operator';
import { z } from 'zod';
import { expectValue } from '../../../test/assertions.js';
import { untilEventsVisible } from '../../../test/events.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import { inTransaction } from '../../db/transaction.js';
import { DEAD_LETTER_PROBE } from './dead-letter-probe.js';
import { EventOutbox } from './event-outbox.js';

const t = useTestApp();
const LETTERS = `/wps/operator/events/dead-letters?consumer=${DEAD_LETTER_PROBE}`;

/** A member.registered event of an account, as registration writes it. */
const registered = (account: string) =>
  inTransaction(t.db, (trx) =>
    new EventOutbox(t.db).append(trx, {
      type: 'member.registered',
      key: `member.registered:probe:${randomUUID()}`,
      memberId: null,
      payload: {
        memberId: 1,
        account,
        referrerId: null,
        affiliateCode: null,
        uplineId: null,
        registeredAt: new Date().toISOString(),
      },
      occurredAt: new Date(),
    }),
  );

async function drain() {
  await untilEventsVisible(t);
  for (let pass = 0; pass < 20; pass++) {
    if ((await t.app.services.events.runOnce()).handled === 0) return;
  }
}

let admin: Record<string, string>;
beforeAll(async () => {
  admin = (await staffWithToken(t, 'admin')).headers;
});

describe('the dead-letter probe of test servers', () => {
  it('dead-letters a deadletter* registration at once, lets others pass, and handles a replay', async () => {
    await registered(`deadletter${randomUUID().slice(0, 8)}`);
    await registered(`someone${randomUUID().slice(0, 8)}`);
    await drain();
    const pending = expectValue(
      await t.app.inject({ url: LETTERS, headers: admin }),
      deadLettersPageSchema,
    );
    expect(pending.total).toBe(1);
    expect(pending.list[0]).toMatchObject({ attempts: 1, status: 'pending' });
    expect(pending.list[0]!.lastError).toMatch(/until an operator replays the event/);

    const id = pending.list[0]!.id;
    expectValue(
      await t.app.inject({
        method: 'POST',
        url: `/wps/operator/events/dead-letters/${id}/retry`,
        headers: admin,
        payload: {},
      }),
      z.null(),
    );
    const after = expectValue(
      await t.app.inject({ url: LETTERS, headers: admin }),
      deadLettersPageSchema,
    );
    expect(after.total).toBe(0);
  });
});
