import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValue } from '../../../test/assertions.js';
import { createChannel, deposit, mainBalance, orderRow, signedIn } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { depositOrderSchema } from '@portal/shared/schemas/deposit';
import { DepositsRepository } from './deposits.repository.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { renderSandboxPage } from './sandbox-page.js';

const t = useTestApp();

// The sandbox calls the merchant back over HTTP, as a real gateway does: the app must listen.
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

/** A member's pending order on the seeded sandbox channel, with its pay link's path. */
async function sandboxOrder(amount = '100.00') {
  const member = await signedIn(t);
  const channel = await t.db
    .selectFrom('deposit_channels')
    .select(['id', 'code', 'gateway_secret'])
    .where('code', '=', 'sandbox-pay')
    .executeTakeFirstOrThrow();
  const value = await deposit(
    t,
    member,
    { id: channel.id, code: channel.code, secret: channel.gateway_secret },
    amount,
  );
  const link = new URL(value.redirectUrl!);
  return {
    member,
    orderNo: value.orderNo,
    path: `${link.pathname}${link.search}`,
    sig: link.searchParams.get('sig')!,
  };
}

const payForm = (orderNo: string, sig: string, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox-gateway/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ order: orderNo, sig, outcome }).toString(),
  });

describe('GET /sandbox-gateway/pay', () => {
  it('shows the order amount with Pay and Fail payment buttons, and no script', async () => {
    const { orderNo, path } = await sandboxOrder('1234.50');
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(orderNo);
    expect(page.body).toContain('RM 1,234.50');
    expect(page.body).toMatch(/<button[^>]*value="success"[^>]*>Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="failed"[^>]*>Fail payment<\/button>/);
    expect(page.body).toContain(`href="/?depositOrder=${orderNo}"`);
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('<html lang="en" data-theme="dark">');
  });

  it("is drawn in the member's light theme when the site asks, and keeps it in the form", async () => {
    const { path } = await sandboxOrder();
    const page = await t.app.inject({ url: `${path}&theme=light` });
    expect(page.body).toContain('data-theme="light"');
    expect(page.body).toContain('<input type="hidden" name="theme" value="light">');
    const odd = await t.app.inject({ url: `${path}&theme=neon` });
    expect(odd.statusCode).toBe(400);
  });

  it("speaks the member's language when the site asks, and keeps it in the form", async () => {
    const { path } = await sandboxOrder('1234.50');
    const malay = await t.app.inject({ url: `${path}&theme=light&lang=MY` });
    expect(malay.body).toContain('<html lang="ms" data-theme="light">');
    expect(malay.body).toMatch(/<button[^>]*value="success"[^>]*>Bayar<\/button>/);
    expect(malay.body).toContain('Kembali ke laman');
    expect(malay.body).toContain('<input type="hidden" name="lang" value="MY">');
    expect(malay.body).not.toContain('Back to the site');
    const chinese = await t.app.inject({ url: `${path}&lang=CN` });
    expect(chinese.body).toContain('<html lang="zh-CN" data-theme="dark">');
    expect(chinese.body).toContain('沙盒支付网关');
    expect((await t.app.inject({ url: `${path}&lang=XX` })).statusCode).toBe(400);
  });

  it('answers 404 for a link this server did not sign or an unknown order', async () => {
    const { orderNo, sig } = await sandboxOrder();
    for (const query of [
      `order=${orderNo}&sig=${'0'.repeat(64)}`,
      `order=${orderNo}&sig=`,
      `order=D2099010100000000&sig=${sig}`,
    ]) {
      const page = await t.app.inject({ url: `/sandbox-gateway/pay?${query}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Payment not found');
    }
  });

  it('does not open for an order of another gateway or a bank transfer', async () => {
    const member = await signedIn(t);
    const bank = await createChannel(t, { type: 'bank_transfer' });
    const { orderNo } = await deposit(t, member, bank, '10');
    const page = await t.app.inject({ url: `/sandbox-gateway/pay?order=${orderNo}&sig=x` });
    expect(page.statusCode).toBe(404);
  });
});

describe('POST /sandbox-gateway/pay', () => {
  it('pays: a signed callback over HTTP credits the order, then the browser goes back', async () => {
    const { member, orderNo, sig, path } = await sandboxOrder('100.00');
    const paid = await payForm(orderNo, sig, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/?depositOrder=${orderNo}`);
    expect(await mainBalance(t, member.id)).toBe(10_000n);
    const row = await orderRow(t, orderNo);
    expect(row.status).toBe('success');
    expect(row.gateway_txn_id).toMatch(/^SBX[0-9A-F]{20}$/);
    const callbacks = await t.db
      .selectFrom('deposit_callbacks')
      .select('outcome')
      .where('order_no', '=', orderNo)
      .execute();
    expect(callbacks).toEqual([{ outcome: 'credited' }]);
    // The member's page then shows the result.
    const order = expectValue(
      await t.app.inject({ url: `/wps/member/deposit/orders/${orderNo}`, headers: member.headers }),
      depositOrderSchema,
    );
    expect(order).toMatchObject({ status: 'success', amount: 100, redirectUrl: null });
    // Paying again (back button, double click) sends the member back without a second credit.
    const again = await payForm(orderNo, sig, 'success');
    expect(again.statusCode).toBe(303);
    expect(await mainBalance(t, member.id)).toBe(10_000n);
    const page = await t.app.inject({ url: path });
    expect(page.body).toContain('This order is paid: there is nothing to pay.');
    expect(page.body).not.toContain('<button');
  });

  it('fails the payment: the order is failed and nothing is credited', async () => {
    const { member, orderNo, sig } = await sandboxOrder('50.00');
    const failed = await payForm(orderNo, sig, 'failed');
    expect(failed.statusCode).toBe(303);
    expect((await orderRow(t, orderNo)).status).toBe('failed');
    expect(await mainBalance(t, member.id)).toBe(0n);
  });

  it('refuses a form with a forged signature or an unknown outcome', async () => {
    const { member, orderNo } = await sandboxOrder('50.00');
    const forged = await payForm(orderNo, 'f'.repeat(64), 'success');
    expect(forged.statusCode).toBe(404);
    const odd = await payForm(orderNo, 'f'.repeat(64), 'refund');
    expect(odd.statusCode).toBe(400);
    expect((await orderRow(t, orderNo)).status).toBe('pending');
    expect(await mainBalance(t, member.id)).toBe(0n);
  });
});

describe('the sandbox when the merchant does not acknowledge', () => {
  it('reports the failed delivery so the page can offer to try again', async () => {
    const { orderNo, sig } = await sandboxOrder('10.00');
    const sandbox = new SandboxGateway({
      repository: new DepositsRepository(t.db),
      deliver: async () => ({ ok: false, status: 503, body: 'busy' }),
    });
    const result = await sandbox.pay(orderNo, sig, 'success', 'http://127.0.0.1:9');
    expect(result?.delivery).toEqual({ ok: false, status: 503, body: 'busy' });
    expect((await orderRow(t, orderNo)).status).toBe('pending');
    const page = renderSandboxPage(result!.order, { error: 'Not acknowledged (HTTP 503).' });
    expect(page).toContain('role="alert"');
    expect(page).toContain('>Pay</button>');
  });

  it('turns a network failure into an unacknowledged delivery', async () => {
    const { orderNo, sig } = await sandboxOrder('10.00');
    const sandbox = new SandboxGateway({ repository: new DepositsRepository(t.db) });
    // Port 9 (discard) is closed on a test machine: the connection is refused.
    const result = await sandbox.pay(orderNo, sig, 'success', 'http://127.0.0.1:9');
    expect(result?.delivery).toMatchObject({ ok: false, status: 0 });
    expect((await orderRow(t, orderNo)).status).toBe('pending');
  });
});
