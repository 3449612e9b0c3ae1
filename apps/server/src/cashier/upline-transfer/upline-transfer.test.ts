import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  uplineTransferInfoSchema,
  uplineTransferResultSchema,
} from '@portal/shared/schemas/upline-transfer';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { injectEncrypted } from '../../../test/encrypted.js';
import { useTestApp } from '../../../test/helper.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import { uplineTransferKey } from './upline-transfer.service.js';

const t = useTestApp({ seed: false });

const URL = '/wps/member/wallet/transferUpline';
const PAYMENT_PASSWORD = '135790';

const newReference = () => `ref-${randomUUID()}`;

/** Puts money in a member's main wallet as a confirmed deposit would. */
async function fund(memberId: number, amount: bigint) {
  await t.app.services.ledger.transfer({
    idempotencyKey: `test-fund:${randomUUID()}`,
    kind: TransferKind.deposit,
    from: { system: SystemAccount.paymentClearing },
    to: { memberId, wallet: 'main' },
    amount,
    reference: `D${Date.now()}`,
  });
}

async function setPaymentPassword(memberId: number, password = PAYMENT_PASSWORD) {
  await t.db
    .updateTable('members')
    .set({ payment_password_hash: await t.app.services.passwords.hash(password) })
    .where('id', '=', memberId)
    .execute();
}

async function signedIn(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

/**
 * An agent and a member below it who may send money up, with a payment password and `funds`
 * (minor units) in the main wallet.
 */
async function downlineOf(funds = 0n, overrides: MemberOverrides = {}) {
  const agent = await createMember(t, { type: 1 });
  const member = await signedIn({ uplineId: agent.id, toUpline: true, ...overrides });
  await setPaymentPassword(member.id);
  if (funds > 0n) await fund(member.id, funds);
  return { agent, member };
}

const main = (memberId: number) => t.app.services.ledger.balance({ memberId, wallet: 'main' });

const send = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  injectEncrypted(t.app, { method: 'POST', url: URL, headers, payload });

const info = (headers: Record<string, string>) => t.app.inject({ url: URL, headers });

describe('GET /wps/member/wallet/transferUpline', () => {
  it('tells an allowed member their upline, the limits, the main balance and the password state', async () => {
    const { agent, member } = await downlineOf(12_345n);
    expect(expectValue(await info(member.headers), uplineTransferInfoSchema)).toEqual({
      allowed: true,
      upline: agent.account,
      min: 1,
      max: 100_000,
      balance: 123.45,
      currency: 'MYR',
      hasPaymentPassword: true,
    });
  });

  it('says not allowed without toUpline or without an upline, and shows no upline then', async () => {
    const agent = await createMember(t, { type: 1 });
    const flagOff = await signedIn({ uplineId: agent.id, toUpline: false });
    const noUpline = await signedIn({ toUpline: true });
    for (const member of [flagOff, noUpline]) {
      expect(expectValue(await info(member.headers), uplineTransferInfoSchema)).toMatchObject({
        allowed: false,
        upline: null,
        balance: 0,
        hasPaymentPassword: false,
      });
    }
  });

  it('refuses trial accounts and callers without a session', async () => {
    const trial = await signedIn({ type: 4, uplineId: (await createMember(t)).id, toUpline: true });
    expectError(await info(trial.headers), 403, 'TRIAL_ACCOUNT');
    expectError(await t.app.inject({ url: URL }), 401, 'NOT_LOGGED_IN');
  });
});

describe('POST /wps/member/wallet/transferUpline', () => {
  it("moves the amount from the member's main wallet to the upline's in one ledger transfer", async () => {
    const { agent, member } = await downlineOf(50_000n);
    const reference = newReference();
    const result = expectValue(
      await send(member.headers, { amount: 123.45, paymentPassword: PAYMENT_PASSWORD, reference }),
      uplineTransferResultSchema,
    );
    expect(result).toMatchObject({
      reference,
      amount: 123.45,
      balance: 376.55,
      upline: agent.account,
      currency: 'MYR',
    });
    expect(Number.isNaN(Date.parse(result.time))).toBe(false);
    expect(await main(member.id)).toBe(37_655n);
    expect(await main(agent.id)).toBe(12_345n);
    const transfer = await t.app.services.ledger.findTransfer(
      uplineTransferKey(member.id, reference),
    );
    expect(transfer).toMatchObject({ kind: TransferKind.uplineOut, reference });
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('accepts the amount as a decimal string', async () => {
    const { agent, member } = await downlineOf(1_000n);
    const response = await send(member.headers, {
      amount: '10',
      paymentPassword: PAYMENT_PASSWORD,
      reference: newReference(),
    });
    expect(expectValue(response, uplineTransferResultSchema)).toMatchObject({
      amount: 10,
      balance: 0,
    });
    expect(await main(agent.id)).toBe(1_000n);
  });

  it('answers a replayed reference with the first result and moves nothing more', async () => {
    const { agent, member } = await downlineOf(10_000n);
    const payload = { amount: 20, paymentPassword: PAYMENT_PASSWORD, reference: newReference() };
    const first = expectValue(await send(member.headers, payload), uplineTransferResultSchema);
    const again = expectValue(await send(member.headers, payload), uplineTransferResultSchema);
    expect(again).toEqual(first);
    expect(await main(member.id)).toBe(8_000n);
    expect(await main(agent.id)).toBe(2_000n);
  });

  it('moves the money once when the same reference arrives several times at once', async () => {
    const { agent, member } = await downlineOf(10_000n);
    const payload = { amount: 15, paymentPassword: PAYMENT_PASSWORD, reference: newReference() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(member.headers, payload)),
    );
    const results = answers.map((response) => expectValue(response, uplineTransferResultSchema));
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(await main(member.id)).toBe(8_500n);
    expect(await main(agent.id)).toBe(1_500n);
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('refuses the same reference with another amount as a conflict', async () => {
    const { member } = await downlineOf(10_000n);
    const reference = newReference();
    expectValue(
      await send(member.headers, { amount: 20, paymentPassword: PAYMENT_PASSWORD, reference }),
      uplineTransferResultSchema,
    );
    expectError(
      await send(member.headers, { amount: 21, paymentPassword: PAYMENT_PASSWORD, reference }),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await main(member.id)).toBe(8_000n);
  });

  it("keeps each member's references apart: the same reference is a new transfer for another member", async () => {
    const reference = newReference();
    const one = await downlineOf(1_000n);
    const two = await downlineOf(1_000n);
    for (const { member } of [one, two]) {
      expectValue(
        await send(member.headers, { amount: 5, paymentPassword: PAYMENT_PASSWORD, reference }),
        uplineTransferResultSchema,
      );
      expect(await main(member.id)).toBe(500n);
    }
  });

  it('refuses members without toUpline, without an upline or whose upline is disabled', async () => {
    const agent = await createMember(t, { type: 1 });
    const disabledAgent = await createMember(t, { type: 1, status: 'disabled' });
    const members = [
      await signedIn({ uplineId: agent.id, toUpline: false }),
      await signedIn({ toUpline: true }),
      await signedIn({ uplineId: disabledAgent.id, toUpline: true }),
    ];
    for (const member of members) {
      await setPaymentPassword(member.id);
      await fund(member.id, 1_000n);
      expectError(
        await send(member.headers, {
          amount: 5,
          paymentPassword: PAYMENT_PASSWORD,
          reference: newReference(),
        }),
        403,
        'UPLINE_TRANSFER_NOT_ALLOWED',
      );
      expect(await main(member.id)).toBe(1_000n);
    }
    expect(await main(agent.id)).toBe(0n);
  });

  it('refuses amounts outside the operator limits, naming the limit', async () => {
    const { member } = await downlineOf(100_000n);
    const { settings } = t.app.services;
    const before = await settings.get('uplineTransfer');
    await settings.set('uplineTransfer', { minMinor: 1_000, maxMinor: 50_000 });
    try {
      const headers = { ...member.headers, language: 'EN' };
      const below = expectError(
        await send(headers, {
          amount: 9.99,
          paymentPassword: PAYMENT_PASSWORD,
          reference: newReference(),
        }),
        400,
        'AMOUNT_BELOW_MINIMUM',
      );
      expect(below.message).toContain('10.00');
      const above = expectError(
        await send(headers, {
          amount: 500.01,
          paymentPassword: PAYMENT_PASSWORD,
          reference: newReference(),
        }),
        400,
        'AMOUNT_ABOVE_MAXIMUM',
      );
      expect(above.message).toContain('500.00');
      expectValue(
        await send(headers, {
          amount: 500,
          paymentPassword: PAYMENT_PASSWORD,
          reference: newReference(),
        }),
        uplineTransferResultSchema,
      );
    } finally {
      await settings.set('uplineTransfer', before);
    }
    expect(await main(member.id)).toBe(50_000n);
  });

  it('refuses amounts that are not positive with at most 2 decimals', async () => {
    const { member } = await downlineOf(10_000n);
    for (const amount of [0, -5, 1.005, '1e2', 'ten', '0.00']) {
      const response = await send(member.headers, {
        amount,
        paymentPassword: PAYMENT_PASSWORD,
        reference: newReference(),
      });
      expectError(response, 400, 'INVALID_AMOUNT');
    }
    expectError(
      await send(member.headers, {
        amount: '',
        paymentPassword: PAYMENT_PASSWORD,
        reference: newReference(),
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await main(member.id)).toBe(10_000n);
  });

  it('refuses more than the main wallet holds and writes nothing', async () => {
    const { agent, member } = await downlineOf(1_000n);
    const reference = newReference();
    expectError(
      await send(member.headers, { amount: 10.01, paymentPassword: PAYMENT_PASSWORD, reference }),
      400,
      'INSUFFICIENT_FUNDS',
    );
    expect(await main(member.id)).toBe(1_000n);
    expect(await main(agent.id)).toBe(0n);
    expect(
      await t.app.services.ledger.findTransfer(uplineTransferKey(member.id, reference)),
    ).toBeNull();
  });

  it('needs the right payment password, set beforehand', async () => {
    const { member } = await downlineOf(1_000n);
    expectError(
      await send(member.headers, {
        amount: 5,
        paymentPassword: '000000',
        reference: newReference(),
      }),
      400,
      'PAYMENT_PASSWORD_WRONG',
    );
    const { member: withoutPassword } = await downlineOf();
    await t.db
      .updateTable('members')
      .set({ payment_password_hash: null })
      .where('id', '=', withoutPassword.id)
      .execute();
    await fund(withoutPassword.id, 1_000n);
    expectError(
      await send(withoutPassword.headers, {
        amount: 5,
        paymentPassword: PAYMENT_PASSWORD,
        reference: newReference(),
      }),
      403,
      'PAYMENT_PASSWORD_NOT_SET',
    );
    expect(await main(member.id)).toBe(1_000n);
    expect(await main(withoutPassword.id)).toBe(1_000n);
  });

  it('refuses a missing or malformed payment password, reference or field', async () => {
    const { member } = await downlineOf(1_000n);
    const valid = { amount: 5, paymentPassword: PAYMENT_PASSWORD, reference: newReference() };
    const { paymentPassword: _password, ...withoutPassword } = valid;
    const { reference: _reference, ...withoutReference } = valid;
    for (const payload of [
      withoutPassword,
      withoutReference,
      { ...valid, paymentPassword: '12345' },
      { ...valid, reference: 'short' },
      { ...valid, reference: 'has spaces in it' },
      { ...valid, reference: 'x'.repeat(65) },
      { ...valid, upline: 'someone' },
    ]) {
      expectError(await send(member.headers, payload), 400, 'VALIDATION_FAILED');
    }
    expect(await main(member.id)).toBe(1_000n);
  });

  it('refuses a plaintext body', async () => {
    const { member } = await downlineOf(1_000n);
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: member.headers,
      payload: { amount: 5, paymentPassword: PAYMENT_PASSWORD, reference: newReference() },
    });
    expectError(response, 400, 'ENCRYPTION_REQUIRED');
    expect(await main(member.id)).toBe(1_000n);
  });

  it('refuses trial accounts and callers without a session', async () => {
    const agent = await createMember(t, { type: 1 });
    const trial = await signedIn({ type: 4, uplineId: agent.id, toUpline: true });
    await setPaymentPassword(trial.id);
    const payload = { amount: 5, paymentPassword: PAYMENT_PASSWORD, reference: newReference() };
    expectError(await send(trial.headers, payload), 403, 'TRIAL_ACCOUNT');
    expectError(await send({}, payload), 401, 'NOT_LOGGED_IN');
    expectError(await send(authHeader('not-a-session'), payload), 401, 'SESSION_EXPIRED');
  });
});
