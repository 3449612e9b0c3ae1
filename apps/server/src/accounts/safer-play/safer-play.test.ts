import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  operatorSaferPlaySchema,
  playBreakSchema,
  returnValueSchema,
  saferPlayViewSchema,
  type SaferPlayView,
} from '@portal/shared/schemas/safer-play';
import { loginValueSchema } from '@portal/shared/schemas/account';
import { authHeader, createMember, login, postLogin } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  createChannel,
  newReference,
  postDeposit,
  signedIn,
  type SignedInMember,
} from '../../../test/deposits.js';
import { readyMember, withdraw } from '../../../test/withdrawals.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();
const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

const getView = (m: SignedInMember) =>
  t.app.inject({ method: 'GET', url: '/wps/member/safer-play', headers: m.headers });
const putLimit = (m: SignedInMember, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/safer-play/limits',
    headers: m.headers,
    payload,
  });
const postBreak = (m: SignedInMember, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/safer-play/break',
    headers: m.headers,
    payload,
  });
const postReturn = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/member/safer-play/return', payload });

/** A new session after the clock moved past the old one's idle time. */
async function again(m: SignedInMember): Promise<SignedInMember> {
  const { token } = await login(t, m.account, 'Player2024');
  return { ...m, headers: authHeader(token) };
}

const limitOf = (view: SaferPlayView, kind: string, period: string) =>
  view.limits.find((l) => l.kind === kind && l.period === period)!;

describe('GET and PUT /wps/member/safer-play', () => {
  it('answers all nine limits unset, no break and the 24-hour cooling', async () => {
    const m = await signedIn(t);
    const view = expectValue(await getView(m), saferPlayViewSchema);
    expect(view.limits).toHaveLength(9);
    expect(view.limits.every((l) => l.amount === null && l.used === 0 && !l.pending)).toBe(true);
    expect(view.break).toBeNull();
    expect(view.coolingHours).toBe(24);
    const day = limitOf(view, 'deposit', 'day');
    expect(new Date(day.periodEndsAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(day.periodEndsAt).getTime()).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
  });

  it('applies a first limit and a decrease at once, an increase and a removal after 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 25, 4) });
    let m = await signedIn(t);
    let view = expectValue(
      await putLimit(m, { kind: 'loss', period: 'week', amount: 100.5 }),
      saferPlayViewSchema,
    );
    expect(limitOf(view, 'loss', 'week')).toMatchObject({ amount: 100.5, pending: null });
    // The week runs Monday 00:00 to Monday 00:00 GMT+8: 2026-11-30T00:00+08:00.
    expect(limitOf(view, 'loss', 'week').periodEndsAt).toBe('2026-11-29T16:00:00.000Z');
    expect(limitOf(view, 'loss', 'month').periodEndsAt).toBe('2026-11-30T16:00:00.000Z');
    view = expectValue(
      await putLimit(m, { kind: 'loss', period: 'week', amount: 80 }),
      saferPlayViewSchema,
    );
    expect(limitOf(view, 'loss', 'week')).toMatchObject({ amount: 80, pending: null });

    view = expectValue(
      await putLimit(m, { kind: 'loss', period: 'week', amount: 200 }),
      saferPlayViewSchema,
    );
    const effectiveAt = new Date(Date.now() + 24 * HOUR).toISOString();
    expect(limitOf(view, 'loss', 'week')).toMatchObject({
      amount: 80,
      pending: { amount: 200, effectiveAt },
    });
    vi.setSystemTime(Date.now() + 24 * HOUR - 1);
    m = await again(m);
    view = expectValue(await getView(m), saferPlayViewSchema);
    expect(limitOf(view, 'loss', 'week').amount).toBe(80);
    vi.setSystemTime(Date.now() + 1);
    view = expectValue(await getView(m), saferPlayViewSchema);
    expect(limitOf(view, 'loss', 'week')).toMatchObject({ amount: 200, pending: null });

    view = expectValue(
      await putLimit(m, { kind: 'loss', period: 'week', amount: null }),
      saferPlayViewSchema,
    );
    expect(limitOf(view, 'loss', 'week').pending).toMatchObject({ amount: null });
    // A decrease while a removal waits applies at once and drops the removal.
    view = expectValue(
      await putLimit(m, { kind: 'loss', period: 'week', amount: 150 }),
      saferPlayViewSchema,
    );
    expect(limitOf(view, 'loss', 'week')).toMatchObject({ amount: 150, pending: null });
    vi.setSystemTime(Date.now() + 25 * HOUR);
    m = await again(m);
    view = expectValue(await getView(m), saferPlayViewSchema);
    expect(limitOf(view, 'loss', 'week').amount).toBe(150);
  });

  it('refuses a zero, negative or sub-cent amount and an unknown kind', async () => {
    const m = await signedIn(t);
    for (const amount of [0, -5, 10.001, '10']) {
      expectError(
        await putLimit(m, { kind: 'deposit', period: 'day', amount }),
        400,
        'VALIDATION_FAILED',
      );
    }
    expectError(
      await putLimit(m, { kind: 'bonus', period: 'day', amount: 10 }),
      400,
      'VALIDATION_FAILED',
    );
    const view = expectValue(await getView(m), saferPlayViewSchema);
    expect(view.limits.every((l) => l.amount === null)).toBe(true);
  });
});

describe('POST /wps/member/safer-play/break and /return', () => {
  it('refuses a wrong password and takes nothing', async () => {
    const m = await signedIn(t);
    expectError(
      await postBreak(m, { kind: 'timeout', duration: '24h', password: 'wrong-one' }),
      400,
      'OLD_PASSWORD_WRONG',
    );
    expect(expectValue(await getView(m), saferPlayViewSchema).break).toBeNull();
  });

  it('starts a time-out, ends every session, and it simply ends after its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 25, 4) });
    const m = await signedIn(t);
    const taken = expectValue(
      await postBreak(m, { kind: 'timeout', duration: '1w', password: 'Player2024' }),
      playBreakSchema,
    );
    expect(taken).toEqual({
      kind: 'timeout',
      startedAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
    });
    expectError(await getView(m), 401, 'SESSION_EXPIRED');
    // A time-out has nothing to return from.
    expectError(
      await postReturn({ username: m.account, password: 'Player2024' }),
      403,
      'PLAY_BREAK_ACTIVE',
    );
    vi.setSystemTime(Date.now() + 7 * 24 * HOUR);
    expectError(
      await postReturn({ username: m.account, password: 'Player2024' }),
      403,
      'OPERATION_NOT_ALLOWED',
    );
  });

  it('after a self-exclusion ends, the member asks to return once and waits 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 10, 4) });
    const m = await signedIn(t);
    const taken = expectValue(
      await postBreak(m, { kind: 'exclusion', duration: '6m', password: 'Player2024' }),
      playBreakSchema,
    );
    expect(taken.endsAt).toBe('2026-07-10T04:00:00.000Z');
    const early = expectError(
      await postReturn({ username: m.account, password: 'Player2024' }),
      403,
      'PLAY_BREAK_ACTIVE',
    );
    expect(early.value).toEqual({ kind: 'exclusion', endsAt: '2026-07-10T04:00:00.000Z' });
    vi.setSystemTime(Date.UTC(2026, 6, 10, 5));
    expectError(
      await postReturn({ username: m.account, password: 'nope-nope' }),
      401,
      'WRONG_CREDENTIALS',
    );
    const asked = expectValue(
      await postReturn({ username: m.account, password: 'Player2024' }),
      returnValueSchema,
    );
    expect(asked.returnAt).toBe('2026-07-11T05:00:00.000Z');
    const again = expectError(
      await postReturn({ username: m.account, password: 'Player2024' }),
      403,
      'EXCLUSION_RETURN_PENDING',
    );
    expect(again.value).toEqual({ returnAt: asked.returnAt });
  });

  it('permanent self-exclusion has no end', async () => {
    const m = await signedIn(t);
    const taken = expectValue(
      await postBreak(m, { kind: 'exclusion', duration: 'permanent', password: 'Player2024' }),
      playBreakSchema,
    );
    expect(taken.endsAt).toBeNull();
  });

  it('refuses an unknown duration for the kind', async () => {
    const m = await signedIn(t);
    expectError(
      await postBreak(m, { kind: 'timeout', duration: '6m', password: 'Player2024' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /wps/operator/members/:id/safer-play', () => {
  it('shows the limits, the break and every change with when it was asked and took effect', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 25, 4) });
    const m = await signedIn(t);
    expectValue(
      await putLimit(m, { kind: 'deposit', period: 'day', amount: 50 }),
      saferPlayViewSchema,
    );
    expectValue(
      await putLimit(m, { kind: 'deposit', period: 'day', amount: 70 }),
      saferPlayViewSchema,
    );
    expectValue(
      await postBreak(m, { kind: 'timeout', duration: '24h', password: 'Player2024' }),
      playBreakSchema,
    );
    const risk = await staffWithToken(t, 'risk');
    const view = expectValue(
      await t.app.inject({
        method: 'GET',
        url: `/wps/operator/members/${m.id}/safer-play`,
        headers: risk.headers,
      }),
      operatorSaferPlaySchema,
    );
    const now = new Date().toISOString();
    expect(view.break).toMatchObject({ kind: 'timeout', startedAt: now });
    expect(limitOf(view, 'deposit', 'day')).toMatchObject({ amount: 50, pending: { amount: 70 } });
    expect(view.history.map((h) => [h.change, h.kind, h.amount, h.askedAt, h.effectiveAt])).toEqual(
      [
        ['break', 'timeout', null, now, now],
        ['limit', 'deposit', 70, now, new Date(Date.now() + 24 * HOUR).toISOString()],
        ['limit', 'deposit', 50, now, now],
      ],
    );
  });

  it('is refused to a role without safer.read and answers an unknown member with 404', async () => {
    const member = await createMember(t);
    const content = await staffWithToken(t, 'content');
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/wps/operator/members/${member.id}/safer-play`,
        headers: content.headers,
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    const viewer = await staffWithToken(t, 'viewer');
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/wps/operator/members/999999/safer-play',
        headers: viewer.headers,
      }),
      404,
      'MEMBER_NOT_FOUND',
    );
  });
});

describe('login during a break', () => {
  const loginBody = (account: string, extra: Record<string, unknown> = {}) => ({
    username: account,
    password: 'Player2024',
    type: 'username',
    ...extra,
  });

  it('answers the break and the balance and opens no session; a withdraw-only session may only withdraw', async () => {
    const member = await readyMember(t, { funds: 50_000n });
    const taken = expectValue(
      await postBreak(
        { id: member.id, account: member.account, headers: member.headers },
        { kind: 'timeout', duration: '6w', password: 'Player2024' },
      ),
      playBreakSchema,
    );
    const refused = expectError(
      await postLogin(t, loginBody(member.account)),
      403,
      'PLAY_BREAK_ACTIVE',
    );
    expect(refused.value).toEqual({ kind: 'timeout', endsAt: taken.endsAt, balance: 500 });
    const sessions = await t.db
      .selectFrom('member_sessions')
      .select('scope')
      .where('member_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(sessions).toEqual([]);

    const { token } = expectValue(
      await postLogin(t, loginBody(member.account, { purpose: 'withdraw', remember: true })),
      loginValueSchema,
    );
    const withdrawing = { ...member, headers: authHeader(token) };
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: withdrawing.headers }))
        .statusCode,
    ).toBe(200);
    const channel = await createChannel(t);
    const deposit = expectError(
      await postDeposit(t, withdrawing.headers, {
        channelId: channel.id,
        amount: '20',
        reference: newReference(),
      }),
      403,
      'PLAY_BREAK_ACTIVE',
    );
    expect(deposit.value).toEqual({ kind: 'timeout', endsAt: taken.endsAt });
    expectError(await getView(withdrawing), 403, 'PLAY_BREAK_ACTIVE');
    const order = await withdraw(t, withdrawing, { amount: 120 });
    expect(order.amount).toBe(120);
  });

  it('after a self-exclusion ended, asks for the return, then waits 24 hours, then logs in', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 10, 4) });
    const m = await signedIn(t);
    expectValue(
      await postBreak(m, { kind: 'exclusion', duration: '1y', password: 'Player2024' }),
      playBreakSchema,
    );
    const during = expectError(await postLogin(t, loginBody(m.account)), 403, 'PLAY_BREAK_ACTIVE');
    expect(during.value).toEqual({
      kind: 'exclusion',
      endsAt: '2027-01-10T04:00:00.000Z',
      balance: 0,
    });
    vi.setSystemTime(Date.UTC(2027, 0, 10, 4));
    const ended = expectError(
      await postLogin(t, loginBody(m.account)),
      403,
      'EXCLUSION_RETURN_REQUIRED',
    );
    expect(ended.value).toEqual({ endedAt: '2027-01-10T04:00:00.000Z' });
    expectValue(
      await postReturn({ username: m.account, password: 'Player2024' }),
      returnValueSchema,
    );
    const pending = expectError(
      await postLogin(t, loginBody(m.account)),
      403,
      'EXCLUSION_RETURN_PENDING',
    );
    expect(pending.value).toEqual({ returnAt: '2027-01-11T04:00:00.000Z' });
    vi.setSystemTime(Date.UTC(2027, 0, 11, 4));
    expectValue(await postLogin(t, loginBody(m.account)), loginValueSchema);
  });

  it('lets a time-out simply end', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 3, 1, 4) });
    const m = await signedIn(t);
    expectValue(
      await postBreak(m, { kind: 'timeout', duration: '24h', password: 'Player2024' }),
      playBreakSchema,
    );
    expectError(await postLogin(t, loginBody(m.account)), 403, 'PLAY_BREAK_ACTIVE');
    vi.setSystemTime(Date.UTC(2026, 3, 2, 4));
    expectValue(await postLogin(t, loginBody(m.account)), loginValueSchema);
  });
});

describe('marketing messages during a break', () => {
  /** A break row as taking one writes it, started a year ago. */
  async function breakRow(
    memberId: number,
    kind: 'timeout' | 'exclusion',
    endsAt: Date | null,
    returnAskedAt: Date | null = null,
  ) {
    const started = new Date(Date.now() - 365 * 24 * HOUR).toISOString();
    await t.db
      .insertInto('safer_play_accounts')
      .values({
        member_id: memberId,
        break_kind: kind,
        break_duration: kind === 'timeout' ? '6w' : '6m',
        break_started_at: started,
        break_ends_at: endsAt?.toISOString() ?? null,
        return_asked_at: returnAskedAt?.toISOString() ?? null,
        day_start: '2026-01-01',
        week_start: '2025-12-29',
        month_start: '2026-01-01',
        updated_at: started,
      })
      .execute();
  }

  it('skip members on a break or not yet returned; a message to one named member still goes', async () => {
    const admin = await staffWithToken(t, 'admin');
    const [playing, resting, timedOut, excluded, notReturned, returning, returned] =
      await Promise.all(Array.from({ length: 7 }, () => createMember(t)));
    const past = (hours: number) => new Date(Date.now() - hours * HOUR);
    await breakRow(resting!.id, 'timeout', new Date(Date.now() + HOUR));
    await breakRow(timedOut!.id, 'timeout', past(1));
    await breakRow(excluded!.id, 'exclusion', null);
    await breakRow(notReturned!.id, 'exclusion', past(2));
    await breakRow(returning!.id, 'exclusion', past(30), past(2));
    await breakRow(returned!.id, 'exclusion', past(30), past(25));
    const everyone = [playing, resting, timedOut, excluded, notReturned, returning, returned];
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/operator/messages',
        headers: admin.headers,
        payload: {
          ...payload,
          contents: { EN: { title: 'Weekend offer', content: 'Play more.' } },
        },
      });
    const reached = async (payload: object) => {
      const response = await send(payload);
      expect(response.statusCode, response.body).toBe(200);
      const { id } = response.json().value as { id: number };
      const rows = await t.db
        .selectFrom('member_notices')
        .select('member_id')
        .where('message_id', '=', id)
        .orderBy('member_id')
        .execute();
      return rows.map((row) => row.member_id);
    };
    const accounts = everyone.map((m) => m!.account);
    expect(await reached({ audience: 'segment', segment: { accounts } })).toEqual(
      [playing!.id, timedOut!.id, returned!.id].sort((a, b) => a - b),
    );
    expect(await reached({ audience: 'member', username: excluded!.account })).toEqual([
      excluded!.id,
    ]);
  });
});
