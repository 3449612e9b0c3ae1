import { describe, expect, it } from 'vitest';
import {
  auditPageValueSchema,
  staffAccountSchema,
  staffLoginValueSchema,
  staffMeValueSchema,
  staffRecoveryCodesValueSchema,
  staffSessionValueSchema,
} from '@portal/shared/schemas/operator';
import { permissionsOf, staffRoles } from '@portal/shared/staff-roles';
import { expectError, expectValue } from '../../../test/assertions.js';
import { uniqueIp } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import {
  createStaff,
  enrolStaff,
  postSessionStep,
  postStaffLogin,
  staffHeader,
  staffLogin,
  staffWithToken,
  totpCodeAt,
} from '../../../test/staff.js';
import { runStaffCommand } from '../../cli/staff-command.js';

const t = useTestApp();

const me = (token: string) =>
  t.app.inject({ url: '/wps/operator/session/me', headers: staffHeader(token) });
const regenerate = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/operator/session/recovery-codes',
    headers,
    payload: payload as object,
  });
const resetFactor = (id: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/wps/operator/staff/${id}/factor/reset`, headers });

async function auditOf(action: string, target: string) {
  const admin = await staffWithToken(t, 'admin');
  const query = new URLSearchParams({ action, target });
  return expectValue(
    await t.app.inject({ url: `/wps/operator/audit?${query}`, headers: admin.headers }),
    auditPageValueSchema,
  ).list;
}

/** A staff member enrolled through the calls, signed in: their secret and recovery codes. */
async function enrolledWithToken(role: 'finance' | 'viewer' | 'cs' = 'viewer') {
  const staff = await createStaff(t, { role, enrolled: false });
  const ip = uniqueIp();
  const { challenge } = expectValue(
    await postStaffLogin(t, staff, { remoteAddress: ip }),
    staffLoginValueSchema,
  );
  const value = await enrolStaff(t, challenge, ip);
  return { ...staff, ...value, headers: staffHeader(value.token) };
}

describe('who am I', () => {
  it('tells each role its permissions, the factor and the recovery codes left', async () => {
    for (const role of staffRoles) {
      const staff = await staffWithToken(t, role);
      const value = expectValue(await me(staff.token), staffMeValueSchema);
      expect(value.role).toBe(role);
      expect(value.permissions).toEqual(permissionsOf(role));
      expect(value.factorEnrolledAt).not.toBeNull();
    }
    const content = await staffWithToken(t, 'content');
    const { permissions } = expectValue(await me(content.token), staffMeValueSchema);
    expect(permissions).toContain('content.manage');
    expect(permissions).not.toContain('cashier.read');
  });
});

describe('new recovery codes', () => {
  it('replace every old code against a current authenticator code, audited', async () => {
    const staff = await enrolledWithToken('finance');
    // The enrolment used this step's code: the next step's is a fresh one.
    const code = totpCodeAt(staff.secret, Date.now() + 30_000);
    const { recoveryCodes } = expectValue(
      await regenerate(staff.headers, { code }),
      staffRecoveryCodesValueSchema,
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(staff.recoveryCodes[0]);
    expect(expectValue(await me(staff.token), staffMeValueSchema).recoveryCodesLeft).toBe(10);

    const ip = uniqueIp();
    const { challenge } = expectValue(
      await postStaffLogin(t, staff, { remoteAddress: ip }),
      staffLoginValueSchema,
    );
    const old = { challenge, code: staff.recoveryCodes[0] };
    expectError(await postSessionStep(t, 'verify', old, ip), 401, 'STAFF_WRONG_CODE');
    const fresh = { challenge, code: recoveryCodes[0] };
    expectValue(await postSessionStep(t, 'verify', fresh, ip), staffSessionValueSchema);

    const rows = await auditOf('staff.recovery_codes_regenerated', `staff:${staff.id}`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(recoveryCodes[0]);
  });

  it('refuses a wrong code, a used time step and a bad body', async () => {
    const staff = await enrolledWithToken();
    expectError(await regenerate(staff.headers, { code: '000000' }), 400, 'TOTP_INVALID');
    const code = totpCodeAt(staff.secret, Date.now() + 30_000);
    expectValue(await regenerate(staff.headers, { code }), staffRecoveryCodesValueSchema);
    expectError(await regenerate(staff.headers, { code }), 409, 'STAFF_CODE_USED');
    expectError(await regenerate(staff.headers, { code: 'abc' }), 400, 'VALIDATION_FAILED');
    expectError(await regenerate(staff.headers, {}), 400, 'VALIDATION_FAILED');
    const rows = await auditOf('staff.recovery_codes_regenerated', `staff:${staff.id}`);
    expect(rows).toHaveLength(1);
  });

  it('needs a signed-in staff member', async () => {
    expectError(await regenerate({}, { code: '123456' }), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('resetting a second factor', () => {
  it('forgets the factor and codes and ends the sessions; the next sign-in enrols', async () => {
    const admin = await staffWithToken(t, 'admin');
    const staff = await enrolledWithToken('finance');
    const account = expectValue(await resetFactor(staff.id, admin.headers), staffAccountSchema);
    expect(account.factorEnrolledAt).toBeNull();
    expectError(await me(staff.token), 401, 'STAFF_NOT_LOGGED_IN');
    const codes = await t.db
      .selectFrom('staff_recovery_codes')
      .select('id')
      .where('staff_id', '=', staff.id)
      .execute();
    expect(codes).toHaveLength(0);

    const { next } = expectValue(
      await postStaffLogin(t, staff, { remoteAddress: uniqueIp() }),
      staffLoginValueSchema,
    );
    expect(next).toBe('enrol');
    const [line] = await auditOf('staff.factor_reset', `staff:${staff.id}`);
    expect(line).toMatchObject({ staffId: admin.id, details: { username: staff.username } });
  });

  it("keeps an admin's own session when they reset their own factor", async () => {
    const admin = await staffWithToken(t, 'admin');
    const other = await staffLogin(t, admin);
    expectValue(await resetFactor(admin.id, admin.headers), staffAccountSchema);
    const mine = expectValue(await me(admin.token), staffMeValueSchema);
    expect(mine.factorEnrolledAt).toBeNull();
    expectError(await me(other), 401, 'STAFF_NOT_LOGGED_IN');
    // Without a factor there is nothing to make recovery codes for.
    expectError(
      await regenerate(admin.headers, { code: '123456' }),
      409,
      'STAFF_FACTOR_NOT_ENROLLED',
    );
  });

  it('answers 409 when there is no factor, 404 for an unknown id and 400 for a bad one', async () => {
    const admin = await staffWithToken(t, 'admin');
    const fresh = await createStaff(t, { role: 'viewer', enrolled: false });
    expectError(await resetFactor(fresh.id, admin.headers), 409, 'STAFF_FACTOR_NOT_ENROLLED');
    expectError(await resetFactor(999_999, admin.headers), 404, 'NOT_FOUND');
    expectError(await resetFactor('abc', admin.headers), 400, 'VALIDATION_FAILED');
  });

  it('is refused without a token and to every role but admin, changing nothing', async () => {
    const target = await createStaff(t, { role: 'viewer' });
    expectError(await resetFactor(target.id), 401, 'STAFF_NOT_LOGGED_IN');
    for (const role of staffRoles.filter((r) => r !== 'admin')) {
      const staff = await staffWithToken(t, role);
      expectError(await resetFactor(target.id, staff.headers), 403, 'STAFF_FORBIDDEN');
    }
    const row = await t.db
      .selectFrom('staff')
      .select('totp_secret')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBe(target.secret);
  });

  it('is also the admin command, for an admin who lost the authenticator and the codes', async () => {
    const staff = await staffWithToken(t, 'admin');
    const output = await runStaffCommand(['reset-factor', staff.username], {
      services: t.app.services,
    });
    expect(output).toContain('second factor');
    expectError(await me(staff.token), 401, 'STAFF_NOT_LOGGED_IN');
    const [line] = await auditOf('staff.factor_reset', `staff:${staff.id}`);
    expect(line).toMatchObject({ staffId: null, details: { via: 'admin-command' } });
  });
});
