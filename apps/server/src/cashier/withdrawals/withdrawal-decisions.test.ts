import { describe, expect, it } from 'vitest';
import {
  operatorWithdrawalPageSchema,
  operatorWithdrawalSchema,
  proofImageSchema,
  withdrawalSchema,
  withdrawInfoSchema,
} from '@portal/shared/schemas/withdrawal';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import { SystemAccount } from '../../platform/ledger/ledger.types.js';
import { autoReceiptJobKey } from './withdrawal-states.js';
import {
  operatorCall,
  PNG_PROOF,
  postReceipt,
  readyMember,
  walletBalances,
  withdraw,
  type ReadyMember,
} from '../../../test/withdrawals.js';

const t = useTestApp();

const approved = async (headers: Record<string, string>, orderNo: string) =>
  expectValue(await operatorCall(t, headers, orderNo, 'approve'), operatorWithdrawalSchema);

const notices = (memberId: number) =>
  t.db
    .selectFrom('member_notices')
    .select(['kind', 'amount', 'reference'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, amount: Number(row.amount) })));

const auditOf = (orderNo: string) =>
  t.db
    .selectFrom('staff_audit_log')
    .select(['staff_id', 'action', 'details'])
    .where('target', '=', `withdrawal:${orderNo}`)
    .orderBy('id')
    .execute();

const clearing = () =>
  t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', `system:${SystemAccount.paymentClearing}:MYR`)
    .executeTakeFirstOrThrow()
    .then((row) => BigInt(row.balance));

/** An order the member disputes: approved, then answered with `outcome`. */
async function disputed(
  member: ReadyMember,
  headers: Record<string, string>,
  outcome: 'not_received' | 'partial',
  amount = 200,
) {
  const order = await withdraw(t, member, { amount });
  await approved(headers, order.orderNo);
  const payload =
    outcome === 'partial' ? { outcome, receivedAmount: 150 } : { outcome, proofImage: PNG_PROOF };
  expect((await postReceipt(t, member, order.orderNo, payload)).statusCode).toBe(200);
  return order;
}

describe('POST /wps/operator/withdrawals/:orderNo/approve', () => {
  it('pays the hold out, notifies the member, schedules the auto-receipt and audits', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t, { funds: 100_000n });
    const order = await withdraw(t, member, { amount: 300 });
    const clearingBefore = await clearing();

    const paid = await approved(finance.headers, order.orderNo);
    const { autoReceiptMinutes } = await t.app.services.settings.get('withdrawal');
    expect(paid).toMatchObject({
      status: 'approved',
      memberAccount: member.account,
      holderName: 'Tan Ah Kow',
      decidedBy: finance.username,
    });
    expect(paid.accountNumber).toMatch(/^\d{12}$/);
    expect(Date.parse(paid.receiptDueAt!) - Date.parse(paid.decidedAt!)).toBe(
      autoReceiptMinutes * 60_000,
    );
    expect(await walletBalances(t, member.id)).toEqual({ main: 70_000n, hold: 0n });
    expect((await clearing()) - clearingBefore).toBe(30_000n);
    expect(await notices(member.id)).toEqual([
      { kind: 'withdrawal_approved', amount: 30_000, reference: order.orderNo },
    ]);
    const job = await t.db
      .selectFrom('jobs')
      .select(['kind', 'status', 'run_at'])
      .where('unique_key', '=', autoReceiptJobKey(order.orderNo))
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'withdrawal.autoReceipt', status: 'pending' });
    expect(new Date(job.run_at).toISOString()).toBe(paid.receiptDueAt);
    const audit = await auditOf(order.orderNo);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: finance.id, action: 'withdrawal.approve' });
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ amount: '300.00', currency: 'MYR' });

    const info = expectValue(
      await t.app.inject({ url: '/wps/member/withdraw/info', headers: member.headers }),
      withdrawInfoSchema,
    );
    expect(info.awaitingReceipt.map((each) => each.orderNo)).toEqual([order.orderNo]);
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('refuses an order that is not pending, and one that does not exist', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t);
    const order = await withdraw(t, member);
    await approved(finance.headers, order.orderNo);
    expectError(
      await operatorCall(t, finance.headers, order.orderNo, 'approve'),
      409,
      'INVALID_STATE',
    );
    expectError(
      await operatorCall(t, finance.headers, order.orderNo, 'reject', { reason: 'late' }),
      409,
      'INVALID_STATE',
    );
    expectError(
      await operatorCall(t, finance.headers, 'W20200101999999', 'approve'),
      404,
      'NOT_FOUND',
    );
    expectError(
      await operatorCall(t, finance.headers, 'nonsense', 'approve'),
      400,
      'VALIDATION_FAILED',
    );
    expect(await auditOf(order.orderNo)).toHaveLength(1);
  });
});

describe('POST /wps/operator/withdrawals/:orderNo/reject', () => {
  it('returns the hold to the main wallet with the reason, notifies and audits', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t, { funds: 50_000n });
    const order = await withdraw(t, member, { amount: 200 });
    const rejected = expectValue(
      await operatorCall(t, finance.headers, order.orderNo, 'reject', { reason: 'Card closed' }),
      operatorWithdrawalSchema,
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Card closed' });
    expect(await walletBalances(t, member.id)).toEqual({ main: 50_000n, hold: 0n });
    expect(await notices(member.id)).toEqual([
      { kind: 'withdrawal_rejected', amount: 20_000, reference: order.orderNo },
    ]);
    const audit = await auditOf(order.orderNo);
    expect(audit.map((line) => line.action)).toEqual(['withdrawal.reject']);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ reason: 'Card closed' });
    // Nothing is scheduled for an order that was never paid.
    const job = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('unique_key', '=', autoReceiptJobKey(order.orderNo))
      .executeTakeFirst();
    expect(job).toBeUndefined();
  });

  it('needs a reason', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t);
    const order = await withdraw(t, member);
    expectError(
      await operatorCall(t, finance.headers, order.orderNo, 'reject', {}),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await operatorCall(t, finance.headers, order.orderNo, 'reject', { reason: '  ' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('concurrent decisions on one order', () => {
  it('apply exactly one of approve and reject', async () => {
    const first = await staffWithToken(t, 'finance');
    const second = await staffWithToken(t, 'admin');
    for (let round = 0; round < 5; round += 1) {
      const member = await readyMember(t, { funds: 100_000n });
      const order = await withdraw(t, member, { amount: 100 });
      const answers = await Promise.all([
        operatorCall(t, first.headers, order.orderNo, 'approve'),
        operatorCall(t, second.headers, order.orderNo, 'reject', { reason: 'duplicate' }),
        operatorCall(t, second.headers, order.orderNo, 'approve'),
        operatorCall(t, first.headers, order.orderNo, 'reject', { reason: 'duplicate' }),
      ]);
      const won = answers.filter((answer) => answer.statusCode === 200);
      expect(won).toHaveLength(1);
      for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
        expectError(lost, 409, 'INVALID_STATE');
      }
      const status = won[0]!.json<{ value: { status: string } }>().value.status;
      const balances = await walletBalances(t, member.id);
      expect(balances).toEqual(
        status === 'approved' ? { main: 90_000n, hold: 0n } : { main: 100_000n, hold: 0n },
      );
      expect(await auditOf(order.orderNo)).toHaveLength(1);
      expect(await notices(member.id)).toHaveLength(1);
    }
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('apply exactly one of refund and force-received', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t, { funds: 100_000n });
    const order = await disputed(member, finance.headers, 'not_received');
    const answers = await Promise.all([
      operatorCall(t, finance.headers, order.orderNo, 'refund'),
      operatorCall(t, finance.headers, order.orderNo, 'force-received'),
      operatorCall(t, finance.headers, order.orderNo, 'refund'),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const main = (await walletBalances(t, member.id)).main;
    expect([80_000n, 100_000n]).toContain(main);
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });
});

describe('resolving a disputed receipt', () => {
  it('refunds the whole amount that did not arrive, notifies the failure and audits', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t, { funds: 100_000n });
    const order = await disputed(member, finance.headers, 'not_received', 250);
    expect(await walletBalances(t, member.id)).toEqual({ main: 75_000n, hold: 0n });
    const refunded = expectValue(
      await operatorCall(t, finance.headers, order.orderNo, 'refund', { note: 'Bank returned it' }),
      operatorWithdrawalSchema,
    );
    expect(refunded).toMatchObject({
      status: 'refunded',
      remainderAmount: 250,
      refundedAmount: 250,
      resolvedBy: finance.username,
      resolutionNote: 'Bank returned it',
    });
    expect(await walletBalances(t, member.id)).toEqual({ main: 100_000n, hold: 0n });
    expect((await notices(member.id)).at(-1)).toEqual({
      kind: 'withdrawal_failed',
      amount: 25_000,
      reference: order.orderNo,
    });
    expect((await auditOf(order.orderNo)).map((line) => line.action)).toEqual([
      'withdrawal.approve',
      'withdrawal.refund',
    ]);
    const refund = await t.app.services.ledger.findTransfer(`withdrawal:${order.orderNo}:refund`);
    expect(refund).toMatchObject({ kind: 'withdrawal_remainder' });
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('refunds only the remainder of a partial receipt', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t, { funds: 100_000n });
    const order = await disputed(member, finance.headers, 'partial', 200);
    const refunded = expectValue(
      await operatorCall(t, finance.headers, order.orderNo, 'refund'),
      operatorWithdrawalSchema,
    );
    expect(refunded).toMatchObject({
      status: 'refunded',
      receivedAmount: 150,
      remainderAmount: 50,
      refundedAmount: 50,
    });
    expect(await walletBalances(t, member.id)).toEqual({ main: 85_000n, hold: 0n });
  });

  it('closes a claim as received without refund', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t, { funds: 100_000n });
    const order = await disputed(member, finance.headers, 'not_received', 200);
    const closed = expectValue(
      await operatorCall(t, finance.headers, order.orderNo, 'force-received', {
        note: 'Bank slip',
      }),
      operatorWithdrawalSchema,
    );
    expect(closed).toMatchObject({ status: 'force_received', refundedAmount: null });
    expect(await walletBalances(t, member.id)).toEqual({ main: 80_000n, hold: 0n });
    expect((await auditOf(order.orderNo)).map((line) => line.action)).toEqual([
      'withdrawal.approve',
      'withdrawal.force_received',
    ]);
    expectError(
      await operatorCall(t, finance.headers, order.orderNo, 'refund'),
      409,
      'INVALID_STATE',
    );
  });

  it('refuses to resolve an order nobody disputes', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t);
    const order = await withdraw(t, member);
    for (const action of ['refund', 'force-received'] as const) {
      expectError(
        await operatorCall(t, finance.headers, order.orderNo, action),
        409,
        'INVALID_STATE',
      );
    }
    await approved(finance.headers, order.orderNo);
    expectValue(
      await postReceipt(t, member, order.orderNo, { outcome: 'received' }),
      withdrawalSchema,
    );
    for (const action of ['refund', 'force-received'] as const) {
      expectError(
        await operatorCall(t, finance.headers, order.orderNo, action),
        409,
        'INVALID_STATE',
      );
    }
  });
});

describe('GET /wps/operator/withdrawals', () => {
  it('lists orders oldest first with the full account, by state and by member', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t, { funds: 100_000n });
    const one = await withdraw(t, member, { amount: 100 });
    const two = await withdraw(t, member, { amount: 200 });
    await approved(finance.headers, two.orderNo);

    const mine = expectValue(
      await t.app.inject({
        url: `/wps/operator/withdrawals?account=${member.account.toUpperCase()}`,
        headers: finance.headers,
      }),
      operatorWithdrawalPageSchema,
    );
    expect(mine.list.map((order) => order.orderNo)).toEqual([one.orderNo, two.orderNo]);
    expect(mine.list[0]!.accountNumber).toMatch(/^\d{12}$/);
    const pending = expectValue(
      await t.app.inject({
        url: `/wps/operator/withdrawals?status=pending&account=${member.account}`,
        headers: finance.headers,
      }),
      operatorWithdrawalPageSchema,
    );
    expect(pending.list.map((order) => order.orderNo)).toEqual([one.orderNo]);
    const page = expectValue(
      await t.app.inject({ url: '/wps/operator/withdrawals?pageSize=1', headers: finance.headers }),
      operatorWithdrawalPageSchema,
    );
    expect(page.list).toHaveLength(1);
    expect(page.totalPages).toBe(page.total);
    const single = expectValue(
      await t.app.inject({
        url: `/wps/operator/withdrawals/${two.orderNo}`,
        headers: finance.headers,
      }),
      operatorWithdrawalSchema,
    );
    expect(single).toMatchObject({ orderNo: two.orderNo, status: 'approved' });
  });

  it("shows the member's proof image to finance", async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t);
    const order = await disputed(member, finance.headers, 'not_received', 100);
    const proof = expectValue(
      await t.app.inject({
        url: `/wps/operator/withdrawals/${order.orderNo}/proof`,
        headers: finance.headers,
      }),
      proofImageSchema,
    );
    expect(proof).toEqual({ mimeType: 'image/png', dataUrl: PNG_PROOF });
  });
});

describe('operator calls need a staff session with the permission', () => {
  it('refuses no session and a member session; a viewer reads the queue with masked accounts but decides nothing', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    const admin = await staffWithToken(t, 'admin');
    const member = await readyMember(t);
    const order = await withdraw(t, member);
    const calls: [string, string][] = [
      ['GET', '/wps/operator/withdrawals'],
      ['GET', `/wps/operator/withdrawals/${order.orderNo}`],
      ['GET', `/wps/operator/withdrawals/${order.orderNo}/proof`],
      ['GET', `/wps/operator/withdrawals/${order.orderNo}/payout-proof`],
      ['POST', `/wps/operator/withdrawals/${order.orderNo}/approve`],
      ['POST', `/wps/operator/withdrawals/${order.orderNo}/reject`],
      ['POST', `/wps/operator/withdrawals/${order.orderNo}/refund`],
      ['POST', `/wps/operator/withdrawals/${order.orderNo}/force-received`],
    ];
    const readable = new Set([
      '/wps/operator/withdrawals',
      `/wps/operator/withdrawals/${order.orderNo}`,
      `/wps/operator/withdrawals/${order.orderNo}/proof`,
    ]);
    for (const [method, url] of calls) {
      // Bodies are validated before the session is looked at: send valid ones.
      const payload = url.endsWith('reject') ? { reason: 'not allowed' } : undefined;
      const call = (headers: Record<string, string>) =>
        t.app.inject({ method: method as 'GET' | 'POST', url, headers, payload });
      expectError(await call({}), 401, 'STAFF_NOT_LOGGED_IN');
      expectError(await call(member.headers), 401, 'STAFF_NOT_LOGGED_IN');
      if (!readable.has(url)) expectError(await call(viewer.headers), 403, 'STAFF_FORBIDDEN');
    }
    const seen = expectValue(
      await t.app.inject({
        url: `/wps/operator/withdrawals/${order.orderNo}`,
        headers: viewer.headers,
      }),
      operatorWithdrawalSchema,
    );
    expect(seen.accountNumber).toMatch(/^\*{4} \d{4}$/);
    expect((await walletBalances(t, member.id)).hold).toBe(10_000n);
    const paid = expectValue(
      await operatorCall(t, admin.headers, order.orderNo, 'approve', { note: 'paid by admin' }),
      operatorWithdrawalSchema,
    );
    expect(paid.accountNumber).toMatch(/^\d{12}$/);
  });
});
