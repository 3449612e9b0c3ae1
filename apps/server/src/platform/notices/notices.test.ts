import { describe, expect, it } from 'vitest';
import {
  deleteNoticesValueSchema,
  noticesUnreadValueSchema,
  noticesValueSchema,
  readNoticesValueSchema,
  unreadCountValueSchema,
} from '@portal/shared/schemas/notices';
import { expectError, expectValue } from '../../../test/assertions.js';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import { NoticeKind } from './notices.service.js';

const t = useTestApp();

let serial = 0;

/** A member with a session and `count` notices (oldest first), as the cashier would write them. */
async function memberWithNotices(count: number, overrides: { type?: number } = {}) {
  const member = await createMember(t, overrides);
  const token = (await login(t, member.account, member.password)).token;
  const references: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const reference = `W${Date.now()}${(serial += 1)}`;
    references.push(reference);
    await t.app.services.notices.notify({
      memberId: member.id,
      kind: i % 2 === 0 ? NoticeKind.withdrawalApproved : NoticeKind.depositArrived,
      amount: 1_234_550n + BigInt(i),
      currency: 'MYR',
      reference,
      occurredAt: new Date(Date.UTC(2025, 10, 21, 6, 3, i)),
    });
  }
  return { member, headers: authHeader(token), references };
}

const list = (headers: Record<string, string>, query = '', language = 'EN') =>
  t.app.inject({ url: `/wps/member/notices${query}`, headers: { ...headers, language } });
const unread = async (headers: Record<string, string>) =>
  expectValue(
    await t.app.inject({ url: '/wps/member/notices/unread-count', headers }),
    noticesUnreadValueSchema,
  ).count;
const markRead = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/wps/member/notices/read', headers, payload });

describe('GET /wps/member/notices', () => {
  it('lists the notices newest first, rendered in the request language', async () => {
    const { headers, references } = await memberWithNotices(2);
    const value = expectValue(await list(headers), noticesValueSchema);
    expect(value).toMatchObject({ page: 1, pageSize: 9, total: 2, unread: 2 });
    expect(value.list[0]).toEqual({
      id: expect.any(Number),
      kind: 'deposit_arrived',
      title: 'Deposit received',
      content: `Your deposit of RM 12,345.51 (order ${references[1]}) arrived in your wallet at Nov 21, 2025, 14:03.`,
      amount: 12345.51,
      currency: 'MYR',
      reference: references[1],
      occurredAt: '2025-11-21T06:03:01.000Z',
      read: false,
    });
    expect(value.list[1]).toMatchObject({ kind: 'withdrawal_approved', amount: 12345.5 });

    const chinese = expectValue(await list(headers, '', 'CN'), noticesValueSchema);
    expect(chinese.list[0]!.title).toBe('存款已到账');
    // Without a Language header the site default MY applies.
    const malay = expectValue(
      await t.app.inject({ url: '/wps/member/notices', headers }),
      noticesValueSchema,
    );
    expect(malay.list[0]!.title).toBe('Deposit diterima');
  });

  it('pages, and filters to unread ones', async () => {
    const { headers, references } = await memberWithNotices(5);
    const second = expectValue(await list(headers, '?page=2&pageSize=2'), noticesValueSchema);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(second.list.map((n) => n.reference)).toEqual([references[2], references[1]]);

    const first = expectValue(await list(headers), noticesValueSchema);
    await markRead(headers, { ids: [first.list[0]!.id] });
    const unreadOnly = expectValue(await list(headers, '?unreadOnly=true'), noticesValueSchema);
    expect(unreadOnly.total).toBe(4);
    expect(unreadOnly.list.every((n) => !n.read)).toBe(true);
  });

  it("never shows another member's notices", async () => {
    const mine = await memberWithNotices(1);
    const theirs = await memberWithNotices(0);
    const value = expectValue(await list(theirs.headers), noticesValueSchema);
    expect(value).toMatchObject({ total: 0, unread: 0, list: [] });
    expect(await unread(mine.headers)).toBe(1);
  });

  it('stores a notice once per order and kind', async () => {
    const { member, headers, references } = await memberWithNotices(1);
    await t.app.services.notices.notify({
      memberId: member.id,
      kind: NoticeKind.withdrawalApproved,
      amount: 1n,
      currency: 'MYR',
      reference: references[0]!,
    });
    expect(await unread(headers)).toBe(1);
  });

  it('renders bonus notices with their reason, cut to 500 characters', async () => {
    const { member, headers } = await memberWithNotices(0);
    await t.app.services.notices.notify({
      memberId: member.id,
      kind: NoticeKind.bonusCancelled,
      amount: 2_000n,
      currency: 'MYR',
      reference: 'B-cancelled-1',
      detail: `  ${'x'.repeat(600)}  `,
      occurredAt: new Date('2025-11-21T06:03:05Z'),
    });
    await t.app.services.notices.notify({
      memberId: member.id,
      kind: NoticeKind.promotionRejected,
      reference: 'A-rejected-1',
      detail: 'No qualifying deposit',
      occurredAt: new Date('2025-11-21T06:03:06Z'),
    });
    const value = expectValue(await list(headers), noticesValueSchema);
    expect(value.list[0]).toMatchObject({
      kind: 'promotion_rejected',
      title: 'Promotion application not approved',
      content:
        'Your promotion application A-rejected-1 was not approved at Nov 21, 2025, 14:03. Reason: No qualifying deposit',
      amount: 0,
      currency: '',
    });
    const cancelled = value.list[1]!;
    expect(cancelled).toMatchObject({ kind: 'bonus_cancelled', amount: 20 });
    expect(cancelled.content).toContain(`Reason: ${'x'.repeat(499)}…`);
    expect(cancelled.content).not.toContain('x'.repeat(500));
  });

  it('is open to trial accounts, which simply have none', async () => {
    const { headers } = await memberWithNotices(0, { type: 4 });
    expect(expectValue(await list(headers), noticesValueSchema).total).toBe(0);
  });

  it('refuses a caller without a session and bad query parameters', async () => {
    expectError(await t.app.inject({ url: '/wps/member/notices' }), 401, 'NOT_LOGGED_IN');
    expectError(
      await t.app.inject({ url: '/wps/member/notices/unread-count' }),
      401,
      'NOT_LOGGED_IN',
    );
    expectError(
      await t.app.inject({ url: '/wps/member/notices', headers: authHeader('expired-token') }),
      401,
      'SESSION_EXPIRED',
    );
    const { headers } = await memberWithNotices(0);
    for (const query of ['?page=0', '?pageSize=101', '?unreadOnly=maybe', '?kind=x']) {
      expectError(await list(headers, query), 400, 'VALIDATION_FAILED');
    }
  });
});

describe('POST /wps/member/notices/read', () => {
  it('marks the listed notices read and answers the new unread count', async () => {
    const { headers } = await memberWithNotices(3);
    const { list: notices } = expectValue(await list(headers), noticesValueSchema);
    const ids = [notices[0]!.id, notices[1]!.id];
    const value = expectValue(await markRead(headers, { ids }), readNoticesValueSchema);
    expect(value).toEqual({ updated: 2, unread: 1 });
    // Already read: nothing changes.
    expect(expectValue(await markRead(headers, { ids }), readNoticesValueSchema)).toEqual({
      updated: 0,
      unread: 1,
    });
    const after = expectValue(await list(headers), noticesValueSchema);
    expect(after.list.map((n) => n.read)).toEqual([true, true, false]);
    expect(await unread(headers)).toBe(1);
  });

  it('marks everything read with all: true', async () => {
    const { headers } = await memberWithNotices(4);
    expect(expectValue(await markRead(headers, { all: true }), readNoticesValueSchema)).toEqual({
      updated: 4,
      unread: 0,
    });
    expect(await unread(headers)).toBe(0);
  });

  it("ignores another member's notice ids", async () => {
    const mine = await memberWithNotices(1);
    const other = await memberWithNotices(0);
    const { list: notices } = expectValue(await list(mine.headers), noticesValueSchema);
    const value = expectValue(
      await markRead(other.headers, { ids: [notices[0]!.id] }),
      readNoticesValueSchema,
    );
    expect(value.updated).toBe(0);
    expect(await unread(mine.headers)).toBe(1);
  });

  it('refuses an empty or mixed body and a caller without a session', async () => {
    const { headers } = await memberWithNotices(1);
    for (const payload of [
      {},
      { ids: [] },
      { all: false },
      { ids: [1], all: true },
      { ids: ['x'] },
    ]) {
      expectError(await markRead(headers, payload), 400, 'VALIDATION_FAILED');
    }
    expectError(await markRead({}, { all: true }), 401, 'NOT_LOGGED_IN');
  });
});

const remove = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/wps/member/notices/delete', headers, payload });
const unreadCount = async (headers: Record<string, string>) =>
  expectValue(
    await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers }),
    unreadCountValueSchema,
  ).count;

describe('POST /wps/member/notices/delete', () => {
  it('takes the listed notices out of the list and the unread count', async () => {
    const { headers } = await memberWithNotices(3);
    const before = expectValue(await list(headers), noticesValueSchema);
    const [newest, middle] = before.list;
    expectValue(await markRead(headers, { ids: [middle!.id] }), readNoticesValueSchema);
    const value = expectValue(
      await remove(headers, { ids: [newest!.id, middle!.id, newest!.id] }),
      deleteNoticesValueSchema,
    );
    expect(value).toEqual({ deleted: 2, unread: 1 });
    const after = expectValue(await list(headers), noticesValueSchema);
    expect(after.list.map((notice) => notice.id)).toEqual([before.list[2]!.id]);
    expect(after).toMatchObject({ total: 1, unread: 1 });
    // Deleted already: nothing more to delete, and mark-all leaves it alone.
    expect(
      expectValue(await remove(headers, { ids: [newest!.id] }), deleteNoticesValueSchema),
    ).toEqual({
      deleted: 0,
      unread: 1,
    });
    expect(
      expectValue(await markRead(headers, { all: true }), readNoticesValueSchema).updated,
    ).toBe(1);
  });

  it("ignores another member's notice ids", async () => {
    const mine = await memberWithNotices(1);
    const other = await memberWithNotices(0);
    const { list: notices } = expectValue(await list(mine.headers), noticesValueSchema);
    expect(
      expectValue(await remove(other.headers, { ids: [notices[0]!.id] }), deleteNoticesValueSchema),
    ).toEqual({ deleted: 0, unread: 0 });
    expect(expectValue(await list(mine.headers), noticesValueSchema).total).toBe(1);
  });

  it('refuses a body without ids, too many ids, and a caller without a session', async () => {
    const { headers } = await memberWithNotices(1);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['x'] },
      { ids: [0] },
      { ids: tooMany },
      { all: true },
    ]) {
      expectError(await remove(headers, payload), 400, 'VALIDATION_FAILED');
    }
    expectError(await remove({}, { ids: [1] }), 401, 'NOT_LOGGED_IN');
  });
});

describe('GET /wps/relay/CSP_unreadCount', () => {
  it("counts the member's unread messages, and follows reading and deleting", async () => {
    const { headers } = await memberWithNotices(3);
    expect(await unreadCount(headers)).toBe(3);
    const { list: notices } = expectValue(await list(headers), noticesValueSchema);
    await markRead(headers, { ids: [notices[0]!.id] });
    expect(await unreadCount(headers)).toBe(2);
    await remove(headers, { ids: [notices[1]!.id] });
    expect(await unreadCount(headers)).toBe(1);
  });

  it('answers 0 for a trial account and refuses a caller without a session', async () => {
    const trial = await memberWithNotices(0, { type: 4 });
    expect(await unreadCount(trial.headers)).toBe(0);
    expectError(await t.app.inject({ url: '/wps/relay/CSP_unreadCount' }), 401, 'NOT_LOGGED_IN');
  });
});
