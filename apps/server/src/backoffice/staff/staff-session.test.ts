import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  STAFF_ROLES,
  auditPageValueSchema,
  staffLockedValueSchema,
  staffLoginValueSchema,
  staffMeValueSchema,
} from '@portal/shared/schemas/operator';
import { expectError, expectValue } from '../../../test/assertions.js';
import { authHeader, createMember, login, uniqueIp } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import { hashToken } from '../../lib/secret-tokens.js';
import {
  createStaff,
  postStaffLogin,
  staffHeader,
  staffLogin,
  staffLoginValue,
  staffWithToken,
} from '../../../test/staff.js';

const t = useTestApp({
  beforeReady: (app) => {
    // A finance-only operator call, to check the role gate on its own.
    app.post('/wps/operator/test/finance-only', { config: { staff: ['finance'] } }, async () => ({
      success: true,
      value: null,
    }));
  },
});

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const me = (token: string) =>
  t.app.inject({ url: '/wps/operator/session/me', headers: staffHeader(token) });

async function auditRows(action: string, target?: string) {
  const admin = await staffWithToken(t, 'admin');
  const query = new URLSearchParams({ action, ...(target ? { target } : {}), pageSize: '100' });
  return expectValue(
    await t.app.inject({ url: `/wps/operator/audit?${query}`, headers: admin.headers }),
    auditPageValueSchema,
  ).list;
}

const sessionRow = (token: string) =>
  t.db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();

describe('staff login', () => {
  it('answers a token, the role and the end of the session, and audits the login', async () => {
    const staff = await createStaff(t, { role: 'finance', displayName: 'Fiona Finance' });
    const ip = '198.51.100.23';
    const before = Date.now();
    const value = await staffLoginValue(t, staff, { remoteAddress: ip });
    expect(value).toMatchObject({
      username: staff.username,
      displayName: 'Fiona Finance',
      role: 'finance',
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = new Date(value.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(11.9 * 60 * MINUTE);
    expect(lifetime).toBeLessThanOrEqual(12 * 60 * MINUTE + MINUTE);

    expect(expectValue(await me(value.token), staffMeValueSchema)).toMatchObject({
      id: staff.id,
      username: staff.username,
      displayName: 'Fiona Finance',
      role: 'finance',
    });
    const row = await t.db
      .selectFrom('staff')
      .select(['last_login_ip'])
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login_ip).toBe(ip);
    const [audit] = await auditRows('staff.login', `staff:${staff.id}`);
    expect(audit).toMatchObject({
      staffId: staff.id,
      staffUsername: staff.username,
      details: { outcome: 'ok', username: staff.username, factor: 'totp' },
    });
  });

  it('stores only the SHA-256 of the token', async () => {
    const staff = await createStaff(t, { role: 'viewer' });
    const token = await staffLogin(t, staff);
    const rows = await t.db.selectFrom('staff_sessions').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect((await sessionRow(token)).token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the username in any case', async () => {
    const staff = await createStaff(t, { role: 'viewer', username: `Case${Date.now()}` });
    await staffLogin(t, { username: staff.username.toUpperCase(), password: staff.password });
  });

  it('refuses a wrong password with STAFF_WRONG_CREDENTIALS and audits it', async () => {
    const staff = await createStaff(t, { role: 'finance' });
    const response = await postStaffLogin(
      t,
      { username: staff.username, password: 'Wrong999999' },
      { remoteAddress: uniqueIp() },
    );
    expectError(response, 401, 'STAFF_WRONG_CREDENTIALS');
    const rows = await auditRows('staff.login', `staff:${staff.id}`);
    expect(rows[0]).toMatchObject({ staffId: staff.id, details: { outcome: 'wrong_password' } });
    expect(JSON.stringify(rows)).not.toContain('Wrong999999');
  });

  it('refuses an unknown username the same way and audits it without a staff member', async () => {
    const username = `nobody${Date.now()}`;
    const response = await postStaffLogin(
      t,
      { username, password: 'Wrong999999' },
      { remoteAddress: uniqueIp() },
    );
    expectError(response, 401, 'STAFF_WRONG_CREDENTIALS');
    const row = (await auditRows('staff.login')).find((r) => r.details.username === username);
    expect(row).toMatchObject({
      staffId: null,
      target: '',
      details: { outcome: 'unknown_username' },
    });
  });

  it('refuses a disabled staff member exactly like a wrong password', async () => {
    const staff = await createStaff(t, { role: 'finance', status: 'disabled' });
    const response = await postStaffLogin(t, staff, { remoteAddress: uniqueIp() });
    const body = expectError(response, 401, 'STAFF_WRONG_CREDENTIALS');
    expect(body.value).toBeNull();
    const [row] = await auditRows('staff.login', `staff:${staff.id}`);
    expect(row!.details).toMatchObject({ outcome: 'disabled' });
  });

  it('locks the username after repeated failures, even for the right password', async () => {
    const staff = await createStaff(t, { role: 'finance' });
    for (let attempt = 0; attempt < t.config.LOGIN_LOCK_AFTER; attempt += 1) {
      // Every attempt from another address: the username's own counter locks it.
      const response = await postStaffLogin(
        t,
        { username: staff.username, password: 'Wrong999999' },
        { remoteAddress: uniqueIp() },
      );
      expectError(response, 401, 'STAFF_WRONG_CREDENTIALS');
    }
    const locked = await postStaffLogin(t, staff, { remoteAddress: uniqueIp() });
    const body = expectError(locked, 429, 'ACCOUNT_LOCKED');
    expect(staffLockedValueSchema.parse(body.value).retryAfterSeconds).toBeGreaterThan(0);
    const rows = await auditRows('staff.login', `staff:${staff.id}`);
    expect(rows[0]!.details).toMatchObject({ outcome: 'locked' });
  });

  it('locks an address that fails for many usernames', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < t.config.LOGIN_IP_LOCK_AFTER; attempt += 1) {
      await postStaffLogin(
        t,
        { username: `guess${attempt}`, password: 'Wrong999999' },
        { remoteAddress: ip },
      );
    }
    const staff = await createStaff(t, { role: 'viewer' });
    expectError(await postStaffLogin(t, staff, { remoteAddress: ip }), 429, 'ACCOUNT_LOCKED');
    // The same staff member from another address is fine.
    await staffLogin(t, staff);
  });

  it('keeps member and staff failure counters apart', async () => {
    const ip = uniqueIp();
    const member = await createMember(t);
    const staff = await createStaff(t, { role: 'viewer', username: member.account });
    for (let attempt = 0; attempt < t.config.LOGIN_LOCK_AFTER; attempt += 1) {
      await postStaffLogin(
        t,
        { username: staff.username, password: 'Wrong999999' },
        { remoteAddress: uniqueIp() },
      );
    }
    // The member with the same name is not locked by the operator's failures.
    await login(t, member.account, member.password, {}, { remoteAddress: ip });
  });

  it('validates the body', async () => {
    expectError(
      await postStaffLogin(t, { username: '', password: 'x' } as never),
      400,
      'VALIDATION_FAILED',
    );
    const extra = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/session/login',
      payload: { username: 'a', password: 'b', captcha: '1' },
    });
    expectError(extra, 400, 'VALIDATION_FAILED');
  });
});

describe('staff sessions', () => {
  it('refuses operator calls without a token, with an unknown token, and after logout', async () => {
    expectError(
      await t.app.inject({ url: '/wps/operator/session/me' }),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expectError(await me('not-a-real-token'), 401, 'STAFF_NOT_LOGGED_IN');

    const staff = await staffWithToken(t, 'viewer');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/session/logout',
      headers: staff.headers,
    });
    expect(expectValue(logout, z.null())).toBeNull();
    expectError(await me(staff.token), 401, 'STAFF_NOT_LOGGED_IN');
    const [row] = await auditRows('staff.logout', `staff:${staff.id}`);
    expect(row).toMatchObject({ staffId: staff.id });
  });

  it('refuses a member token on operator calls and a staff token on member calls', async () => {
    const member = await createMember(t);
    const memberToken = (await login(t, member.account, member.password)).token;
    expectError(await me(memberToken), 401, 'STAFF_NOT_LOGGED_IN');

    const staff = await staffWithToken(t, 'admin');
    const memberCall = await t.app.inject({
      url: '/wps/member/notices/unread-count',
      headers: authHeader(staff.token),
    });
    expectError(memberCall, 401, 'SESSION_EXPIRED');
  });

  it('ends a session unused for 30 minutes', async () => {
    const staff = await staffWithToken(t, 'viewer');
    const session = await sessionRow(staff.token);
    await t.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: ago(31 * MINUTE) })
      .where('id', '=', session.id)
      .execute();
    expectError(await me(staff.token), 401, 'STAFF_NOT_LOGGED_IN');
  });

  it('keeps a session in use alive and records its use', async () => {
    const staff = await staffWithToken(t, 'viewer');
    const session = await sessionRow(staff.token);
    await t.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: ago(20 * MINUTE) })
      .where('id', '=', session.id)
      .execute();
    expectValue(await me(staff.token), staffMeValueSchema);
    const seen = new Date(String((await sessionRow(staff.token)).last_seen_at)).getTime();
    expect(Date.now() - seen).toBeLessThan(5 * MINUTE);
  });

  it('ends a session 12 hours after login however busy', async () => {
    const staff = await staffWithToken(t, 'viewer');
    const session = await sessionRow(staff.token);
    await t.db
      .updateTable('staff_sessions')
      .set({ expires_at: ago(1000) })
      .where('id', '=', session.id)
      .execute();
    expectError(await me(staff.token), 401, 'STAFF_NOT_LOGGED_IN');
  });

  it('ends the sessions of a staff member who is disabled', async () => {
    const staff = await staffWithToken(t, 'finance');
    await t.db
      .updateTable('staff')
      .set({ status: 'disabled' })
      .where('id', '=', staff.id)
      .execute();
    expectError(await me(staff.token), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('operator roles', () => {
  const call = (method: 'GET' | 'POST', url: string, token: string) =>
    t.app.inject({
      method,
      url,
      headers: staffHeader(token),
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  it('lets finance and admin, not a viewer, make a finance call', async () => {
    for (const role of ['admin', 'finance'] as const) {
      const staff = await staffWithToken(t, role);
      expect((await call('POST', '/wps/operator/test/finance-only', staff.token)).statusCode).toBe(
        200,
      );
    }
    const viewer = await staffWithToken(t, 'viewer');
    expectError(
      await call('POST', '/wps/operator/test/finance-only', viewer.token),
      403,
      'STAFF_FORBIDDEN',
    );
  });

  it('lets only an admin manage staff', async () => {
    for (const role of ['finance', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      expectError(await call('GET', '/wps/operator/staff', staff.token), 403, 'STAFF_FORBIDDEN');
    }
    const admin = await staffWithToken(t, 'admin');
    expect((await call('GET', '/wps/operator/staff', admin.token)).statusCode).toBe(200);
  });

  it('lets an admin and a viewer, not finance, read the audit log', async () => {
    for (const role of ['admin', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      expect((await call('GET', '/wps/operator/audit', staff.token)).statusCode).toBe(200);
    }
    const finance = await staffWithToken(t, 'finance');
    expectError(await call('GET', '/wps/operator/audit', finance.token), 403, 'STAFF_FORBIDDEN');
  });

  it('applies a role change to open sessions at once', async () => {
    const staff = await staffWithToken(t, 'finance');
    await t.db.updateTable('staff').set({ role: 'viewer' }).where('id', '=', staff.id).execute();
    expectError(
      await call('POST', '/wps/operator/test/finance-only', staff.token),
      403,
      'STAFF_FORBIDDEN',
    );
    expect(expectValue(await me(staff.token), staffMeValueSchema).role).toBe('viewer');
  });

  it('signs every role in, each with its own role in the session', async () => {
    for (const role of STAFF_ROLES) {
      const staff = await createStaff(t, { role });
      const response = await postStaffLogin(t, staff, { remoteAddress: uniqueIp() });
      expect(expectValue(response, staffLoginValueSchema).next).toBe('totp');
      expect((await staffLoginValue(t, staff)).role).toBe(role);
    }
  });
});
