import { describe, expect, it } from 'vitest';
import {
  RECEIPT_MAX_BYTES,
  createDepositValueSchema,
  depositChannelsValueSchema,
  depositHistoryValueSchema,
  depositOrderSchema,
} from '@portal/shared/schemas/deposit';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  JPEG_BYTES,
  PAYER_NAME,
  PNG_BYTES,
  WEBP_BYTES,
  createChannel,
  dataUrl,
  deposit,
  newReference,
  orderRow,
  postDeposit,
  signedIn,
  trialHeaders,
} from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /wps/member/deposit/channels', () => {
  it('lists the enabled channels with limits, where to pay, and names in the language', async () => {
    const member = await signedIn(t);
    const channels = expectValue(
      await get('/wps/member/deposit/channels', { ...member.headers, language: 'CN' }),
      depositChannelsValueSchema,
    );
    const bank = channels.find((channel) => channel.code === 'local-bank');
    const gateway = channels.find((channel) => channel.code === 'sandbox-pay');
    expect(bank).toMatchObject({
      type: 'bank_transfer',
      name: '本地银行转账',
      minAmount: 50,
      maxAmount: 50000,
      turnoverMultiplier: 1,
      bankAccount: {
        bankName: 'Demo Bank Berhad',
        accountName: 'Portal Demo Sdn Bhd',
        accountNumber: '5140 0000 1234',
      },
    });
    expect(gateway).toMatchObject({ type: 'gateway', minAmount: 10, bankAccount: null });
    expect(channels.indexOf(bank!)).toBeLessThan(channels.indexOf(gateway!));
  });

  it('falls back to English, then the channel name; leaves disabled channels out', async () => {
    const member = await signedIn(t);
    const named = await createChannel(t, { names: { EN: 'Pay online' } });
    const plain = await createChannel(t);
    const off = await createChannel(t, { enabled: false });
    const channels = expectValue(
      await get('/wps/member/deposit/channels', { ...member.headers, language: 'TH' }),
      depositChannelsValueSchema,
    );
    expect(channels.find((c) => c.id === named.id)?.name).toBe('Pay online');
    expect(channels.find((c) => c.id === plain.id)?.name).toBe(`Test gateway ${plain.code}`);
    expect(channels.some((c) => c.id === off.id)).toBe(false);
  });

  it('never shows a gateway secret', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t);
    const response = await get('/wps/member/deposit/channels', member.headers);
    expect(response.body).not.toContain(channel.secret);
    expect(response.body).not.toContain('secret');
  });

  it('needs a session of a real-money account', async () => {
    expectError(await get('/wps/member/deposit/channels'), 401, 'NOT_LOGGED_IN');
    expectError(
      await get('/wps/member/deposit/channels', await trialHeaders(t)),
      403,
      'TRIAL_ACCOUNT',
    );
  });
});

describe('POST /wps/member/deposit: bank transfer', () => {
  it('makes a pending order with the payer name and no redirect', async () => {
    const member = await signedIn(t);
    const response = await postDeposit(t, member.headers, {
      channelCode: 'local-bank',
      amount: '1234.50',
      payerName: `  ${PAYER_NAME} `,
      reference: newReference(),
    });
    const value = expectValue(response, createDepositValueSchema);
    expect(value).toMatchObject({ status: 'pending', redirectUrl: null });
    expect(value.orderNo).toMatch(/^D\d{16}$/);
    const row = await orderRow(t, value.orderNo);
    expect(row).toMatchObject({
      member_id: member.id,
      status: 'pending',
      payer_name: PAYER_NAME,
      currency: 'MYR',
      has_receipt: 0,
      expires_at: null,
    });
    expect(BigInt(row.amount)).toBe(123_450n);
  });

  it('stores a receipt image and serves it only to its owner', async () => {
    const member = await signedIn(t);
    const other = await signedIn(t);
    const channel = await createChannel(t, { type: 'bank_transfer' });
    const { orderNo } = await deposit(t, member, channel, '100', {
      receiptImage: dataUrl('image/png', PNG_BYTES),
    });
    const url = `/wps/member/deposit/orders/${orderNo}/receipt`;
    const image = await get(url, member.headers);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    expectError(await get(url, other.headers), 404, 'NOT_FOUND');
    expectError(await get(url), 401, 'NOT_LOGGED_IN');
  });

  it('accepts JPEG and WebP receipts too', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t, { type: 'bank_transfer' });
    for (const [type, bytes] of [
      ['image/jpeg', JPEG_BYTES],
      ['image/webp', WEBP_BYTES],
    ] as const) {
      const { orderNo } = await deposit(t, member, channel, '100', {
        receiptImage: dataUrl(type, bytes),
      });
      const image = await get(`/wps/member/deposit/orders/${orderNo}/receipt`, member.headers);
      expect(image.headers['content-type']).toBe(type);
    }
  });

  it('answers NOT_FOUND for the receipt of an order sent without one', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t, { type: 'bank_transfer' });
    const { orderNo } = await deposit(t, member, channel, '100');
    expectError(
      await get(`/wps/member/deposit/orders/${orderNo}/receipt`, member.headers),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses a receipt whose bytes are not the image it claims to be', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t, { type: 'bank_transfer' });
    const cases = [
      dataUrl('image/png', Buffer.from('<script>alert(1)</script>')),
      dataUrl('image/png', JPEG_BYTES),
      dataUrl('image/gif', Buffer.from('GIF89a0000000000')),
      dataUrl('application/pdf', Buffer.from('%PDF-1.7')),
      'data:image/png;base64,@@@@',
      'https://example.com/receipt.png',
    ];
    for (const receiptImage of cases) {
      const response = await postDeposit(t, member.headers, {
        channelId: channel.id,
        amount: 100,
        payerName: PAYER_NAME,
        receiptImage,
        reference: newReference(),
      });
      expect(expectError(response, 400, 'INVALID_IMAGE').details?.[0]?.path).toBe('receiptImage');
    }
    const orders = await t.db
      .selectFrom('deposit_orders')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(orders).toHaveLength(0);
  });

  it('takes a receipt of 2 MB above the default body limit, and refuses a larger one', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t, { type: 'bank_transfer' });
    const fill = Buffer.alloc(RECEIPT_MAX_BYTES - PNG_BYTES.length, 7);
    const largest = Buffer.concat([PNG_BYTES, fill]);
    const { orderNo } = await deposit(t, member, channel, '100', {
      receiptImage: dataUrl('image/png', largest),
    });
    const stored = await t.db
      .selectFrom('deposit_receipts as r')
      .innerJoin('deposit_orders as o', 'o.id', 'r.order_id')
      .select(['r.byte_size'])
      .where('o.order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(stored.byte_size).toBe(RECEIPT_MAX_BYTES);

    const tooLarge = await postDeposit(t, member.headers, {
      channelId: channel.id,
      amount: 100,
      payerName: PAYER_NAME,
      receiptImage: dataUrl('image/png', Buffer.concat([largest, Buffer.alloc(3, 1)])),
      reference: newReference(),
    });
    expect(expectError(tooLarge, 400, 'INVALID_IMAGE').details).toEqual([
      { path: 'receiptImage', reason: 'too_large' },
    ]);
    const huge = await postDeposit(t, member.headers, {
      channelId: channel.id,
      amount: 100,
      payerName: PAYER_NAME,
      receiptImage: dataUrl('image/png', Buffer.alloc(3 * 1024 * 1024, 1)),
      reference: newReference(),
    });
    expectError(huge, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('needs a payer name that follows the payee-name rule', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t, { type: 'bank_transfer' });
    const base = { channelId: channel.id, amount: 100 };
    const missing = await postDeposit(t, member.headers, { ...base, reference: newReference() });
    expect(expectError(missing, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'payerName', reason: 'required' },
    ]);
    const blank = await postDeposit(t, member.headers, {
      ...base,
      payerName: '   ',
      reference: newReference(),
    });
    expectError(blank, 400, 'VALIDATION_FAILED');
    const digits = await postDeposit(t, member.headers, {
      ...base,
      payerName: 'Siti 123',
      reference: newReference(),
    });
    expect(expectError(digits, 400, 'VALIDATION_FAILED').details?.[0]?.path).toBe('payerName');
  });
});

describe('POST /wps/member/deposit: gateway', () => {
  it('makes a pending order that expires in 30 minutes and answers the signed pay link', async () => {
    const member = await signedIn(t);
    const before = Date.now();
    const response = await postDeposit(t, member.headers, {
      channelCode: 'sandbox-pay',
      amount: 100,
      reference: newReference(),
    });
    const value = expectValue(response, createDepositValueSchema);
    expect(value.status).toBe('pending');
    const link = new URL(value.redirectUrl!);
    expect(link.pathname).toBe('/sandbox-gateway/pay');
    expect(link.searchParams.get('order')).toBe(value.orderNo);
    expect(link.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    const row = await orderRow(t, value.orderNo);
    const expires = new Date(row.expires_at!).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(30 * 60_000 + 60_000);
    const job = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('unique_key', '=', `deposit-expire:${value.orderNo}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'deposit.expire', status: 'pending' });
  });

  it('builds the pay link on PUBLIC_BASE_URL when configured', async () => {
    const { createTestApp } = await import('../../../test/helper.js');
    const other = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://portal.example/' } });
    try {
      const member = await signedIn(other);
      const value = expectValue(
        await postDeposit(other, member.headers, {
          channelCode: 'sandbox-pay',
          amount: '10.00',
          reference: newReference(),
        }),
        createDepositValueSchema,
      );
      expect(value.redirectUrl).toMatch(/^https:\/\/portal\.example\/sandbox-gateway\/pay\?order=/);
    } finally {
      await other.close();
    }
  });

  it('refuses a receipt image on a gateway channel', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t);
    const response = await postDeposit(t, member.headers, {
      channelId: channel.id,
      amount: 100,
      receiptImage: dataUrl('image/png', PNG_BYTES),
      reference: newReference(),
    });
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'receiptImage', reason: 'not_for_gateway' },
    ]);
  });
});

describe('POST /wps/member/deposit: limits and refusals', () => {
  it('refuses amounts outside the channel limits, naming the limit formatted', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t, { min: 5_000n, max: 123_456_789n });
    const below = await postDeposit(t, member.headers, {
      channelId: channel.id,
      amount: '49.99',
      reference: newReference(),
    });
    // Written as the site writes money, with the site's symbol, in the sentence and its values.
    const belowError = expectError(below, 400, 'AMOUNT_BELOW_MINIMUM');
    expect(belowError.message).toContain('RM 50.00');
    expect(belowError.value).toMatchObject({ min: 'RM 50.00' });
    const above = await postDeposit(t, member.headers, {
      channelId: channel.id,
      amount: '1234567.90',
      reference: newReference(),
    });
    expect(expectError(above, 400, 'AMOUNT_ABOVE_MAXIMUM').message).toContain('RM 1,234,567.89');
    await deposit(t, member, channel, '50');
    await deposit(t, member, channel, '1234567.89');
  });

  it('refuses amounts that are not positive decimals with at most 2 decimals', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t);
    for (const amount of ['10.001', '1e3', 'abc', '', '12,000.00', -10, 0, '0.00', 10.5e-3]) {
      const response = await postDeposit(t, member.headers, {
        channelId: channel.id,
        amount,
        reference: newReference(),
      });
      expect(expectError(response, 400, 'INVALID_AMOUNT').details?.[0]?.path).toBe('amount');
    }
    for (const amount of [null, true, { value: 10 }]) {
      const response = await postDeposit(t, member.headers, {
        channelId: channel.id,
        amount,
        reference: newReference(),
      });
      expectError(response, 400, 'VALIDATION_FAILED');
    }
  });

  it('refuses a disabled or unknown channel with DEPOSIT_CHANNEL_UNAVAILABLE', async () => {
    const member = await signedIn(t);
    const off = await createChannel(t, { enabled: false });
    for (const choice of [{ channelId: off.id }, { channelId: 999_999 }, { channelCode: 'nope' }]) {
      const response = await postDeposit(t, member.headers, {
        ...choice,
        amount: 100,
        reference: newReference(),
      });
      expectError(response, 400, 'DEPOSIT_CHANNEL_UNAVAILABLE');
    }
  });

  it('refuses a body naming both or neither channel, or carrying unknown fields', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t);
    for (const payload of [
      { amount: 100, reference: newReference() },
      { channelId: channel.id, channelCode: channel.code, amount: 100, reference: newReference() },
      { channelId: channel.id, amount: 100, reference: newReference(), bonus: true },
      { channelId: channel.id, amount: 100, reference: 'short' },
      { channelId: channel.id, amount: 100 },
    ]) {
      expectError(await postDeposit(t, member.headers, payload), 400, 'VALIDATION_FAILED');
    }
  });

  it('needs a session of a real-money account', async () => {
    const payload = { channelCode: 'sandbox-pay', amount: 100, reference: newReference() };
    expectError(await postDeposit(t, {}, payload), 401, 'NOT_LOGGED_IN');
    expectError(await postDeposit(t, await trialHeaders(t), payload), 403, 'TRIAL_ACCOUNT');
  });
});

describe('POST /wps/member/deposit: the reference makes it idempotent', () => {
  it('answers a repeated request with the first order', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t);
    const payload = { channelId: channel.id, amount: '75.5', reference: newReference() };
    const first = expectValue(
      await postDeposit(t, member.headers, payload),
      createDepositValueSchema,
    );
    const again = expectValue(
      await postDeposit(t, member.headers, { ...payload, amount: 75.5 }),
      createDepositValueSchema,
    );
    expect(again).toEqual(first);
  });

  it('makes one order when the same request races ten times', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t, { type: 'bank_transfer' });
    const payload = {
      channelId: channel.id,
      amount: 300,
      payerName: PAYER_NAME,
      receiptImage: dataUrl('image/png', PNG_BYTES),
      reference: newReference(),
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postDeposit(t, member.headers, payload)),
    );
    const orderNos = new Set(
      answers.map((response) => expectValue(response, createDepositValueSchema).orderNo),
    );
    expect(orderNos.size).toBe(1);
    const rows = await t.db
      .selectFrom('deposit_orders')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses the same reference with another amount, channel or receipt', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t, { type: 'bank_transfer' });
    const otherChannel = await createChannel(t, { type: 'bank_transfer' });
    const payload = {
      channelId: channel.id,
      amount: 100,
      payerName: PAYER_NAME,
      reference: newReference(),
    };
    expectValue(await postDeposit(t, member.headers, payload), createDepositValueSchema);
    for (const change of [
      { amount: 101 },
      { channelId: otherChannel.id },
      { payerName: 'Siti Binti Aminah' },
      { receiptImage: dataUrl('image/png', PNG_BYTES) },
    ]) {
      expectError(
        await postDeposit(t, member.headers, { ...payload, ...change }),
        409,
        'IDEMPOTENCY_CONFLICT',
      );
    }
  });

  it('keeps the same reference apart between members', async () => {
    const one = await signedIn(t);
    const two = await signedIn(t);
    const channel = await createChannel(t);
    const payload = { channelId: channel.id, amount: 20, reference: newReference() };
    const a = expectValue(await postDeposit(t, one.headers, payload), createDepositValueSchema);
    const b = expectValue(await postDeposit(t, two.headers, payload), createDepositValueSchema);
    expect(a.orderNo).not.toBe(b.orderNo);
  });

  it('answers a retry even after the channel was disabled', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t);
    const payload = { channelId: channel.id, amount: 20, reference: newReference() };
    const first = expectValue(
      await postDeposit(t, member.headers, payload),
      createDepositValueSchema,
    );
    await t.db
      .updateTable('deposit_channels')
      .set({ enabled: 0 })
      .where('id', '=', channel.id)
      .execute();
    const again = expectValue(
      await postDeposit(t, member.headers, payload),
      createDepositValueSchema,
    );
    expect(again.orderNo).toBe(first.orderNo);
  });

  it('refuses an eleventh open order with TOO_MANY_REQUESTS', async () => {
    const member = await signedIn(t);
    const channel = await createChannel(t);
    for (let i = 0; i < 10; i += 1) await deposit(t, member, channel, '10');
    const response = await postDeposit(t, member.headers, {
      channelId: channel.id,
      amount: 10,
      reference: newReference(),
    });
    expectError(response, 429, 'TOO_MANY_REQUESTS');
  });
});

describe('GET /wps/member/deposit/history and /orders/:orderNo', () => {
  it("lists the member's own orders newest first, with paging and a status filter", async () => {
    const member = await signedIn(t);
    const stranger = await signedIn(t);
    const channel = await createChannel(t);
    const made = [];
    for (const amount of ['10', '20', '30']) made.push(await deposit(t, member, channel, amount));
    await deposit(t, stranger, channel, '40');
    await t.db
      .updateTable('deposit_orders')
      .set({ status: 'expired', closed_at: new Date().toISOString() })
      .where('order_no', '=', made[0]!.orderNo)
      .execute();

    const first = expectValue(
      await get('/wps/member/deposit/history?pageSize=2', member.headers),
      depositHistoryValueSchema,
    );
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.list.map((order) => order.amount)).toEqual([30, 20]);
    expect(first.list[0]).toMatchObject({
      status: 'pending',
      channel: { id: channel.id, code: channel.code, type: 'gateway' },
      currency: 'MYR',
      hasReceipt: false,
      rejectReason: null,
      creditedAt: null,
    });
    expect(first.list[0]!.redirectUrl).toContain('/sandbox-gateway/pay?order=');
    const second = expectValue(
      await get('/wps/member/deposit/history?pageSize=2&page=2', member.headers),
      depositHistoryValueSchema,
    );
    expect(second.list.map((order) => order.orderNo)).toEqual([made[0]!.orderNo]);
    expect(second.list[0]).toMatchObject({ status: 'expired', redirectUrl: null });
    const expired = expectValue(
      await get('/wps/member/deposit/history?status=expired', member.headers),
      depositHistoryValueSchema,
    );
    expect(expired.total).toBe(1);
  });

  it('refuses an unknown status or page size, and needs a real-money session', async () => {
    const member = await signedIn(t);
    expectError(
      await get('/wps/member/deposit/history?status=paid', member.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await get('/wps/member/deposit/history?pageSize=1000', member.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await get('/wps/member/deposit/history'), 401, 'NOT_LOGGED_IN');
    expectError(
      await get('/wps/member/deposit/history', await trialHeaders(t)),
      403,
      'TRIAL_ACCOUNT',
    );
  });

  it('shows one order to its owner only', async () => {
    const member = await signedIn(t);
    const other = await signedIn(t);
    const channel = await createChannel(t);
    const { orderNo } = await deposit(t, member, channel, '15');
    const order = expectValue(
      await get(`/wps/member/deposit/orders/${orderNo}`, member.headers),
      depositOrderSchema,
    );
    expect(order).toMatchObject({ orderNo, amount: 15, status: 'pending' });
    expectError(
      await get(`/wps/member/deposit/orders/${orderNo}`, other.headers),
      404,
      'NOT_FOUND',
    );
    expectError(
      await get('/wps/member/deposit/orders/D2099010100000000', member.headers),
      404,
      'NOT_FOUND',
    );
    expectError(
      await get('/wps/member/deposit/orders/not-an-order', member.headers),
      400,
      'VALIDATION_FAILED',
    );
  });
});
