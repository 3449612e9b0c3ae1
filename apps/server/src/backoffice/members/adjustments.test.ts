import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRecordsSchema } from '@portal/shared/schemas/account-records';
import {
  adjustmentPageSchema,
  adjustmentSchema,
  adjustmentSettingsValueSchema,
} from '@portal/shared/schemas/balance-adjustments';
import { expectError, expectValue } from '../../../test/assertions.js';
import { signedIn, type SignedInMember } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import { fund } from '../../../test/withdrawals.js';

const t = useTestApp();

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

type Headers = Record<string, string>;
type Staff = Awaited<ReturnType<typeof staffWithToken>>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const main = (memberId: number) => t.app.services.ledger.balance({ memberId, wallet: 'main' });

const auditOf = (target: string) =>
  t.db
    .selectFrom('staff_audit_log')
    .select(['staff_id', 'action', 'details'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();

let finance: Staff;
let secondFinance: Staff;
let admin: Staff;
let viewer: Staff;

beforeAll(async () => {
  [finance, secondFinance, admin, viewer] = await Promise.all([
    staffWithToken(t, 'finance'),
    staffWithToken(t, 'finance'),
    staffWithToken(t, 'admin'),
    staffWithToken(t, 'viewer'),
  ]);
});

const adjust = (memberId: number, payload: unknown, staff: Staff = finance) =>
  call('POST', `/wps/operator/members/${memberId}/adjustments`, staff.headers, payload);

describe('POST /wps/operator/members/:id/adjustments up to the threshold', () => {
  let member: SignedInMember;

  beforeAll(async () => {
    member = await signedIn(t);
  });

  it('credits the main wallet through the ledger at once, audited on the member', async () => {
    const value = expectValue(
      await adjust(member.id, { amount: '150.25', reason: 'Goodwill after an outage' }),
      adjustmentSchema,
    );
    expect(value).toMatchObject({
      memberId: member.id,
      username: member.account,
      amount: 150.25,
      status: 'applied',
      requestedBy: finance.username,
      balanceAfter: 150.25,
      reason: 'Goodwill after an outage',
    });
    expect(value.reference).toMatch(/^ADJ\d{8}$/);
    expect(await main(member.id)).toBe(15_025n);
    const audit = await auditOf(`member:${member.id}`);
    expect(audit.at(-1)).toMatchObject({ staff_id: finance.id, action: 'member.adjust' });
    expect(JSON.parse(audit.at(-1)!.details)).toMatchObject({
      adjustmentId: value.id,
      amount: 150.25,
      status: 'applied',
    });
  });

  it('shows the applied adjustment in the member’s own account records', async () => {
    const records = expectValue(
      await call('GET', '/wps/member/wallet/transactions', member.headers),
      accountRecordsSchema,
    );
    expect(records.list[0]).toMatchObject({ type: 'adjustment', amount: 150.25, wallet: 'main' });
    expect(records.list[0]!.reference).toMatch(/^ADJ\d{8}$/);
  });

  it('debits with a negative amount, and refuses a debit below zero with a clear code', async () => {
    expectValue(
      await adjust(member.id, { amount: -50.25, reason: 'Correction' }),
      adjustmentSchema,
    );
    expect(await main(member.id)).toBe(10_000n);
    expectError(
      await adjust(member.id, { amount: '-100.01', reason: 'Too much' }),
      409,
      'ADJUSTMENT_EXCEEDS_BALANCE',
    );
    expect(await main(member.id)).toBe(10_000n);
  });

  it('refuses zero, three decimals, a missing reason and unknown fields', async () => {
    expectError(await adjust(member.id, { amount: '0', reason: 'x' }), 400, 'INVALID_AMOUNT');
    expectError(await adjust(member.id, { amount: '1.005', reason: 'x' }), 400, 'INVALID_AMOUNT');
    expectError(await adjust(member.id, { amount: '10' }), 400, 'VALIDATION_FAILED');
    expectError(
      await adjust(member.id, { amount: '10', reason: 'x', wallet: 'bonus' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('answers 404 for an unknown member, 401 without a token, 403 to a role without the permission', async () => {
    expectError(await adjust(99_999_999, { amount: '1', reason: 'x' }), 404, 'MEMBER_NOT_FOUND');
    expectError(
      await call(
        'POST',
        `/wps/operator/members/${member.id}/adjustments`,
        {},
        {
          amount: '1',
          reason: 'x',
        },
      ),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expectError(
      await adjust(member.id, { amount: '1', reason: 'x' }, viewer),
      403,
      'STAFF_FORBIDDEN',
    );
  });
});

describe('an adjustment above the threshold', () => {
  let member: SignedInMember;

  beforeAll(async () => {
    member = await signedIn(t);
  });

  const approve = (id: number, staff: Staff) =>
    call('POST', `/wps/operator/adjustments/${id}/approve`, staff.headers);

  it('waits as pending, moves no money, and its requester cannot approve it', async () => {
    const pending = expectValue(
      await adjust(member.id, { amount: '1000.01', reason: 'Jackpot dispute' }),
      adjustmentSchema,
    );
    expect(pending).toMatchObject({ status: 'pending', balanceAfter: null, decidedBy: null });
    expect(await main(member.id)).toBe(0n);
    expectError(await approve(pending.id, finance), 409, 'ADJUSTMENT_SAME_STAFF');
    expect((await auditOf(`member:${member.id}`)).at(-1)?.action).toBe('member.adjust.request');

    const applied = expectValue(await approve(pending.id, secondFinance), adjustmentSchema);
    expect(applied).toMatchObject({
      status: 'applied',
      decidedBy: secondFinance.username,
      balanceAfter: 1000.01,
    });
    expect(await main(member.id)).toBe(100_001n);
    expect((await auditOf(`member:${member.id}`)).at(-1)).toMatchObject({
      staff_id: secondFinance.id,
      action: 'member.adjust.approve',
    });
    expectError(await approve(pending.id, admin), 409, 'ADJUSTMENT_DECIDED');
  });

  it('applies once when two staff members approve at the same moment', async () => {
    const pending = expectValue(
      await adjust(member.id, { amount: '2500', reason: 'Migration balance' }),
      adjustmentSchema,
    );
    const before = await main(member.id);
    const answers = await Promise.all([
      approve(pending.id, secondFinance),
      approve(pending.id, admin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expectError(
      answers.find((answer) => answer.statusCode === 409)!,
      409,
      'ADJUSTMENT_DECIDED',
    );
    expect(await main(member.id)).toBe(before + 250_000n);
    const transfers = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', `balance-adjustment:${pending.id}`)
      .execute();
    expect(transfers).toHaveLength(1);
  });

  it('can be declined with a reason, moving nothing; an empty reason is refused', async () => {
    const pending = expectValue(
      await adjust(member.id, { amount: '-1500', reason: 'Chargeback' }),
      adjustmentSchema,
    );
    const url = `/wps/operator/adjustments/${pending.id}/decline`;
    expectError(
      await call('POST', url, secondFinance.headers, { reason: ' ' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('POST', url, finance.headers, { reason: 'mine' }),
      409,
      'ADJUSTMENT_SAME_STAFF',
    );
    expectError(await call('POST', url, viewer.headers, { reason: 'no' }), 403, 'STAFF_FORBIDDEN');
    const before = await main(member.id);
    const declined = expectValue(
      await call('POST', url, secondFinance.headers, { reason: 'Bank confirms no chargeback' }),
      adjustmentSchema,
    );
    expect(declined).toMatchObject({
      status: 'declined',
      declineReason: 'Bank confirms no chargeback',
      decidedBy: secondFinance.username,
    });
    expect(await main(member.id)).toBe(before);
    expect((await auditOf(`member:${member.id}`)).at(-1)?.action).toBe('member.adjust.decline');
    expectError(await approve(pending.id, admin), 409, 'ADJUSTMENT_DECIDED');
  });

  it('refuses an approval whose debit the wallet no longer covers, and stays pending', async () => {
    const poor = await signedIn(t);
    await fund(t, poor.id, 300_000n);
    const pending = expectValue(
      await adjust(poor.id, { amount: '-2000', reason: 'Bonus abuse' }),
      adjustmentSchema,
    );
    // The member spends part of it before the approval.
    await t.app.services.ledger.transfer({
      idempotencyKey: `test-spend:${poor.id}`,
      kind: 'bet',
      from: { memberId: poor.id, wallet: 'main' },
      to: { system: 'house' },
      amount: 150_000n,
      reference: 'spend',
    });
    expectError(await approve(pending.id, secondFinance), 409, 'ADJUSTMENT_EXCEEDS_BALANCE');
    const page = expectValue(
      await call('GET', `/wps/operator/adjustments?memberId=${poor.id}`, finance.headers),
      adjustmentPageSchema,
    );
    expect(page.list[0]).toMatchObject({ id: pending.id, status: 'pending' });
    expect(await main(poor.id)).toBe(150_000n);
  });

  it('answers 404 for an unknown adjustment and 401 without a token', async () => {
    expectError(await approve(99_999_999, admin), 404, 'ADJUSTMENT_NOT_FOUND');
    expectError(
      await call('POST', '/wps/operator/adjustments/1/approve', {}),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expectError(
      await call('POST', '/wps/operator/adjustments/abc/approve', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /wps/operator/adjustments', () => {
  it('lists the approval queue with status=pending, newest first, paged', async () => {
    const member = await signedIn(t);
    const first = expectValue(
      await adjust(member.id, { amount: '5000', reason: 'a' }),
      adjustmentSchema,
    );
    const second = expectValue(
      await adjust(member.id, { amount: '6000', reason: 'b' }),
      adjustmentSchema,
    );
    const page = expectValue(
      await call('GET', '/wps/operator/adjustments?status=pending&pageSize=1', viewer.headers),
      adjustmentPageSchema,
    );
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list[0]!.id).toBe(second.id);
    expect(page.list.every((row) => row.status === 'pending')).toBe(true);
    const forMember = expectValue(
      await call('GET', `/wps/operator/adjustments?memberId=${member.id}`, viewer.headers),
      adjustmentPageSchema,
    );
    expect(forMember.list.map((row) => row.id)).toEqual([second.id, first.id]);
  });

  it('streams the filtered list as CSV', async () => {
    const response = await call('GET', '/wps/operator/adjustments?format=csv', finance.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toContain('Reference,Created,Member,Amount');
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.some((line) => line.includes(',150.25,'))).toBe(true);
  });

  it('refuses an unknown status and an oversized page', async () => {
    expectError(
      await call('GET', '/wps/operator/adjustments?status=done', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('GET', '/wps/operator/adjustments?pageSize=101', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call('GET', '/wps/operator/adjustments', {}), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('the approval threshold', () => {
  it('is 1,000.00 by default and an admin changes it, audited; finance may only read it', async () => {
    expect(
      expectValue(
        await call('GET', '/wps/operator/adjustments/settings', finance.headers),
        adjustmentSettingsValueSchema,
      ),
    ).toEqual({ approvalThreshold: 1000 });
    expectError(
      await call('PUT', '/wps/operator/adjustments/settings', finance.headers, {
        approvalThreshold: '10',
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await call('PUT', '/wps/operator/adjustments/settings', admin.headers, {
        approvalThreshold: '-1',
      }),
      400,
      'INVALID_AMOUNT',
    );
    expect(
      expectValue(
        await call('PUT', '/wps/operator/adjustments/settings', admin.headers, {
          approvalThreshold: '20.50',
        }),
        adjustmentSettingsValueSchema,
      ),
    ).toEqual({ approvalThreshold: 20.5 });
    expect((await auditOf('setting:balanceAdjustment')).at(-1)).toMatchObject({
      staff_id: admin.id,
      action: 'setting.update',
    });
    const member = await signedIn(t);
    const pending = expectValue(
      await adjust(member.id, { amount: '20.51', reason: 'x' }),
      adjustmentSchema,
    );
    expect(pending.status).toBe('pending');
    await call('PUT', '/wps/operator/adjustments/settings', admin.headers, {
      approvalThreshold: 1000,
    });
  });
});
