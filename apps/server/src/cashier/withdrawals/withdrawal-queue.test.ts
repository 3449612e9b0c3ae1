import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  operatorWithdrawalPageSchema,
  operatorWithdrawalSchema,
  proofImageSchema,
} from '@portal/shared/schemas/withdrawal';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import {
  operatorCall,
  PNG_PROOF,
  postReceipt,
  readyMember,
  walletBalances,
  withdraw,
} from '../../../test/withdrawals.js';

const t = useTestApp();

type Headers = Record<string, string>;

const queue = (headers: Headers, query: string) =>
  t.app.inject({ method: 'GET', url: `/wps/operator/withdrawals?${query}`, headers });

const listed = async (headers: Headers, query: string) =>
  expectValue(await queue(headers, query), operatorWithdrawalPageSchema);

/** Two members whose names share a start, with withdrawals of `amounts` (alternating members). */
async function membersWithOrders(amounts: number[]) {
  const stem = `w${randomInt(10_000_000, 99_999_999)}`;
  const alice = await readyMember(t, { account: `${stem}alice`, funds: 500_000n });
  const bob = await readyMember(t, { account: `${stem}bob`, funds: 500_000n });
  const orders: string[] = [];
  for (const [index, amount] of amounts.entries()) {
    orders.push((await withdraw(t, index % 2 === 0 ? alice : bob, { amount })).orderNo);
  }
  return { stem, alice, bob, orders };
}

describe('GET /wps/operator/withdrawals as a queue', () => {
  it('narrows by member name start, order number, bank, amount range and statuses, with the money held', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { stem, alice, orders } = await membersWithOrders([100, 250.5, 60]);
    const all = await listed(finance.headers, `member=${stem.toUpperCase()}`);
    expect(all.list.map((row) => row.orderNo)).toEqual(orders);
    expect(all).toMatchObject({ total: 3, totalAmount: 410.5, page: 1, pageNo: 1 });
    expect(all.list[0]).toMatchObject({
      memberAccount: alice.account,
      memberPayeeName: 'Tan Ah Kow',
      holderName: 'Tan Ah Kow',
      bankName: 'Maybank',
      receiptState: 'none',
      hasPayoutProof: false,
    });
    expect(all.list[0]!.accountNumber).toMatch(/^\d{12}$/);

    const mine = await listed(finance.headers, `member=${alice.account}`);
    expect(mine.list.map((row) => row.orderNo)).toEqual([orders[0], orders[2]]);
    expect(mine.totalAmount).toBe(160);
    const exact = await listed(finance.headers, `account=${alice.account}&orderNo=${orders[2]}`);
    expect(exact.list.map((row) => row.orderNo)).toEqual([orders[2]]);
    expect((await listed(finance.headers, `member=${stem}&bank=MBB`)).total).toBe(3);
    expect((await listed(finance.headers, `member=${stem}&bank=CIMB`)).total).toBe(0);
    const ranged = await listed(finance.headers, `member=${stem}&minAmount=100&maxAmount=250.50`);
    expect(ranged.list.map((row) => row.amount)).toEqual([100, 250.5]);

    await operatorCall(t, finance.headers, orders[0]!, 'approve');
    await operatorCall(t, finance.headers, orders[1]!, 'reject', { reason: 'Card closed' });
    const decided = await listed(finance.headers, `member=${stem}&status=approved,rejected`);
    expect(decided.list.map((row) => row.orderNo)).toEqual([orders[0], orders[1]]);
    expect(decided.totalAmount).toBe(350.5);
  });

  it('sorts by amount or age, and pages with page or the older pageNo', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    const { stem, orders } = await membersWithOrders([300, 100, 200]);
    const amounts = async (sort: string) =>
      (await listed(viewer.headers, `member=${stem}&sort=${sort}`)).list.map((row) => row.amount);
    expect(await amounts('amount')).toEqual([100, 200, 300]);
    expect(await amounts('-amount')).toEqual([300, 200, 100]);
    const newest = await listed(viewer.headers, `member=${stem}&sort=-createdAt`);
    expect(newest.list.map((row) => row.orderNo)).toEqual([...orders].reverse());
    for (const pageParam of ['page=2', 'pageNo=2']) {
      const second = await listed(viewer.headers, `member=${stem}&pageSize=1&${pageParam}`);
      expect(second).toMatchObject({ page: 2, pageNo: 2, total: 3, totalPages: 3 });
      expect(second.list.map((row) => row.orderNo)).toEqual([orders[1]]);
    }
    // Viewers read the queue, but not the whole account number.
    expect(newest.list[0]!.accountNumber).toMatch(/^\*{4} \d{4}$/);
  });

  it('shows the receipt step as the member sees it', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { alice, stem, orders } = await membersWithOrders([100, 100, 100]);
    const [awaiting, overdue, disputed] = orders as [string, string, string];
    for (const orderNo of orders) await operatorCall(t, finance.headers, orderNo, 'approve');
    await t.db
      .updateTable('withdrawals')
      .set({ receipt_due_at: new Date(Date.now() - 60_000).toISOString() })
      .where('order_no', '=', overdue)
      .execute();
    expect(
      (await postReceipt(t, alice, disputed, { outcome: 'not_received', proofImage: PNG_PROOF }))
        .statusCode,
    ).toBe(200);
    const states = Object.fromEntries(
      (await listed(finance.headers, `member=${stem}`)).list.map((row) => [
        row.orderNo,
        row.receiptState,
      ]),
    );
    expect(states).toEqual({
      [awaiting]: 'awaiting',
      [overdue]: 'deemed_received',
      [disputed]: 'not_received',
    });
  });

  it('exports every order the filter keeps as CSV, whatever the page size', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { stem, orders } = await membersWithOrders([60, 1234.5]);
    const response = await queue(finance.headers, `member=${stem}&format=csv&pageSize=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="withdrawals-[\d-]+\.csv"/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]!.startsWith('Order,Status,Receipt,Created,Member,Real name,Holder name')).toBe(
      true,
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(orders);
    expect(lines[2]).toContain(',1234.50,MYR,');
  });

  it('refuses bad filters with VALIDATION_FAILED', async () => {
    const finance = await staffWithToken(t, 'finance');
    for (const query of [
      'status=approved,paid',
      'sort=bank',
      'pageSize=0',
      'maxAmount=-5',
      'minAmount=9&maxAmount=3',
      'from=2025-11-21&to=2025-11-01',
      'to=2025-02-29',
    ]) {
      expectError(await queue(finance.headers, query), 400, 'VALIDATION_FAILED');
    }
  });
});

describe('the payout slip', () => {
  it('is kept with the approval, audited, and shown to finance', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t);
    const order = await withdraw(t, member, { amount: 80 });
    const paid = expectValue(
      await operatorCall(t, finance.headers, order.orderNo, 'approve', {
        note: 'Paid by IBG',
        payoutProof: PNG_PROOF,
      }),
      operatorWithdrawalSchema,
    );
    expect(paid).toMatchObject({
      status: 'approved',
      receiptState: 'awaiting',
      hasPayoutProof: true,
    });
    const slip = expectValue(
      await t.app.inject({
        url: `/wps/operator/withdrawals/${order.orderNo}/payout-proof`,
        headers: finance.headers,
      }),
      proofImageSchema,
    );
    expect(slip).toEqual({ mimeType: 'image/png', dataUrl: PNG_PROOF });
    const audit = await t.db
      .selectFrom('staff_audit_log')
      .select(['action', 'details'])
      .where('target', '=', `withdrawal:${order.orderNo}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('withdrawal.approve');
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ note: 'Paid by IBG', payoutProof: true });
    expect(audit[0]!.details).not.toContain('base64');
  });

  it('refuses a slip that is not an image and leaves the order pending', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t);
    const order = await withdraw(t, member, { amount: 80 });
    expectError(
      await operatorCall(t, finance.headers, order.orderNo, 'approve', {
        payoutProof: `data:image/png;base64,${Buffer.from('%PDF-1.7').toString('base64')}`,
      }),
      400,
      'INVALID_IMAGE',
    );
    expect((await walletBalances(t, member.id)).hold).toBe(8_000n);
    const still = expectValue(
      await t.app.inject({
        url: `/wps/operator/withdrawals/${order.orderNo}`,
        headers: finance.headers,
      }),
      operatorWithdrawalSchema,
    );
    expect(still.status).toBe('pending');
  });

  it('is NOT_FOUND for an order paid without one and for an unknown order', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await readyMember(t);
    const order = await withdraw(t, member, { amount: 80 });
    await operatorCall(t, finance.headers, order.orderNo, 'approve');
    for (const orderNo of [order.orderNo, 'W99999999999']) {
      expectError(
        await t.app.inject({
          url: `/wps/operator/withdrawals/${orderNo}/payout-proof`,
          headers: finance.headers,
        }),
        404,
        'NOT_FOUND',
      );
    }
  });
});
