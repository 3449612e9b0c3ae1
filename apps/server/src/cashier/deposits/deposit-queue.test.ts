import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { operatorDepositsValueSchema } from '@portal/shared/schemas/deposit';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createChannel, deposit, signedIn, type TestChannel } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

type Headers = Record<string, string>;

const queue = (headers: Headers, query: string) =>
  t.app.inject({ method: 'GET', url: `/wps/operator/deposits?${query}`, headers });

const listed = async (headers: Headers, query: string) =>
  expectValue(await queue(headers, query), operatorDepositsValueSchema);

/** A bank channel of its own with orders of `amounts` by two members whose names share a start. */
async function channelWithOrders(amounts: string[]) {
  const stem = `q${randomInt(10_000_000, 99_999_999)}`;
  const alice = await signedIn(t, { account: `${stem}alice` });
  const bob = await signedIn(t, { account: `${stem}bob` });
  const channel: TestChannel = await createChannel(t, { type: 'bank_transfer' });
  const orders: string[] = [];
  for (const [index, amount] of amounts.entries()) {
    const member = index % 2 === 0 ? alice : bob;
    orders.push((await deposit(t, member, channel, amount)).orderNo);
  }
  return { stem, alice, bob, channel, orders };
}

describe('GET /wps/operator/deposits as a queue', () => {
  it('narrows by channel, member name start, order number, amount range and statuses, with the money held', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { stem, alice, channel, orders } = await channelWithOrders(['100.00', '250.50', '40.00']);
    const all = await listed(finance.headers, `channel=${channel.code}`);
    expect(all.total).toBe(3);
    expect(all.totalAmount).toBe(390.5);
    expect(all.list.map((row) => row.orderNo)).toEqual([...orders].reverse());

    const byMember = await listed(
      finance.headers,
      `channel=${channel.code}&member=${alice.account.toUpperCase()}`,
    );
    expect(byMember.list.map((row) => row.orderNo)).toEqual([orders[2], orders[0]]);
    expect(byMember.totalAmount).toBe(140);
    expect((await listed(finance.headers, `member=${stem}`)).total).toBe(3);

    const byOrder = await listed(finance.headers, `orderNo=${orders[1]!.toLowerCase()}`);
    expect(byOrder.list.map((row) => row.orderNo)).toEqual([orders[1]]);

    const ranged = await listed(
      finance.headers,
      `channel=${channel.code}&minAmount=40&maxAmount=100.00`,
    );
    expect(ranged.list.map((row) => row.amount).sort()).toEqual([100, 40].sort());
    expect(ranged.totalAmount).toBe(140);

    await t.app.inject({
      method: 'POST',
      url: `/wps/operator/deposits/${orders[0]}/reject`,
      headers: finance.headers,
      payload: { reason: 'No transfer seen' },
    });
    const open = await listed(finance.headers, `channel=${channel.code}&status=pending`);
    expect(open.total).toBe(2);
    const both = await listed(finance.headers, `channel=${channel.code}&status=pending,rejected`);
    expect(both.total).toBe(3);
    expect((await listed(finance.headers, `channel=${channel.code}&status=success`)).list).toEqual(
      [],
    );
    expect(
      (await listed(finance.headers, `channel=${channel.code}&status=success`)).totalAmount,
    ).toBe(0);
  });

  it('sorts by amount or age either way and pages the sorted list', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    const { channel, orders } = await channelWithOrders(['30.00', '10.00', '20.00']);
    const amounts = async (sort: string) =>
      (await listed(viewer.headers, `channel=${channel.code}&sort=${sort}`)).list.map(
        (row) => row.amount,
      );
    expect(await amounts('amount')).toEqual([10, 20, 30]);
    expect(await amounts('-amount')).toEqual([30, 20, 10]);
    const oldest = await listed(viewer.headers, `channel=${channel.code}&sort=createdAt`);
    expect(oldest.list.map((row) => row.orderNo)).toEqual(orders);
    const second = await listed(
      viewer.headers,
      `channel=${channel.code}&sort=amount&pageSize=1&page=2`,
    );
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 3, totalAmount: 60 });
    expect(second.list.map((row) => row.amount)).toEqual([20]);
  });

  it('keeps the orders of a range of site days (GMT+8), both days included', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { channel } = await channelWithOrders(['15.00']);
    const today = siteDayOf(new Date());
    const count = async (range: string) =>
      (await listed(finance.headers, `channel=${channel.code}&${range}`)).total;
    expect(await count(`from=${today}&to=${today}`)).toBe(1);
    expect(await count(`from=${addSiteDays(today, -3)}`)).toBe(1);
    expect(await count(`from=${addSiteDays(today, 1)}`)).toBe(0);
    expect(await count(`to=${addSiteDays(today, -1)}`)).toBe(0);
  });

  it('exports every order the filter keeps as CSV, whatever the page size', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { channel, orders, alice } = await channelWithOrders(['12.00', '1234.50', '17.25']);
    const response = await queue(
      finance.headers,
      `channel=${channel.code}&format=csv&pageSize=1&sort=createdAt`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="deposits-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order,Status,Created,Member,Real name,Payer name,Channel,Amount,Currency,Receipt,Gateway transaction,Decided by,Credited,Closed,Reject reason',
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(orders);
    expect(lines[1]).toContain(`,${alice.account},`);
    expect(lines[2]).toContain(',1234.50,MYR,');
  });

  it('refuses bad filters with VALIDATION_FAILED and a missing session', async () => {
    const finance = await staffWithToken(t, 'finance');
    for (const query of [
      'status=pending,unknown',
      'sort=member',
      'pageSize=101',
      'minAmount=1.234',
      'from=2025-13-01',
      'channel=',
      'colour=red',
    ]) {
      expectError(await queue(finance.headers, query), 400, 'VALIDATION_FAILED');
    }
    expectError(
      await queue(finance.headers, 'minAmount=50&maxAmount=10'),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await queue(finance.headers, 'from=2025-11-20&to=2025-11-19'),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await queue(finance.headers, 'from=2025-02-30'), 400, 'VALIDATION_FAILED');
    expectError(await queue({}, 'status=pending'), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('GET /wps/operator/deposit-channels?format=csv', () => {
  it('exports every channel without a gateway secret', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    const bank = await createChannel(t, { type: 'bank_transfer' });
    const gateway = await createChannel(t, { type: 'gateway' });
    const response = await t.app.inject({
      url: '/wps/operator/deposit-channels?format=csv',
      headers: viewer.headers,
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Id,Code,Type,Name,Minimum,Maximum,Turnover (bps),Enabled,Order,Bank,Account name,Account number,Gateway',
    );
    expect(lines.find((line) => line.includes(bank.code))).toContain(',bank_transfer,');
    expect(lines.find((line) => line.includes(gateway.code))).toMatch(/,sandbox$/);
    expect(response.body).not.toContain(gateway.secret!);
    expectError(
      await t.app.inject({
        url: '/wps/operator/deposit-channels?format=pdf',
        headers: viewer.headers,
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
