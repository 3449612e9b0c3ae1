import { afterAll, describe, expect, it } from 'vitest';
import {
  createDepositValueSchema,
  depositChannelsValueSchema,
  gatewayCallbackValueSchema,
  operatorDepositChannelSchema,
  operatorDepositChannelsValueSchema,
  operatorDepositSchema,
  operatorDepositsValueSchema,
} from '@portal/shared/schemas/deposit';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  PAYER_NAME,
  PNG_BYTES,
  callbackFor,
  createChannel,
  dataUrl,
  deposit,
  mainBalance,
  newReference,
  orderRow,
  postDeposit,
  postSignedCallback,
  signedIn,
} from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

type Headers = Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A member with a pending bank-transfer order of `amount` (decimal text). */
async function pendingBankOrder(amount = '500.00', extra: Record<string, unknown> = {}) {
  const member = await signedIn(t);
  const channel = await createChannel(t, { type: 'bank_transfer', turnoverBps: 20_000 });
  const { orderNo } = await deposit(t, member, channel, amount, extra);
  return { member, channel, orderNo };
}

async function auditOf(target: string) {
  return t.db
    .selectFrom('staff_audit_log')
    .select(['staff_id', 'action', 'details'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
}

describe('POST /wps/operator/deposits/:orderNo/confirm', () => {
  it('credits the amount, adds turnover and the notice, and audits the decision', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { member, orderNo } = await pendingBankOrder('500.00');
    const value = expectValue(
      await call('POST', `/wps/operator/deposits/${orderNo}/confirm`, finance.headers, {
        note: 'seen on statement',
      }),
      operatorDepositSchema,
    );
    expect(value).toMatchObject({
      orderNo,
      status: 'success',
      amount: 500,
      memberId: member.id,
      memberAccount: member.account,
      memberPayeeName: PAYER_NAME,
      payerName: PAYER_NAME,
      decidedBy: finance.username,
    });
    expect(value.creditedAt).not.toBeNull();
    expect(await mainBalance(t, member.id)).toBe(50_000n);
    const turnover = await t.db
      .selectFrom('turnover_requirements')
      .select('required')
      .where('reference', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(BigInt(turnover.required)).toBe(100_000n);
    const notices = await t.db
      .selectFrom('member_notices')
      .select('kind')
      .where('reference', '=', orderNo)
      .execute();
    expect(notices).toEqual([{ kind: 'deposit_arrived' }]);
    const audit = await auditOf(`deposit:${orderNo}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: finance.id, action: 'deposit.confirm' });
    expect(JSON.parse(audit[0]!.details)).toEqual({ amount: '50000', note: 'seen on statement' });
  });

  it('accepts a confirm without a body', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { member, orderNo } = await pendingBankOrder('10.00');
    const response = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/deposits/${orderNo}/confirm`,
      headers: finance.headers,
    });
    expectValue(response, operatorDepositSchema);
    expect(await mainBalance(t, member.id)).toBe(1_000n);
  });

  it('credits once when two operators confirm at the same moment; the other gets INVALID_STATE', async () => {
    const one = await staffWithToken(t, 'finance');
    const two = await staffWithToken(t, 'admin');
    const { member, orderNo } = await pendingBankOrder('321.00');
    const answers = await Promise.all(
      [one, two, one, two].map((staff) =>
        call('POST', `/wps/operator/deposits/${orderNo}/confirm`, staff.headers, {}),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expectError(answer, 409, 'INVALID_STATE');
    }
    expect(await mainBalance(t, member.id)).toBe(32_100n);
    const credits = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('reference', '=', orderNo)
      .execute();
    expect(credits).toHaveLength(1);
    expect(await auditOf(`deposit:${orderNo}`)).toHaveLength(1);
  });

  it('refuses an order that is no longer pending, and an unknown one', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { orderNo } = await pendingBankOrder('10.00');
    expectValue(
      await call('POST', `/wps/operator/deposits/${orderNo}/reject`, finance.headers, {
        reason: 'No such transfer',
      }),
      operatorDepositSchema,
    );
    expectError(
      await call('POST', `/wps/operator/deposits/${orderNo}/confirm`, finance.headers, {}),
      409,
      'INVALID_STATE',
    );
    expectError(
      await call('POST', '/wps/operator/deposits/D2099010100000000/confirm', finance.headers, {}),
      404,
      'NOT_FOUND',
    );
  });
});

describe('POST /wps/operator/deposits/:orderNo/reject', () => {
  it('closes the order with the reason, tells the member, and audits it; no money moves', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { member, orderNo } = await pendingBankOrder('80.00');
    const value = expectValue(
      await call('POST', `/wps/operator/deposits/${orderNo}/reject`, finance.headers, {
        reason: '  Payer name does not match  ',
      }),
      operatorDepositSchema,
    );
    expect(value).toMatchObject({
      status: 'rejected',
      rejectReason: 'Payer name does not match',
      decidedBy: finance.username,
    });
    expect(value.closedAt).not.toBeNull();
    expect(await mainBalance(t, member.id)).toBe(0n);
    const notices = await t.db
      .selectFrom('member_notices')
      .select(['kind', 'amount'])
      .where('reference', '=', orderNo)
      .execute();
    expect(notices.map((notice) => notice.kind)).toEqual(['deposit_rejected']);
    expect(BigInt(notices[0]!.amount)).toBe(8_000n);
    expect(await auditOf(`deposit:${orderNo}`)).toMatchObject([
      { staff_id: finance.id, action: 'deposit.reject' },
    ]);
    // The member sees the reason in the history.
    const history = await call('GET', '/wps/member/deposit/history', member.headers);
    expect(history.json().value.list[0]).toMatchObject({
      orderNo,
      status: 'rejected',
      rejectReason: 'Payer name does not match',
    });
  });

  it('refuses a decided order with INVALID_STATE and a missing reason with VALIDATION_FAILED', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { orderNo } = await pendingBankOrder('10.00');
    expectError(
      await call('POST', `/wps/operator/deposits/${orderNo}/reject`, finance.headers, {}),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('POST', `/wps/operator/deposits/${orderNo}/reject`, finance.headers, {
        reason: '   ',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectValue(
      await call('POST', `/wps/operator/deposits/${orderNo}/confirm`, finance.headers, {}),
      operatorDepositSchema,
    );
    expectError(
      await call('POST', `/wps/operator/deposits/${orderNo}/reject`, finance.headers, {
        reason: 'Too late',
      }),
      409,
      'INVALID_STATE',
    );
    expect((await orderRow(t, orderNo)).status).toBe('success');
  });

  it('lets exactly one of a racing confirm and reject win', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { member, orderNo } = await pendingBankOrder('44.00');
    const [confirm, reject] = await Promise.all([
      call('POST', `/wps/operator/deposits/${orderNo}/confirm`, finance.headers, {}),
      call('POST', `/wps/operator/deposits/${orderNo}/reject`, finance.headers, { reason: 'x' }),
    ]);
    expect([confirm.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const status = (await orderRow(t, orderNo)).status;
    expect(await mainBalance(t, member.id)).toBe(status === 'success' ? 4_400n : 0n);
  });
});

describe('GET /wps/operator/deposits', () => {
  it('lists orders newest first with the member, filtered by status and paged', async () => {
    const finance = await staffWithToken(t, 'finance');
    const { member, orderNo } = await pendingBankOrder('70.00');
    const pending = expectValue(
      await call('GET', '/wps/operator/deposits?status=pending&pageSize=100', finance.headers),
      operatorDepositsValueSchema,
    );
    expect(pending.list.every((order) => order.status === 'pending')).toBe(true);
    expect(pending.list.find((order) => order.orderNo === orderNo)).toMatchObject({
      memberId: member.id,
      memberAccount: member.account,
      amount: 70,
      channel: { type: 'bank_transfer' },
      decidedBy: null,
    });
    const ids = pending.list.map((order) => order.createdAt);
    expect([...ids].sort().reverse()).toEqual(ids);
    const page = expectValue(
      await call('GET', '/wps/operator/deposits?pageSize=1&page=1', finance.headers),
      operatorDepositsValueSchema,
    );
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(page)).not.toContain('redirectUrl');
  });

  it('lets a viewer read but not decide, and refuses member tokens and no token', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    const member = await signedIn(t);
    const { orderNo } = await pendingBankOrder('10.00');
    expectValue(
      await call('GET', '/wps/operator/deposits', viewer.headers),
      operatorDepositsValueSchema,
    );
    expectError(
      await call('POST', `/wps/operator/deposits/${orderNo}/confirm`, viewer.headers, {}),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await call('POST', `/wps/operator/deposits/${orderNo}/reject`, viewer.headers, {
        reason: 'x',
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await call('GET', '/wps/operator/deposits', member.headers),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expectError(await call('GET', '/wps/operator/deposits', {}), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(
      await call('POST', `/wps/operator/deposits/${orderNo}/confirm`, {}, {}),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expect((await orderRow(t, orderNo)).status).toBe('pending');
  });
});

describe('GET /wps/operator/deposits/:orderNo/receipt', () => {
  it('shows staff the receipt image; NOT_FOUND without one', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    const { orderNo } = await pendingBankOrder('10.00', {
      receiptImage: dataUrl('image/png', PNG_BYTES),
    });
    const image = await call('GET', `/wps/operator/deposits/${orderNo}/receipt`, viewer.headers);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    const without = await pendingBankOrder('10.00');
    expectError(
      await call('GET', `/wps/operator/deposits/${without.orderNo}/receipt`, viewer.headers),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('GET', `/wps/operator/deposits/${orderNo}/receipt`, {}),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
  });
});

describe('deposit channels', () => {
  const bankChannel = (code: string) => ({
    code,
    type: 'bank_transfer',
    name: 'CIMB transfer',
    names: { EN: 'CIMB transfer', CN: '联昌银行转账' },
    minAmount: '30',
    maxAmount: 20000,
    sort: 5,
    turnoverBps: 5_000,
    bankName: 'CIMB Bank',
    accountName: 'Portal Sdn Bhd',
    accountNumber: '8000123456',
  });
  const uniqueCode = () => `c${newReference().slice(0, 10)}`;

  it('creates a bank channel that members then see and can use, and audits it', async () => {
    const admin = await staffWithToken(t, 'admin');
    const code = uniqueCode();
    const created = expectValue(
      await call('POST', '/wps/operator/deposit-channels', admin.headers, bankChannel(code)),
      operatorDepositChannelSchema,
    );
    expect(created).toMatchObject({
      code,
      type: 'bank_transfer',
      minAmount: 30,
      maxAmount: 20000,
      enabled: true,
      turnoverBps: 5_000,
      gatewayKind: null,
      bankAccount: { bankName: 'CIMB Bank', accountNumber: '8000123456' },
    });
    const member = await signedIn(t);
    const channels = expectValue(
      await call('GET', '/wps/member/deposit/channels', { ...member.headers, language: 'CN' }),
      depositChannelsValueSchema,
    );
    expect(channels.find((channel) => channel.code === code)).toMatchObject({
      name: '联昌银行转账',
      turnoverMultiplier: 0.5,
    });
    expect(await auditOf(`deposit_channel:${created.id}`)).toMatchObject([
      { staff_id: admin.id, action: 'deposit_channel.create' },
    ]);
  });

  it('creates a sandbox gateway with a generated secret it never shows', async () => {
    const admin = await staffWithToken(t, 'admin');
    const code = uniqueCode();
    const response = await call('POST', '/wps/operator/deposit-channels', admin.headers, {
      code,
      type: 'gateway',
      name: 'Sandbox two',
      minAmount: 10,
      maxAmount: 100,
      gatewayKind: 'sandbox',
    });
    const created = expectValue(response, operatorDepositChannelSchema);
    expect(created).toMatchObject({ gatewayKind: 'sandbox', bankAccount: null });
    const row = await t.db
      .selectFrom('deposit_channels')
      .select('gateway_secret')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.gateway_secret).toMatch(/^[0-9a-f]{64}$/);
    const list = await call('GET', '/wps/operator/deposit-channels', admin.headers);
    expect(list.body).not.toContain(row.gateway_secret);
  });

  it('refuses a taken code, missing details, and a minimum above the maximum', async () => {
    const admin = await staffWithToken(t, 'admin');
    const code = uniqueCode();
    expectValue(
      await call('POST', '/wps/operator/deposit-channels', admin.headers, bankChannel(code)),
      operatorDepositChannelSchema,
    );
    expectError(
      await call('POST', '/wps/operator/deposit-channels', admin.headers, bankChannel(code)),
      409,
      'CONFLICT',
    );
    const { bankName: _omitted, ...noBank } = bankChannel(uniqueCode());
    expectError(
      await call('POST', '/wps/operator/deposit-channels', admin.headers, noBank),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('POST', '/wps/operator/deposit-channels', admin.headers, {
        ...bankChannel(uniqueCode()),
        gatewayKind: 'sandbox',
      }),
      400,
      'VALIDATION_FAILED',
    );
    const inverted = await call('POST', '/wps/operator/deposit-channels', admin.headers, {
      ...bankChannel(uniqueCode()),
      minAmount: 500,
      maxAmount: 100,
    });
    expect(expectError(inverted, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'maxAmount', reason: 'below_minimum' },
    ]);
    expectError(
      await call('POST', '/wps/operator/deposit-channels', admin.headers, {
        ...bankChannel(uniqueCode()),
        minAmount: '1.234',
      }),
      400,
      'INVALID_AMOUNT',
    );
    expectError(
      await call('POST', '/wps/operator/deposit-channels', admin.headers, {
        ...bankChannel(uniqueCode()),
        names: { XX: 'Unknown language' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('disables a channel and changes its limits; members see it at once', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await signedIn(t);
    const channel = await createChannel(t, { type: 'bank_transfer' });
    const limited = expectValue(
      await call('PUT', `/wps/operator/deposit-channels/${channel.id}`, admin.headers, {
        minAmount: 100,
        maxAmount: '200.50',
      }),
      operatorDepositChannelSchema,
    );
    expect(limited).toMatchObject({ minAmount: 100, maxAmount: 200.5 });
    expectError(
      await postDeposit(t, member.headers, {
        channelId: channel.id,
        amount: 99,
        payerName: PAYER_NAME,
        reference: newReference(),
      }),
      400,
      'AMOUNT_BELOW_MINIMUM',
    );
    expectValue(
      await call('PUT', `/wps/operator/deposit-channels/${channel.id}`, admin.headers, {
        enabled: false,
      }),
      operatorDepositChannelSchema,
    );
    expectError(
      await postDeposit(t, member.headers, {
        channelId: channel.id,
        amount: 150,
        payerName: PAYER_NAME,
        reference: newReference(),
      }),
      400,
      'DEPOSIT_CHANNEL_UNAVAILABLE',
    );
    expect(await auditOf(`deposit_channel:${channel.id}`)).toHaveLength(2);
  });

  it('rotates a gateway secret: callbacks signed with the old one are refused', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await signedIn(t);
    const channel = await createChannel(t);
    const { orderNo } = await deposit(t, member, channel, '25.00');
    const secret = 'n'.repeat(40);
    expectValue(
      await call('PUT', `/wps/operator/deposit-channels/${channel.id}`, admin.headers, {
        gatewaySecret: secret,
      }),
      operatorDepositChannelSchema,
    );
    const [audit] = await auditOf(`deposit_channel:${channel.id}`);
    expect(audit!.details).not.toContain(secret);
    const payload = callbackFor(orderNo, 2_500n);
    expectError(await postSignedCallback(t, channel, payload), 401, 'SIGNATURE_INVALID');
    expectValue(
      await postSignedCallback(t, { ...channel, secret }, payload),
      gatewayCallbackValueSchema,
    );
    expect(await mainBalance(t, member.id)).toBe(2_500n);
  });

  it('refuses changes that do not fit the channel, an empty change and an unknown id', async () => {
    const admin = await staffWithToken(t, 'admin');
    const gateway = await createChannel(t);
    const bank = await createChannel(t, { type: 'bank_transfer' });
    const put = (id: number, body: unknown) =>
      call('PUT', `/wps/operator/deposit-channels/${id}`, admin.headers, body);
    expectError(await put(gateway.id, { bankName: 'X Bank' }), 400, 'VALIDATION_FAILED');
    expectError(await put(bank.id, { gatewaySecret: 'x'.repeat(32) }), 400, 'VALIDATION_FAILED');
    expectError(await put(bank.id, {}), 400, 'VALIDATION_FAILED');
    expectError(await put(bank.id, { code: 'renamed' }), 400, 'VALIDATION_FAILED');
    expectError(await put(bank.id, { minAmount: 999_999_999 }), 400, 'VALIDATION_FAILED');
    expectError(await put(999_999, { enabled: false }), 404, 'NOT_FOUND');
  });

  it('lets finance and viewers read channels, and finance (not viewers) change them', async () => {
    const finance = await staffWithToken(t, 'finance');
    const viewer = await staffWithToken(t, 'viewer');
    const channel = await createChannel(t);
    for (const staff of [finance, viewer]) {
      const list = expectValue(
        await call('GET', '/wps/operator/deposit-channels', staff.headers),
        operatorDepositChannelsValueSchema,
      );
      expect(list.some((row) => row.id === channel.id)).toBe(true);
    }
    expect(
      (
        await call('PUT', `/wps/operator/deposit-channels/${channel.id}`, finance.headers, {
          enabled: false,
        })
      ).statusCode,
    ).toBe(200);
    for (const staff of [viewer]) {
      expectError(
        await call('PUT', `/wps/operator/deposit-channels/${channel.id}`, staff.headers, {
          enabled: false,
        }),
        403,
        'STAFF_FORBIDDEN',
      );
      expectError(
        await call(
          'POST',
          '/wps/operator/deposit-channels',
          staff.headers,
          bankChannel(uniqueCode()),
        ),
        403,
        'STAFF_FORBIDDEN',
      );
    }
    expectError(
      await call('PUT', `/wps/operator/deposit-channels/${channel.id}`, viewer.headers, {
        enabled: false,
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await call(
        'POST',
        '/wps/operator/deposit-channels',
        viewer.headers,
        bankChannel(uniqueCode()),
      ),
      403,
      'STAFF_FORBIDDEN',
    );
    expect(
      expectValue(
        await call('PUT', `/wps/operator/deposit-channels/${channel.id}`, finance.headers, {
          maxAmount: '800',
        }),
        operatorDepositChannelSchema,
      ).maxAmount,
    ).toBe(800);
    expectValue(
      await call(
        'POST',
        '/wps/operator/deposit-channels',
        finance.headers,
        bankChannel(uniqueCode()),
      ),
      operatorDepositChannelSchema,
    );
    expectError(
      await call('GET', '/wps/operator/deposit-channels', {}),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
  });
});

describe('a bank transfer from order to balance', () => {
  it('shows up in the member balance only after the operator confirms', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await signedIn(t);
    const value = expectValue(
      await postDeposit(t, member.headers, {
        channelCode: 'local-bank',
        amount: '100.00',
        payerName: PAYER_NAME,
        reference: newReference(),
      }),
      createDepositValueSchema,
    );
    expect(await mainBalance(t, member.id)).toBe(0n);
    expectValue(
      await call('POST', `/wps/operator/deposits/${value.orderNo}/confirm`, finance.headers, {}),
      operatorDepositSchema,
    );
    expect(await mainBalance(t, member.id)).toBe(10_000n);
  });
});
