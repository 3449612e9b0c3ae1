import { afterAll, describe, expect, it } from 'vitest';
import { gatewayCallbackValueSchema } from '@portal/shared/schemas/deposit';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  callbackFor,
  createChannel,
  deposit,
  mainBalance,
  orderRow,
  postCallback,
  postSignedCallback,
  signedIn,
  type TestChannel,
} from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import { depositTransferKey } from './deposit-settlement.js';
import { CALLBACK_MAX_AGE_SECONDS, signCallback } from './gateway-signature.js';

const t = useTestApp();

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

/** A member with a pending gateway order of `amount` (decimal) on a channel of its own. */
async function pendingOrder(amount = '100.00', channelOverrides = {}) {
  const member = await signedIn(t);
  const channel = await createChannel(t, channelOverrides);
  const { orderNo } = await deposit(t, member, channel, amount);
  return { member, channel, orderNo };
}

const toMinorUnits = (amount: string) => BigInt(amount.replace('.', ''));

async function callbacksOf(orderNo: string) {
  return t.db
    .selectFrom('deposit_callbacks')
    .select(['outcome', 'status', 'amount'])
    .where('order_no', '=', orderNo)
    .orderBy('id')
    .execute();
}

async function noticesOf(memberId: number) {
  return t.db
    .selectFrom('member_notices')
    .select(['kind', 'amount', 'reference'])
    .where('member_id', '=', memberId)
    .execute();
}

async function creditsOf(orderNo: string) {
  return t.db
    .selectFrom('ledger_transfers')
    .select(['kind', 'amount', 'idempotency_key'])
    .where('reference', '=', orderNo)
    .execute();
}

describe('POST /wps/payment/callback/:channelCode: success', () => {
  it('credits the main wallet once, adds the turnover and the arrival notice', async () => {
    const { member, channel, orderNo } = await pendingOrder('100.00', { turnoverBps: 15_000 });
    const payload = callbackFor(orderNo, 10_000n);
    const value = expectValue(
      await postSignedCallback(t, channel, payload),
      gatewayCallbackValueSchema,
    );
    expect(value).toEqual({ orderNo, status: 'success' });
    expect(await mainBalance(t, member.id)).toBe(10_000n);
    const row = await orderRow(t, orderNo);
    expect(row).toMatchObject({ status: 'success', gateway_txn_id: payload.gatewayTxnId });
    expect(row.credited_at).not.toBeNull();
    expect(await creditsOf(orderNo)).toEqual([
      {
        kind: TransferKind.deposit,
        amount: expect.anything(),
        idempotency_key: depositTransferKey(orderNo),
      },
    ]);
    const turnover = await t.db
      .selectFrom('turnover_requirements')
      .selectAll()
      .where('reference', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(turnover).toMatchObject({ member_id: member.id, source: 'deposit' });
    expect(BigInt(turnover.required)).toBe(15_000n);
    const notices = await noticesOf(member.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'deposit_arrived', reference: orderNo });
    expect(BigInt(notices[0]!.amount)).toBe(10_000n);
    expect(await callbacksOf(orderNo)).toMatchObject([{ outcome: 'credited', status: 'success' }]);
  });

  it('credits exactly once when ten identical callbacks race', async () => {
    const { member, channel, orderNo } = await pendingOrder('250.75');
    const payload = callbackFor(orderNo, 25_075n);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postSignedCallback(t, channel, payload)),
    );
    for (const answer of answers) {
      expect(expectValue(answer, gatewayCallbackValueSchema)).toEqual({
        orderNo,
        status: 'success',
      });
    }
    expect(await mainBalance(t, member.id)).toBe(25_075n);
    expect(await creditsOf(orderNo)).toHaveLength(1);
    expect(await noticesOf(member.id)).toHaveLength(1);
    const outcomes = (await callbacksOf(orderNo)).map((row) => row.outcome).sort();
    expect(outcomes).toEqual(['credited', ...Array<string>(9).fill('replayed')]);
  });

  it('acknowledges later replays, even with a new transaction id, without paying again', async () => {
    const { member, channel, orderNo } = await pendingOrder('40.00');
    const payload = callbackFor(orderNo, 4_000n);
    expectValue(await postSignedCallback(t, channel, payload), gatewayCallbackValueSchema);
    for (const replay of [payload, callbackFor(orderNo, 4_000n)]) {
      expect(
        expectValue(await postSignedCallback(t, channel, replay), gatewayCallbackValueSchema),
      ).toEqual({ orderNo, status: 'success' });
    }
    expect(await mainBalance(t, member.id)).toBe(4_000n);
    expect(await creditsOf(orderNo)).toHaveLength(1);
  });

  it('credits an order that expired unpaid when the gateway reports it paid (late)', async () => {
    const { member, channel, orderNo } = await pendingOrder('30.00');
    await t.app.services.jobs.runDue(new Date(Date.now() + 31 * 60_000));
    expect((await orderRow(t, orderNo)).status).toBe('expired');
    expectValue(
      await postSignedCallback(t, channel, callbackFor(orderNo, 3_000n)),
      gatewayCallbackValueSchema,
    );
    expect(await mainBalance(t, member.id)).toBe(3_000n);
    expect((await orderRow(t, orderNo)).status).toBe('success');
  });
});

describe('POST /wps/payment/callback/:channelCode: failure', () => {
  it('marks the order failed and tells the member; nothing is credited', async () => {
    const { member, channel, orderNo } = await pendingOrder('60.00');
    const value = expectValue(
      await postSignedCallback(t, channel, callbackFor(orderNo, 6_000n, { status: 'failed' })),
      gatewayCallbackValueSchema,
    );
    expect(value).toEqual({ orderNo, status: 'failed' });
    const row = await orderRow(t, orderNo);
    expect(row.status).toBe('failed');
    expect(row.closed_at).not.toBeNull();
    expect(await mainBalance(t, member.id)).toBe(0n);
    expect(await noticesOf(member.id)).toMatchObject([
      { kind: 'deposit_failed', reference: orderNo },
    ]);
    // The gateway repeating the failure is acknowledged; a later success is refused.
    expectValue(
      await postSignedCallback(t, channel, callbackFor(orderNo, 6_000n, { status: 'failed' })),
      gatewayCallbackValueSchema,
    );
    expectError(
      await postSignedCallback(t, channel, callbackFor(orderNo, 6_000n)),
      409,
      'INVALID_STATE',
    );
    expect(await mainBalance(t, member.id)).toBe(0n);
    expect((await callbacksOf(orderNo)).map((row) => row.outcome)).toEqual([
      'failed',
      'replayed',
      'refused',
    ]);
  });

  it('refuses a failure report for an order already credited', async () => {
    const { member, channel, orderNo } = await pendingOrder('20.00');
    expectValue(
      await postSignedCallback(t, channel, callbackFor(orderNo, 2_000n)),
      gatewayCallbackValueSchema,
    );
    expectError(
      await postSignedCallback(t, channel, callbackFor(orderNo, 2_000n, { status: 'failed' })),
      409,
      'INVALID_STATE',
    );
    expect(await mainBalance(t, member.id)).toBe(2_000n);
    expect((await orderRow(t, orderNo)).status).toBe('success');
  });
});

describe('POST /wps/payment/callback/:channelCode: refusals', () => {
  it('refuses a missing, wrong or other channel signature with SIGNATURE_INVALID', async () => {
    const { member, channel, orderNo } = await pendingOrder('100.00');
    const other = await createChannel(t);
    const payload = callbackFor(orderNo, 10_000n);
    const signatures = [
      null,
      'not-hex',
      '0'.repeat(64),
      signCallback(other.secret!, payload),
      signCallback(channel.secret!, { ...payload, amount: '1000.00' }),
    ];
    for (const signature of signatures) {
      expectError(await postCallback(t, channel, payload, signature), 401, 'SIGNATURE_INVALID');
    }
    // The signature covers every field: changing one after signing breaks it.
    const signature = signCallback(channel.secret!, payload);
    for (const change of [
      { gatewayTxnId: 'OTHER' },
      { status: 'failed' as const },
      { timestamp: payload.timestamp + 1 },
    ]) {
      expectError(
        await postCallback(t, channel, { ...payload, ...change }, signature),
        401,
        'SIGNATURE_INVALID',
      );
    }
    expect(await mainBalance(t, member.id)).toBe(0n);
    expect((await orderRow(t, orderNo)).status).toBe('pending');
    expect(t.logs.join('\n')).toContain('payment callback refused');
  });

  it('refuses a stale or future timestamp even when correctly signed', async () => {
    const { member, channel, orderNo } = await pendingOrder('100.00');
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [
      now - CALLBACK_MAX_AGE_SECONDS - 60,
      now + CALLBACK_MAX_AGE_SECONDS + 60,
    ]) {
      const response = await postSignedCallback(
        t,
        channel,
        callbackFor(orderNo, 10_000n, { timestamp }),
      );
      expect(expectError(response, 401, 'SIGNATURE_INVALID').details).toEqual([
        { path: 'timestamp', reason: 'stale' },
      ]);
    }
    expect(await mainBalance(t, member.id)).toBe(0n);
  });

  it('refuses and records an amount that differs from the order', async () => {
    const { member, channel, orderNo } = await pendingOrder('100.00');
    for (const amount of ['1000.00', '99.99']) {
      const response = await postSignedCallback(
        t,
        channel,
        callbackFor(orderNo, toMinorUnits(amount), { amount }),
      );
      expectError(response, 400, 'INVALID_AMOUNT');
    }
    expect(await mainBalance(t, member.id)).toBe(0n);
    expect((await orderRow(t, orderNo)).status).toBe('pending');
    const recorded = await callbacksOf(orderNo);
    expect(recorded.map((row) => row.outcome)).toEqual(['amount_mismatch', 'amount_mismatch']);
    expect(recorded.map((row) => BigInt(row.amount))).toEqual([100_000n, 9_999n]);
    expect(t.logs.join('\n')).toContain('differs_from_order');
  });

  it('answers NOT_FOUND for an unknown channel, an unknown order, or an order of another channel', async () => {
    const { channel, orderNo } = await pendingOrder('10.00');
    const other = await createChannel(t);
    const bank = await createChannel(t, { type: 'bank_transfer' });
    const payload = callbackFor(orderNo, 1_000n);
    expectError(
      await postSignedCallback(t, { ...channel, code: 'no-such' }, payload),
      404,
      'NOT_FOUND',
    );
    expectError(await postSignedCallback(t, other, payload), 404, 'NOT_FOUND');
    expectError(await postSignedCallback(t, bank as TestChannel, payload), 404, 'NOT_FOUND');
    expectError(
      await postSignedCallback(t, channel, callbackFor('D2099010100000000', 1_000n)),
      404,
      'NOT_FOUND',
    );
  });

  it('still honours a paid order after its channel was disabled', async () => {
    const { member, channel, orderNo } = await pendingOrder('15.00');
    await t.db
      .updateTable('deposit_channels')
      .set({ enabled: 0 })
      .where('id', '=', channel.id)
      .execute();
    expectValue(
      await postSignedCallback(t, channel, callbackFor(orderNo, 1_500n)),
      gatewayCallbackValueSchema,
    );
    expect(await mainBalance(t, member.id)).toBe(1_500n);
  });

  it('refuses a malformed body', async () => {
    const { channel, orderNo } = await pendingOrder('10.00');
    const good = callbackFor(orderNo, 1_000n);
    for (const body of [
      { ...good, amount: '10' },
      { ...good, amount: 10 },
      { ...good, status: 'paid' },
      { ...good, extra: 1 },
      { ...good, timestamp: 'now' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/wps/payment/callback/${channel.code}`,
        payload: body,
      });
      expectError(response, 400, 'VALIDATION_FAILED');
    }
  });
});

describe('the expiry job', () => {
  it('expires a gateway order left unpaid for 30 minutes, not before', async () => {
    const { member, orderNo } = await pendingOrder('10.00');
    await t.app.services.jobs.runDue(new Date(Date.now() + 29 * 60_000));
    expect((await orderRow(t, orderNo)).status).toBe('pending');
    await t.app.services.jobs.runDue(new Date(Date.now() + 31 * 60_000));
    const row = await orderRow(t, orderNo);
    expect(row.status).toBe('expired');
    expect(row.closed_at).not.toBeNull();
    expect(await noticesOf(member.id)).toEqual([]);
  });

  it('leaves a paid order as it is', async () => {
    const { member, channel, orderNo } = await pendingOrder('12.00');
    expectValue(
      await postSignedCallback(t, channel, callbackFor(orderNo, 1_200n)),
      gatewayCallbackValueSchema,
    );
    await t.app.services.jobs.runDue(new Date(Date.now() + 31 * 60_000));
    expect((await orderRow(t, orderNo)).status).toBe('success');
    expect(await mainBalance(t, member.id)).toBe(1_200n);
  });
});
