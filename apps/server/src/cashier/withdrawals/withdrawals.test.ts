import { describe, expect, it } from 'vitest';
import {
  withdrawalSchema,
  withdrawHistorySchema,
  withdrawInfoSchema,
} from '@portal/shared/schemas/withdrawal';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { encryptedBody } from '../../../test/encrypted.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import {
  newReference,
  operatorCall,
  PAYEE_NAME,
  postWithdraw,
  readyMember,
  walletBalances,
  withdraw,
  type ReadyMember,
} from '../../../test/withdrawals.js';

const t = useTestApp();

const info = async (member: Pick<ReadyMember, 'headers'>) =>
  expectValue(
    await t.app.inject({ url: '/wps/member/withdraw/info', headers: member.headers }),
    withdrawInfoSchema,
  );

const history = async (member: Pick<ReadyMember, 'headers'>, query = '') =>
  expectValue(
    await t.app.inject({ url: `/wps/member/withdraw/history${query}`, headers: member.headers }),
    withdrawHistorySchema,
  );

const withdrawalRows = (memberId: number) =>
  t.db.selectFrom('withdrawals').selectAll().where('member_id', '=', memberId).execute();

/** English messages, so that the formatted amounts can be read. */
const english = async (member: ReadyMember, input: Parameters<typeof postWithdraw>[2]) =>
  postWithdraw(t, { ...member, headers: { ...member.headers, language: 'EN' } }, input);

describe('GET /wps/member/withdraw/info', () => {
  it('gives the limits, the withdrawable balance, the turnover to play, the cards and the payee', async () => {
    const member = await readyMember(t, { funds: 123_456n });
    await t.app.services.turnover.require({
      memberId: member.id,
      source: 'deposit',
      reference: `D-${member.id}`,
      required: 5_000n,
    });
    const value = await info(member);
    const limits = await t.app.services.settings.get('withdrawal');
    expect(value).toMatchObject({
      currency: 'MYR',
      min: limits.minMinor / 100,
      max: limits.maxMinor / 100,
      balance: 1234.56,
      turnoverRemaining: 50,
      hasPaymentPassword: true,
      payeeName: PAYEE_NAME,
      maxBankCards: limits.maxBankCards,
      autoReceiptMinutes: limits.autoReceiptMinutes,
      awaitingReceipt: [],
    });
    expect(value.cards).toEqual([
      expect.objectContaining({ id: member.cardId, bankCode: 'MBB', bankName: 'Maybank' }),
    ]);
    expect(value.cards[0]!.accountNumber).toMatch(/^\*{4} \d{4}$/);
  });

  it('says what is missing for a member who has set nothing up yet', async () => {
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    expect(await info({ headers: authHeader(token) })).toMatchObject({
      balance: 0,
      turnoverRemaining: 0,
      hasPaymentPassword: false,
      payeeName: null,
      cards: [],
    });
  });
});

describe('POST /wps/member/withdraw', () => {
  it('holds the amount and answers a pending order numbered W + date + sequence', async () => {
    const member = await readyMember(t, { funds: 100_000n });
    const order = await withdraw(t, member, { amount: '250.50' });
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(order.orderNo).toMatch(new RegExp(`^W${today}\\d{6,}$`));
    expect(order).toMatchObject({
      status: 'pending',
      amount: 250.5,
      currency: 'MYR',
      bankCode: 'MBB',
      bankName: 'Maybank',
      receivedAmount: null,
      remainderAmount: null,
      decidedAt: null,
      hasProof: false,
    });
    expect(order.accountNumber).toMatch(/^\*{4} \d{4}$/);
    expect(await walletBalances(t, member.id)).toEqual({ main: 74_950n, hold: 25_050n });
    const hold = await t.app.services.ledger.findTransfer(`withdrawal:${order.orderNo}:hold`);
    expect(hold).toMatchObject({ kind: 'withdrawal_hold', reference: order.orderNo });
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('returns the same order for the same reference and holds once, even at the same moment', async () => {
    const member = await readyMember(t, { funds: 100_000n });
    const reference = newReference();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postWithdraw(t, member, { amount: 100, reference })),
    );
    const orders = answers.map((answer) => expectValue(answer, withdrawalSchema));
    expect(new Set(orders.map((order) => order.orderNo)).size).toBe(1);
    const again = await withdraw(t, member, { amount: 100, reference });
    expect(again.orderNo).toBe(orders[0]!.orderNo);
    expect(await withdrawalRows(member.id)).toHaveLength(1);
    expect(await walletBalances(t, member.id)).toEqual({ main: 90_000n, hold: 10_000n });
  });

  it('refuses the same reference with another amount or card', async () => {
    const member = await readyMember(t);
    const reference = newReference();
    await withdraw(t, member, { amount: 100, reference });
    expectError(
      await postWithdraw(t, member, { amount: 101, reference }),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await withdrawalRows(member.id)).toHaveLength(1);
  });

  it('refuses a wrong payment password, or none set', async () => {
    const member = await readyMember(t);
    expectError(
      await postWithdraw(t, member, { paymentPassword: '000000' }),
      400,
      'PAYMENT_PASSWORD_WRONG',
    );
    const without = await readyMember(t, { paymentPassword: false });
    expectError(await postWithdraw(t, without), 403, 'PAYMENT_PASSWORD_NOT_SET');
    expect(await withdrawalRows(member.id)).toEqual([]);
  });

  it('keeps to the minimum and maximum, naming them formatted', async () => {
    const member = await readyMember(t, { funds: 10_000_000n });
    const limits = await t.app.services.settings.get('withdrawal');
    await t.app.services.settings.update('withdrawal', (current) => ({
      ...current,
      minMinor: 5_000,
      maxMinor: 200_000,
    }));
    const below = expectError(
      await english(member, { amount: '49.99' }),
      400,
      'AMOUNT_BELOW_MINIMUM',
    );
    expect(below.message).toContain('50.00');
    const above = expectError(
      await english(member, { amount: 2000.01 }),
      400,
      'AMOUNT_ABOVE_MAXIMUM',
    );
    expect(above.message).toContain('2,000.00');
    await withdraw(t, member, { amount: 50 });
    await withdraw(t, member, { amount: 2000 });
    await t.app.services.settings.set('withdrawal', limits);
  });

  it('refuses amounts that are not positive money with at most 2 decimals', async () => {
    const member = await readyMember(t);
    for (const amount of ['1.234', '-100', '0', 'abc', '1e3']) {
      expectError(await postWithdraw(t, member, { amount }), 400, 'INVALID_AMOUNT');
    }
    expect(await withdrawalRows(member.id)).toEqual([]);
  });

  it('refuses while turnover is still to be played, naming what remains', async () => {
    const member = await readyMember(t);
    await t.app.services.turnover.require({
      memberId: member.id,
      source: 'deposit',
      reference: `D-turnover-${member.id}`,
      required: 123_456n,
    });
    const refusal = expectError(await english(member, {}), 403, 'TURNOVER_NOT_MET');
    expect(refusal.message).toContain('RM 1,234.56');
    await t.app.services.turnover.recordBet(member.id, 123_456n);
    await withdraw(t, member);
  });

  it("refuses another member's card and a deleted card", async () => {
    const member = await readyMember(t);
    const other = await readyMember(t);
    expectError(await postWithdraw(t, member, { bankCardId: other.cardId }), 404, 'NOT_FOUND');
    await t.app.inject({
      method: 'DELETE',
      url: `/wps/member/bank-cards/${member.cardId}`,
      headers: member.headers,
    });
    expectError(await postWithdraw(t, member), 404, 'NOT_FOUND');
    expect(await withdrawalRows(member.id)).toEqual([]);
  });

  it('writes nothing when the main wallet does not hold the amount', async () => {
    const member = await readyMember(t, { funds: 9_999n });
    expectError(await postWithdraw(t, member, { amount: 100 }), 400, 'INSUFFICIENT_FUNDS');
    expect(await withdrawalRows(member.id)).toEqual([]);
    expect(await walletBalances(t, member.id)).toEqual({ main: 9_999n, hold: 0n });
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('never holds more than the balance when requests race', async () => {
    const member = await readyMember(t, { funds: 30_000n });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postWithdraw(t, member, { amount: 100 })),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(3);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expectError(answer, 400, 'INSUFFICIENT_FUNDS');
    }
    expect(await withdrawalRows(member.id)).toHaveLength(3);
    expect(await walletBalances(t, member.id)).toEqual({ main: 0n, hold: 30_000n });
  });

  it('takes the body only encrypted, and validates it', async () => {
    const member = await readyMember(t);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/member/withdraw',
      headers: member.headers,
      payload: {
        bankCardId: member.cardId,
        amount: 100,
        paymentPassword: '246810',
        reference: newReference(),
      },
    });
    expectError(plain, 400, 'ENCRYPTION_REQUIRED');
    expectError(await postWithdraw(t, member, { reference: 'short' }), 400, 'VALIDATION_FAILED');
    expectError(
      await postWithdraw(t, member, { paymentPassword: '12345' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /wps/member/withdraw/history', () => {
  it("pages the member's own orders, newest first, and filters by state", async () => {
    const member = await readyMember(t, { funds: 1_000_000n });
    const orders = [];
    for (const amount of [100, 200, 300]) orders.push(await withdraw(t, member, { amount }));
    await readyMember(t).then((other) => withdraw(t, other));
    const { headers } = await staffWithToken(t, 'finance');
    await operatorCall(t, headers, orders[0]!.orderNo, 'reject', { reason: 'Name differs' });

    const first = await history(member, '?pageNo=1&pageSize=2');
    expect(first).toMatchObject({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.list.map((order) => order.amount)).toEqual([300, 200]);
    const second = await history(member, '?pageNo=2&pageSize=2');
    expect(second.list).toHaveLength(1);
    expect(second.list[0]).toMatchObject({
      orderNo: orders[0]!.orderNo,
      status: 'rejected',
      rejectReason: 'Name differs',
    });
    expect(second.list[0]!.decidedAt).not.toBeNull();
    const rejected = await history(member, '?status=rejected');
    expect(rejected.list.map((order) => order.orderNo)).toEqual([orders[0]!.orderNo]);
    expectError(
      await t.app.inject({
        url: '/wps/member/withdraw/history?status=lost',
        headers: member.headers,
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('withdrawals are real-money calls', () => {
  it('answers NOT_LOGGED_IN without a session and TRIAL_ACCOUNT to a trial account', async () => {
    const trial = await createMember(t, { type: 4 });
    const { token } = await login(t, trial.account, trial.password);
    const calls = [
      ['GET', '/wps/member/withdraw/info'],
      ['GET', '/wps/member/withdraw/history'],
      ['POST', '/wps/member/withdraw'],
      ['POST', '/wps/member/withdraw/W20250101000001/receipt'],
      ['GET', '/wps/member/withdraw/W20250101000001/proof'],
    ] as const;
    for (const [method, url] of calls) {
      const payload =
        method === 'POST'
          ? url.endsWith('receipt')
            ? { outcome: 'received' }
            : await encryptedBody(t.app, {
                bankCardId: 1,
                amount: 100,
                paymentPassword: '246810',
                reference: newReference(),
              })
          : undefined;
      expectError(await t.app.inject({ method, url, payload }), 401, 'NOT_LOGGED_IN');
      expectError(
        await t.app.inject({ method, url, payload, headers: authHeader(token) }),
        403,
        'TRIAL_ACCOUNT',
      );
    }
  });
});
