import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountRecordsSchema } from '@portal/shared/schemas/account-records';
import {
  downlineTransferInfoSchema,
  downlineTransferResultSchema,
} from '@portal/shared/schemas/agency';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { trialHeaders } from '../../../test/deposits.js';
import { injectEncrypted } from '../../../test/encrypted.js';
import { useTestApp } from '../../../test/helper.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import { downlineTransferKey, downlineTransferReference } from './downline-transfer.service.js';

const t = useTestApp({ seed: false });

const URL = '/wps/agent/team/transfer';
const PAYMENT_PASSWORD = '246802';

const newReference = () => `ref-${randomUUID()}`;

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

async function signedIn(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

/** An agent with a payment password and `funds` (minor units), a direct and a deeper downline. */
async function agentWithTeam(funds = 0n) {
  const agent = await signedIn({ type: 1 });
  await t.db
    .updateTable('members')
    .set({ payment_password_hash: await t.app.services.passwords.hash(PAYMENT_PASSWORD) })
    .where('id', '=', agent.id)
    .execute();
  if (funds > 0n) await fund(agent.id, funds);
  const sub = await signedIn({ type: 2, uplineId: agent.id });
  const deep = await createMember(t, { uplineId: sub.id });
  return { agent, sub, deep };
}

const main = (memberId: number) => t.app.services.ledger.balance({ memberId, wallet: 'main' });

const send = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  injectEncrypted(t.app, { method: 'POST', url: URL, headers, payload });

const payloadFor = (memberId: number, overrides: Record<string, unknown> = {}) => ({
  memberId,
  amount: '50.25',
  paymentPassword: PAYMENT_PASSWORD,
  reference: newReference(),
  ...overrides,
});

describe('GET /wps/agent/team/transfer', () => {
  it('tells the agent the limits, the main balance, the currency and the password state', async () => {
    const { agent } = await agentWithTeam(12_345n);
    expect(
      expectValue(
        await t.app.inject({ url: URL, headers: agent.headers }),
        downlineTransferInfoSchema,
      ),
    ).toEqual({
      min: 1,
      max: 100_000,
      balance: 123.45,
      currency: 'MYR',
      hasPaymentPassword: true,
    });
    const other = await signedIn({ type: 2 });
    const info = expectValue(
      await t.app.inject({ url: URL, headers: other.headers }),
      downlineTransferInfoSchema,
    );
    expect(info).toMatchObject({ balance: 0, hasPaymentPassword: false });
  });

  it('refuses callers not signed in, non-agents and trial accounts', async () => {
    expectError(await t.app.inject({ url: URL }), 401, 'NOT_LOGGED_IN');
    const member = await signedIn();
    expectError(await t.app.inject({ url: URL, headers: member.headers }), 403, 'NON_AGENT');
    expectError(await t.app.inject({ url: URL, headers: await trialHeaders(t) }), 403, 'NON_AGENT');
  });
});

describe('POST /wps/agent/team/transfer', () => {
  it('moves the amount in one ledger transfer, seen in both account records', async () => {
    const { agent, sub } = await agentWithTeam(10_000n);
    const payload = payloadFor(sub.id);
    const value = expectValue(await send(agent.headers, payload), downlineTransferResultSchema);
    expect(value).toMatchObject({
      amount: 50.25,
      balance: 49.75,
      downline: sub.account,
      currency: 'MYR',
    });
    expect(await main(agent.id)).toBe(4_975n);
    expect(await main(sub.id)).toBe(5_025n);
    const transfer = await t.app.services.ledger.findTransfer(
      downlineTransferKey(agent.id, payload.reference),
    );
    expect(transfer).toMatchObject({ kind: TransferKind.uplineIn });

    const records = (headers: Record<string, string>) =>
      t.app.inject({ url: '/wps/member/wallet/transactions', headers });
    const sent = expectValue(await records(agent.headers), accountRecordsSchema);
    expect(sent.list).toContainEqual(
      expect.objectContaining({
        type: 'transfer_to_downline',
        amount: -50.25,
        reference: value.reference,
      }),
    );
    const received = expectValue(await records(sub.headers), accountRecordsSchema);
    expect(received.list).toContainEqual(
      expect.objectContaining({
        type: 'transfer_from_upline',
        amount: 50.25,
        reference: value.reference,
      }),
    );
  });

  it('gives each transfer a T reference of its day like the cashier orders, kept on retry, never reused', async () => {
    const { agent, sub } = await agentWithTeam(10_000n);
    const payload = payloadFor(sub.id, { amount: '1' });
    const first = expectValue(await send(agent.headers, payload), downlineTransferResultSchema);
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(first.reference).toMatch(new RegExp(`^T${day}\\d{8}$`));
    expect(first.reference).not.toContain(payload.reference);
    const again = expectValue(await send(agent.headers, payload), downlineTransferResultSchema);
    expect(again.reference).toBe(first.reference);

    // The next transfer's first draw is already taken: it takes the next one of its sequence.
    const next = payloadFor(sub.id, { amount: '1' });
    const key = downlineTransferKey(agent.id, next.reference);
    const taken = downlineTransferReference(key, new Date(), 0);
    await t.app.services.ledger.transfer({
      idempotencyKey: `test:${taken}`,
      kind: TransferKind.deposit,
      from: { system: SystemAccount.paymentClearing },
      to: { memberId: sub.id, wallet: 'main' },
      amount: 1n,
      reference: taken,
    });
    const second = expectValue(await send(agent.headers, next), downlineTransferResultSchema);
    expect(second.reference).toBe(downlineTransferReference(key, new Date(), 1));
    expect(new Set([first.reference, taken, second.reference]).size).toBe(3);
  });

  it('answers a retry with the first result and moves nothing; another amount is a conflict', async () => {
    const { agent, sub } = await agentWithTeam(10_000n);
    const payload = payloadFor(sub.id, { amount: '10' });
    const first = expectValue(await send(agent.headers, payload), downlineTransferResultSchema);
    const again = expectValue(await send(agent.headers, payload), downlineTransferResultSchema);
    expect(again).toEqual(first);
    expect(await main(sub.id)).toBe(1_000n);
    expectError(
      await send(agent.headers, { ...payload, amount: '11' }),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await main(agent.id)).toBe(9_000n);
  });

  it('answers 404 outside the downline and NOT_DIRECT_DOWNLINE deeper down', async () => {
    const { agent, deep } = await agentWithTeam(10_000n);
    const other = await agentWithTeam();
    for (const id of [other.agent.id, other.sub.id, other.deep.id, agent.id, 999_999_999]) {
      expectError(await send(agent.headers, payloadFor(id)), 404, 'AGENCY_MEMBER_NOT_FOUND');
    }
    expectError(await send(agent.headers, payloadFor(deep.id)), 409, 'NOT_DIRECT_DOWNLINE');
    expect(await main(agent.id)).toBe(10_000n);
  });

  it('refuses a disabled downline and one of another currency', async () => {
    const { agent, sub } = await agentWithTeam(10_000n);
    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', sub.id)
      .execute();
    expectError(
      await send(agent.headers, payloadFor(sub.id)),
      409,
      'DOWNLINE_TRANSFER_NOT_ALLOWED',
    );
    const foreign = await createMember(t, { uplineId: agent.id });
    await t.db
      .updateTable('members')
      .set({ currency: 'THB' })
      .where('id', '=', foreign.id)
      .execute();
    expectError(
      await send(agent.headers, payloadFor(foreign.id)),
      409,
      'DOWNLINE_TRANSFER_NOT_ALLOWED',
    );
  });

  it('checks the amount before the payment password, and the password before the money', async () => {
    const { agent, sub } = await agentWithTeam(10_000n);
    const wrong = { paymentPassword: '000000' };
    expectError(
      await send(agent.headers, payloadFor(sub.id, { amount: '0.50', ...wrong })),
      400,
      'AMOUNT_BELOW_MINIMUM',
    );
    expectError(
      await send(agent.headers, payloadFor(sub.id, { amount: '100000.01', ...wrong })),
      400,
      'AMOUNT_ABOVE_MAXIMUM',
    );
    expectError(
      await send(agent.headers, payloadFor(sub.id, { amount: '0', ...wrong })),
      400,
      'INVALID_AMOUNT',
    );
    expectError(
      await send(agent.headers, payloadFor(sub.id, wrong)),
      400,
      'PAYMENT_PASSWORD_WRONG',
    );
    expectError(
      await send(agent.headers, payloadFor(sub.id, { amount: '100.01' })),
      400,
      'INSUFFICIENT_FUNDS',
    );
    expect(await main(agent.id)).toBe(10_000n);
    expect(await main(sub.id)).toBe(0n);
  });

  it('refuses an agent without a payment password and malformed bodies', async () => {
    const agent = await signedIn({ type: 2 });
    const sub = await createMember(t, { uplineId: agent.id });
    await fund(agent.id, 10_000n);
    expectError(await send(agent.headers, payloadFor(sub.id)), 403, 'PAYMENT_PASSWORD_NOT_SET');
    expectError(
      await send(agent.headers, payloadFor(sub.id, { paymentPassword: '12' })),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await send(agent.headers, payloadFor(sub.id, { memberId: 'x' })),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await send(agent.headers, { ...payloadFor(sub.id), extra: true }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses callers not signed in, non-agents and trial accounts', async () => {
    const { sub } = await agentWithTeam(10_000n);
    expectError(await send({}, payloadFor(sub.id)), 401, 'NOT_LOGGED_IN');
    const member = await signedIn();
    expectError(await send(member.headers, payloadFor(sub.id)), 403, 'NON_AGENT');
    expectError(await send(await trialHeaders(t), payloadFor(sub.id)), 403, 'NON_AGENT');
  });
});
