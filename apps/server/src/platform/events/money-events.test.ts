import { describe, expect, it } from 'vitest';
import { operatorWithdrawalSchema } from '@portal/shared/schemas/withdrawal';
import { expectValue } from '../../../test/assertions.js';
import {
  callbackFor,
  createChannel,
  deposit,
  postSignedCallback,
  signedIn,
} from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import { operatorCall, readyMember, withdraw } from '../../../test/withdrawals.js';

const t = useTestApp();

/** The events about a member, oldest first, with their payloads. */
async function eventsOf(memberId: number, types: string[]) {
  const rows = await t.db
    .selectFrom('domain_events')
    .select(['type', 'version', 'event_key', 'payload'])
    .where('member_id', '=', memberId)
    .where('type', 'in', types)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    type: row.type,
    version: row.version,
    key: row.event_key,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  }));
}

describe('domain events of money movements', () => {
  it('reports a credited deposit once, however often the gateway calls back', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t);
    const { orderNo } = await deposit(t, member, channel, '150.00');
    const callback = callbackFor(orderNo, 15_000n);
    await postSignedCallback(t, channel, callback);
    await postSignedCallback(t, channel, callback);
    expect(await eventsOf(member.id, ['deposit.credited'])).toEqual([
      {
        type: 'deposit.credited',
        version: 1,
        key: `deposit.credited:${orderNo}`,
        payload: {
          orderNo,
          memberId: member.id,
          amount: '15000',
          currency: 'MYR',
          channelId: channel.id,
          creditedAt: expect.any(String),
        },
      },
    ]);
  });

  it('reports a withdrawal requested, then paid or returned by the operator', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t, { funds: 50_000n });
    const paid = await withdraw(t, member, { amount: 120 });
    const returned = await withdraw(t, member, { amount: 80 });
    expectValue(
      await operatorCall(t, finance.headers, paid.orderNo, 'approve'),
      operatorWithdrawalSchema,
    );
    expectValue(
      await operatorCall(t, finance.headers, returned.orderNo, 'reject', {
        reason: 'Name mismatch',
      }),
      operatorWithdrawalSchema,
    );
    const events = await eventsOf(member.id, [
      'withdrawal.requested',
      'withdrawal.paid',
      'withdrawal.returned',
    ]);
    expect(
      events.map((event) => [event.type, event.payload.orderNo, event.payload.amount]),
    ).toEqual([
      ['withdrawal.requested', paid.orderNo, '12000'],
      ['withdrawal.requested', returned.orderNo, '8000'],
      ['withdrawal.paid', paid.orderNo, '12000'],
      ['withdrawal.returned', returned.orderNo, '8000'],
    ]);
    expect(events[3]!.payload).toMatchObject({ reason: 'rejected', currency: 'MYR' });
  });

  it('writes nothing when the change it would report is refused', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t, { funds: 50_000n });
    const order = await withdraw(t, member, { amount: 100 });
    await operatorCall(t, finance.headers, order.orderNo, 'approve');
    // Approved already: a second approval is refused, and reports nothing.
    await operatorCall(t, finance.headers, order.orderNo, 'approve');
    const paid = await eventsOf(member.id, ['withdrawal.paid']);
    expect(paid).toHaveLength(1);
  });
});
