import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  auditPageValueSchema,
  staffAccountSchema,
  staffListValueSchema,
  staffMeValueSchema,
} from '@portal/shared/schemas/operator';
import { expectError, expectValue } from '../../../test/assertions.js';
import { uniqueIp } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import {
  createStaff,
  postStaffLogin,
  staffHeader,
  staffLogin,
  staffWithToken,
} from '../../../test/staff.js';

const t = useTestApp();

const NEW_PASSWORD = 'Brand9new42x';
let serial = 0;
const newUsername = () => `desk${Date.now().toString(36)}${(serial += 1)}`;

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const put = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
const me = (token: string) =>
  t.app.inject({ url: '/wps/operator/session/me', headers: staffHeader(token) });

async function audit(headers: Record<string, string>, query: Record<string, string>) {
  const response = await t.app.inject({
    url: `/wps/operator/audit?${new URLSearchParams(query)}`,
    headers,
  });
  return expectValue(response, auditPageValueSchema);
}

const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('staff_audit_log')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('creating staff', () => {
  it('creates a staff member who can log in, and audits who did it', async () => {
    const admin = await staffWithToken(t, 'admin');
    const username = newUsername();
    const response = await post('/wps/operator/staff', admin.headers, {
      username,
      displayName: 'Desk One',
      role: 'finance',
      password: NEW_PASSWORD,
    });
    const created = expectValue(response, staffAccountSchema);
    expect(created).toMatchObject({
      username,
      displayName: 'Desk One',
      role: 'finance',
      status: 'active',
      lastLoginAt: null,
    });
    const { list } = expectValue(
      await t.app.inject({ url: '/wps/operator/staff?pageSize=100', headers: admin.headers }),
      staffListValueSchema,
    );
    expect(list.map((s) => s.username)).toContain(username);
    // The demo seed's operators are there too.
    expect(list.map((s) => s.username)).toEqual(
      expect.arrayContaining(['operator01', 'finance01']),
    );

    const token = await staffLogin(t, { username, password: NEW_PASSWORD });
    expect(expectValue(await me(token), staffMeValueSchema).role).toBe('finance');

    const { list: rows } = await audit(admin.headers, {
      action: 'staff.create',
      target: `staff:${created.id}`,
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffId: admin.id,
      staffUsername: admin.username,
      details: { username, role: 'finance' },
    });
    expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
    const stored = await t.db
      .selectFrom('staff')
      .select('password_hash')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a username taken in any case with USERNAME_TAKEN', async () => {
    const admin = await staffWithToken(t, 'admin');
    const existing = await createStaff(t, { role: 'viewer' });
    const response = await post('/wps/operator/staff', admin.headers, {
      username: existing.username.toUpperCase(),
      displayName: 'Copy',
      role: 'viewer',
      password: NEW_PASSWORD,
    });
    expectError(response, 409, 'USERNAME_TAKEN');
  });

  it.each([
    ['shorter than 10 characters', 'Short123'],
    ['without a digit', 'OnlyLettersHere'],
    ['without a letter', '12345678901'],
  ])('refuses a password %s with VALIDATION_FAILED', async (_, password) => {
    const admin = await staffWithToken(t, 'admin');
    const before = await auditCount();
    const response = await post('/wps/operator/staff', admin.headers, {
      username: newUsername(),
      displayName: 'Weak',
      role: 'viewer',
      password,
    });
    const body = expectError(response, 400, 'VALIDATION_FAILED');
    expect(body.details?.map((d) => d.path)).toEqual(['password']);
    expect(await auditCount()).toBe(before);
  });

  it('refuses a password that contains the username with WEAK_PASSWORD', async () => {
    const admin = await staffWithToken(t, 'admin');
    const username = newUsername();
    const response = await post('/wps/operator/staff', admin.headers, {
      username,
      displayName: 'Weak',
      role: 'viewer',
      password: `${username}123`,
    });
    expectError(response, 400, 'WEAK_PASSWORD');
  });

  it('refuses an unknown role, a bad username and unknown fields', async () => {
    const admin = await staffWithToken(t, 'admin');
    const valid = {
      username: newUsername(),
      displayName: 'X',
      role: 'viewer',
      password: NEW_PASSWORD,
    };
    for (const payload of [
      { ...valid, role: 'owner' },
      { ...valid, username: '1bad name' },
      { ...valid, isAdmin: true },
    ]) {
      expectError(
        await post('/wps/operator/staff', admin.headers, payload),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});

describe('changing staff', () => {
  it('changes the role and display name and audits both changes', async () => {
    const admin = await staffWithToken(t, 'admin');
    const staff = await createStaff(t, { role: 'viewer', displayName: 'Old name' });
    const response = await put(`/wps/operator/staff/${staff.id}`, admin.headers, {
      role: 'finance',
      displayName: 'New name',
    });
    expect(expectValue(response, staffAccountSchema)).toMatchObject({
      role: 'finance',
      displayName: 'New name',
    });
    const { list } = await audit(admin.headers, {
      action: 'staff.update',
      target: `staff:${staff.id}`,
    });
    expect(list[0]!.details).toMatchObject({
      changes: {
        role: { from: 'viewer', to: 'finance' },
        displayName: { from: 'Old name', to: 'New name' },
      },
    });
  });

  it('disabling ends the sessions and refuses the login; enabling lets them back in', async () => {
    const admin = await staffWithToken(t, 'admin');
    const staff = await staffWithToken(t, 'finance');
    const disabled = await put(`/wps/operator/staff/${staff.id}`, admin.headers, {
      status: 'disabled',
    });
    expect(expectValue(disabled, staffAccountSchema).status).toBe('disabled');
    expectError(await me(staff.token), 401, 'STAFF_NOT_LOGGED_IN');
    const open = await t.db
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', staff.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toHaveLength(0);
    expectError(
      await postStaffLogin(t, staff, { remoteAddress: uniqueIp() }),
      401,
      'STAFF_WRONG_CREDENTIALS',
    );

    await put(`/wps/operator/staff/${staff.id}`, admin.headers, { status: 'active' });
    await staffLogin(t, staff);
  });

  it('does not let an admin demote or disable themselves', async () => {
    const admin = await staffWithToken(t, 'admin');
    const url = `/wps/operator/staff/${admin.id}`;
    expectError(await put(url, admin.headers, { role: 'viewer' }), 403, 'OPERATION_NOT_ALLOWED');
    expectError(
      await put(url, admin.headers, { status: 'disabled' }),
      403,
      'OPERATION_NOT_ALLOWED',
    );
    // Their own display name is fine.
    expectValue(await put(url, admin.headers, { displayName: 'Me' }), staffAccountSchema);
  });

  it('answers NOT_FOUND for an unknown id and writes no audit line', async () => {
    const admin = await staffWithToken(t, 'admin');
    const before = await auditCount();
    expectError(
      await put('/wps/operator/staff/999999', admin.headers, { role: 'viewer' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await post('/wps/operator/staff/999999/password', admin.headers, { password: NEW_PASSWORD }),
      404,
      'NOT_FOUND',
    );
    expect(await auditCount()).toBe(before);
  });

  it('refuses an empty change and a bad id', async () => {
    const admin = await staffWithToken(t, 'admin');
    expectError(
      await put(`/wps/operator/staff/${admin.id}`, admin.headers, {}),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await put('/wps/operator/staff/abc', admin.headers, { role: 'viewer' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses finance and viewers with STAFF_FORBIDDEN and changes nothing', async () => {
    const target = await createStaff(t, { role: 'viewer' });
    for (const role of ['finance', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      expectError(
        await put(`/wps/operator/staff/${target.id}`, staff.headers, { role: 'admin' }),
        403,
        'STAFF_FORBIDDEN',
      );
      expectError(
        await post('/wps/operator/staff', staff.headers, {
          username: newUsername(),
          displayName: 'X',
          role: 'admin',
          password: NEW_PASSWORD,
        }),
        403,
        'STAFF_FORBIDDEN',
      );
      expectError(
        await post(`/wps/operator/staff/${target.id}/password`, staff.headers, {
          password: NEW_PASSWORD,
        }),
        403,
        'STAFF_FORBIDDEN',
      );
    }
    const row = await t.db
      .selectFrom('staff')
      .select('role')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('viewer');
  });
});

describe('setting a staff password', () => {
  it('replaces the password and ends the sessions of that staff member', async () => {
    const admin = await staffWithToken(t, 'admin');
    const staff = await staffWithToken(t, 'finance');
    const response = await post(`/wps/operator/staff/${staff.id}/password`, admin.headers, {
      password: NEW_PASSWORD,
    });
    expect(expectValue(response, z.null())).toBeNull();
    expectError(await me(staff.token), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(
      await postStaffLogin(t, staff, { remoteAddress: uniqueIp() }),
      401,
      'STAFF_WRONG_CREDENTIALS',
    );
    await staffLogin(t, { username: staff.username, password: NEW_PASSWORD });
    const { list } = await audit(admin.headers, {
      action: 'staff.password_reset',
      target: `staff:${staff.id}`,
    });
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(NEW_PASSWORD);
  });

  it("keeps the admin's own session when they set their own password", async () => {
    const admin = await staffWithToken(t, 'admin');
    const other = await staffLogin(t, admin);
    await post(`/wps/operator/staff/${admin.id}/password`, admin.headers, {
      password: NEW_PASSWORD,
    });
    expectValue(await me(admin.token), staffMeValueSchema);
    expectError(await me(other), 401, 'STAFF_NOT_LOGGED_IN');
  });

  it('refuses a weak password', async () => {
    const admin = await staffWithToken(t, 'admin');
    const staff = await createStaff(t, { role: 'viewer' });
    const url = `/wps/operator/staff/${staff.id}/password`;
    expectError(await post(url, admin.headers, { password: 'short1' }), 400, 'VALIDATION_FAILED');
    expectError(
      await post(url, admin.headers, { password: `${staff.username}9` }),
      400,
      'WEAK_PASSWORD',
    );
  });
});

describe('the audit log', () => {
  it('filters by action, target and staff member and pages newest first', async () => {
    const admin = await staffWithToken(t, 'admin');
    const staff = await createStaff(t, { role: 'viewer' });
    for (const name of ['One', 'Two', 'Three']) {
      await put(`/wps/operator/staff/${staff.id}`, admin.headers, { displayName: name });
    }
    const first = await audit(admin.headers, {
      staffId: String(admin.id),
      action: 'staff.update',
      pageSize: '2',
    });
    expect(first.total).toBe(3);
    expect(
      first.list.map((e) => (e.details.changes as { displayName: { to: string } }).displayName.to),
    ).toEqual(['Three', 'Two']);
    const second = await audit(admin.headers, {
      staffId: String(admin.id),
      action: 'staff.update',
      pageSize: '2',
      page: '2',
    });
    expect(second.list).toHaveLength(1);
    expect(second.list[0]!.target).toBe(`staff:${staff.id}`);
    expect(first.list[0]!.ip).toBe('127.0.0.1');
  });

  it('refuses unknown query parameters', async () => {
    const admin = await staffWithToken(t, 'admin');
    const response = await t.app.inject({
      url: '/wps/operator/audit?who=me',
      headers: admin.headers,
    });
    expectError(response, 400, 'VALIDATION_FAILED');
  });
});

describe('API documentation', () => {
  it('lists the operator and notice calls', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [method, path] of [
      ['post', '/wps/operator/session/login'],
      ['post', '/wps/operator/session/enrol/start'],
      ['post', '/wps/operator/session/enrol/confirm'],
      ['post', '/wps/operator/session/verify'],
      ['post', '/wps/operator/session/recovery-codes'],
      ['post', '/wps/operator/staff/{id}/factor/reset'],
      ['post', '/wps/operator/session/logout'],
      ['get', '/wps/operator/session/me'],
      ['get', '/wps/operator/staff'],
      ['post', '/wps/operator/staff'],
      ['put', '/wps/operator/staff/{id}'],
      ['post', '/wps/operator/staff/{id}/password'],
      ['get', '/wps/operator/audit'],
      ['get', '/wps/member/notices'],
      ['get', '/wps/member/notices/unread-count'],
      ['post', '/wps/member/notices/read'],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
