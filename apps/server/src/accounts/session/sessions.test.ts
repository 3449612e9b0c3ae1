import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginValueSchema, memberSessionListSchema } from '@portal/shared/schemas/account';
import { expectError, expectValue } from '../../../test/assertions.js';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { encryptedBody } from '../../../test/encrypted.js';
import { useTestApp } from '../../../test/helper.js';

// These tests change session rows underneath the server: every call reads them (no cache).
const t = useTestApp({ env: { TRUST_PROXY: 'true', SESSION_CACHE_MS: '0' } });

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const listSessions = (token: string) =>
  t.app.inject({ url: '/wps/member/sessions', headers: authHeader(token) });

const sessionOf = async (token: string) => {
  const sessions = expectValue(await listSessions(token), memberSessionListSchema);
  return sessions.find((s) => s.current)!;
};

const logout = (token: string, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: '/wps/session/logout',
    headers: authHeader(token),
    cookies,
  });

const resume = (cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/wps/session/resume', payload: {}, cookies, headers });

/** Logs in with "remember me"; the device cookie as the browser would send it back. */
async function rememberedLogin(
  headers: Record<string, string> = {},
  overrides: MemberOverrides = {},
) {
  const member = await createMember(t, overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers,
    payload: await encryptedBody(t.app, {
      username: member.account,
      password: member.password,
      type: 'username',
      remember: true,
    }),
  });
  const value = expectValue(response, loginValueSchema);
  const cookie = response.cookies.find((c) => c.name === 'portal_device')!;
  return { member, value, cookie, cookies: { portal_device: cookie.value } };
}

describe('session tokens', () => {
  it('refuses a call without a token with NOT_LOGGED_IN', async () => {
    expectError(await t.app.inject({ url: '/wps/member/sessions' }), 401, 'NOT_LOGGED_IN');
  });

  it('refuses an unknown token with SESSION_EXPIRED', async () => {
    expectError(await listSessions('not-a-real-token'), 401, 'SESSION_EXPIRED');
  });

  it('ends a session unused for SESSION_IDLE_MINUTES', async () => {
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    const { id } = await sessionOf(token);
    const idle = t.config.SESSION_IDLE_MINUTES * MINUTE;
    await t.db
      .updateTable('member_sessions')
      .set({ last_seen_at: ago(idle - MINUTE) })
      .where('id', '=', id)
      .execute();
    expect((await listSessions(token)).statusCode).toBe(200);
    await t.db
      .updateTable('member_sessions')
      .set({ last_seen_at: ago(idle + 1000) })
      .where('id', '=', id)
      .execute();
    expectError(await listSessions(token), 401, 'SESSION_EXPIRED');
  });

  it('ends a session at its absolute end however active it is', async () => {
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    const { id } = await sessionOf(token);
    await t.db
      .updateTable('member_sessions')
      .set({ expires_at: ago(1000) })
      .where('id', '=', id)
      .execute();
    expectError(await listSessions(token), 401, 'SESSION_EXPIRED');
  });

  it('notes the last use at most once a minute', async () => {
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    const { id } = await sessionOf(token);
    const lastSeen = async () =>
      new Date(
        (
          await t.db
            .selectFrom('member_sessions')
            .select('last_seen_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).last_seen_at,
      ).getTime();

    const recent = ago(30_000);
    await t.db
      .updateTable('member_sessions')
      .set({ last_seen_at: recent })
      .where('id', '=', id)
      .execute();
    await listSessions(token);
    expect(await lastSeen()).toBe(new Date(recent).getTime());

    await t.db
      .updateTable('member_sessions')
      .set({ last_seen_at: ago(2 * MINUTE) })
      .where('id', '=', id)
      .execute();
    await listSessions(token);
    expect(Date.now() - (await lastSeen())).toBeLessThan(MINUTE);
  });

  it('ends the sessions of a disabled member', async () => {
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    expectError(await listSessions(token), 401, 'SESSION_EXPIRED');
  });
});

describe('DELETE /wps/session/logout', () => {
  it('ends the session', async () => {
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    const response = await logout(token);
    expect(expectValue(response, z.null())).toBeNull();
    expectError(await listSessions(token), 401, 'SESSION_EXPIRED');
  });

  it('leaves the member’s other sessions alone', async () => {
    const member = await createMember(t);
    const first = await login(t, member.account, member.password);
    const second = await login(t, member.account, member.password);
    await logout(first.token);
    expect((await listSessions(second.token)).statusCode).toBe(200);
  });

  it('refuses a call without a session with NOT_LOGGED_IN', async () => {
    expectError(
      await t.app.inject({ method: 'DELETE', url: '/wps/session/logout' }),
      401,
      'NOT_LOGGED_IN',
    );
  });

  it('forgets a remembered device: the cookie is cleared and cannot resume any more', async () => {
    const { value, cookies } = await rememberedLogin();
    const response = await logout(value.token, cookies);
    expectValue(response, z.null());
    const cleared = response.cookies.find((c) => c.name === 'portal_device')!;
    expect(cleared).toMatchObject({ value: '', path: '/wps/session' });
    expectError(await resume(cookies), 401, 'NOT_LOGGED_IN');
  });
});

describe('remember me and POST /wps/session/resume', () => {
  it('sets an HttpOnly, SameSite=Lax device cookie for the session calls only', async () => {
    const { cookie, value } = await rememberedLogin();
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/wps/session',
      maxAge: t.config.REMEMBER_DEVICE_HOURS * 3600,
    });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.value).not.toBe(value.token);
    expect((await sessionOf(value.token)).remembered).toBe(true);
  });

  it('marks the cookie Secure when the site is reached over https', async () => {
    const { cookie } = await rememberedLogin({ 'x-forwarded-proto': 'https' });
    expect(cookie.secure).toBe(true);
  });

  it('sets no cookie without remember me', async () => {
    const member = await createMember(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encryptedBody(t.app, {
        username: member.account,
        password: member.password,
        type: 'username',
      }),
    });
    expectValue(response, loginValueSchema);
    expect(response.cookies.find((c) => c.name === 'portal_device')).toBeUndefined();
  });

  it('starts a new session on the remembered device, without the password', async () => {
    const { member, value, cookies } = await rememberedLogin();
    const resumed = expectValue(await resume(cookies), loginValueSchema);
    expect(resumed).toMatchObject({
      customerId: member.id,
      firstTimeLogin: false,
      mustChangePassword: false,
    });
    expect(resumed.token).not.toBe(value.token);
    const current = await sessionOf(resumed.token);
    expect(current).toMatchObject({ loginType: 'remember', remembered: true });
    // A bare POST without a body is accepted too.
    const bare = await t.app.inject({ method: 'POST', url: '/wps/session/resume', cookies });
    expectValue(bare, loginValueSchema);
  });

  it('never forces a password change on a resumed session', async () => {
    const { value, cookies } = await rememberedLogin(
      {},
      { password: t.config.WEAK_DEFAULT_PASSWORD },
    );
    expect(value.mustChangePassword).toBe(true);
    expect(expectValue(await resume(cookies), loginValueSchema).mustChangePassword).toBe(false);
  });

  it('answers NOT_LOGGED_IN without a cookie or with an unknown one, and clears it', async () => {
    expectError(await resume(), 401, 'NOT_LOGGED_IN');
    const response = await resume({ portal_device: 'forged-device-token' });
    expectError(response, 401, 'NOT_LOGGED_IN');
    expect(response.cookies.find((c) => c.name === 'portal_device')?.value).toBe('');
  });

  it('answers NOT_LOGGED_IN for an expired device', async () => {
    const { member, cookies } = await rememberedLogin();
    await t.db
      .updateTable('member_devices')
      .set({ expires_at: ago(1000) })
      .where('member_id', '=', member.id)
      .execute();
    expectError(await resume(cookies), 401, 'NOT_LOGGED_IN');
  });

  it('answers NOT_LOGGED_IN once the member is disabled', async () => {
    const { member, cookies } = await rememberedLogin();
    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    expectError(await resume(cookies), 401, 'NOT_LOGGED_IN');
  });

  it('refuses an unknown body field', async () => {
    const { cookies } = await rememberedLogin();
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/resume',
      payload: { password: 'x' },
      cookies,
    });
    expectError(response, 400, 'VALIDATION_FAILED');
  });
});

describe('GET /wps/member/sessions', () => {
  it('lists the live sessions, newest first, the current one flagged', async () => {
    const member = await createMember(t);
    const first = await login(t, member.account, member.password, {
      'x-forwarded-for': '198.51.100.1',
      'user-agent': 'Phone Browser',
    });
    const second = await login(t, member.account, member.password, {
      'x-forwarded-for': '198.51.100.1',
    });
    const ended = await login(t, member.account, member.password);
    await logout(ended.token);

    const sessions = expectValue(await listSessions(first.token), memberSessionListSchema);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.current)).toEqual([false, true]);
    expect(sessions[1]).toMatchObject({
      ip: '198.51.100.1',
      userAgent: 'Phone Browser',
      loginType: 'username',
      remembered: false,
    });
    expect((await sessionOf(second.token)).id).toBe(sessions[0]!.id);
  });
});

describe('DELETE /wps/member/sessions/:id', () => {
  it('signs another of the member’s sessions out', async () => {
    const member = await createMember(t);
    const mine = await login(t, member.account, member.password);
    const other = await login(t, member.account, member.password);
    const { id } = await sessionOf(other.token);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/wps/member/sessions/${id}`,
      headers: authHeader(mine.token),
    });
    expectValue(response, z.null());
    expectError(await listSessions(other.token), 401, 'SESSION_EXPIRED');
    expect((await listSessions(mine.token)).statusCode).toBe(200);
  });

  it('also forgets the device of a remembered session', async () => {
    const { member, value, cookies } = await rememberedLogin();
    const mine = await login(t, member.account, member.password);
    const { id } = await sessionOf(value.token);
    await t.app.inject({
      method: 'DELETE',
      url: `/wps/member/sessions/${id}`,
      headers: authHeader(mine.token),
    });
    expectError(await resume(cookies), 401, 'NOT_LOGGED_IN');
  });

  it('answers NOT_FOUND for another member’s session, an ended one or an unknown id', async () => {
    const member = await createMember(t);
    const stranger = await createMember(t);
    const mine = await login(t, member.account, member.password);
    const theirs = await login(t, stranger.account, stranger.password);
    const ended = await login(t, member.account, member.password);
    const endedId = (await sessionOf(ended.token)).id;
    await logout(ended.token);
    for (const id of [(await sessionOf(theirs.token)).id, endedId, 999_999]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/wps/member/sessions/${id}`,
        headers: authHeader(mine.token),
      });
      expectError(response, 404, 'NOT_FOUND');
    }
    expect((await listSessions(theirs.token)).statusCode).toBe(200);
  });

  it('refuses an id that is not a number with VALIDATION_FAILED', async () => {
    const member = await createMember(t);
    const mine = await login(t, member.account, member.password);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/wps/member/sessions/abc',
      headers: authHeader(mine.token),
    });
    expectError(response, 400, 'VALIDATION_FAILED');
  });
});

describe('DELETE /wps/member/sessions', () => {
  it('signs out every other session and device, keeping this one', async () => {
    const { member, value: remembered, cookies } = await rememberedLogin();
    const other = await login(t, member.account, member.password);
    const mine = await login(t, member.account, member.password, {}, { remember: true });
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/wps/member/sessions',
      headers: authHeader(mine.token),
    });
    expectValue(response, z.null());
    expectError(await listSessions(other.token), 401, 'SESSION_EXPIRED');
    expectError(await listSessions(remembered.token), 401, 'SESSION_EXPIRED');
    expectError(await resume(cookies), 401, 'NOT_LOGGED_IN');
    const left = expectValue(await listSessions(mine.token), memberSessionListSchema);
    expect(left.map((s) => s.current)).toEqual([true]);
    const devices = await t.db
      .selectFrom('member_devices')
      .select(['id', 'revoked_at'])
      .where('member_id', '=', member.id)
      .execute();
    expect(devices.filter((d) => d.revoked_at === null)).toHaveLength(1);
  });

  it('refuses a call without a session with NOT_LOGGED_IN', async () => {
    expectError(
      await t.app.inject({ method: 'DELETE', url: '/wps/member/sessions' }),
      401,
      'NOT_LOGGED_IN',
    );
  });
});

describe('services.sessions.revokeAll', () => {
  it('ends every session and device of the member, after a password change for instance', async () => {
    const { member, value, cookies } = await rememberedLogin();
    const other = await login(t, member.account, member.password);
    await t.app.services.sessions.revokeAll(member.id);
    expectError(await listSessions(value.token), 401, 'SESSION_EXPIRED');
    expectError(await listSessions(other.token), 401, 'SESSION_EXPIRED');
    expectError(await resume(cookies), 401, 'NOT_LOGGED_IN');
  });
});
