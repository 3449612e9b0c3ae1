import { describe, expect, it } from 'vitest';
import {
  auditPageValueSchema,
  staffEnrolConfirmValueSchema,
  staffEnrolStartValueSchema,
  staffLockedValueSchema,
  staffLoginValueSchema,
  staffMeValueSchema,
  staffSessionValueSchema,
} from '@portal/shared/schemas/operator';
import { expectError, expectValue } from '../../../test/assertions.js';
import { uniqueIp } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import {
  createStaff,
  enrolStaff,
  postSessionStep,
  postStaffLogin,
  staffHeader,
  staffWithToken,
  totpCodeAt,
  verifyWithTotp,
  type TestStaff,
} from '../../../test/staff.js';
import { recoveryCodeHash } from './recovery-codes.js';

const t = useTestApp();

/** The password step of a staff member; answers the challenge. */
async function passwordStep(staff: Pick<TestStaff, 'username' | 'password'>, ip = uniqueIp()) {
  return {
    ip,
    ...expectValue(await postStaffLogin(t, staff, { remoteAddress: ip }), staffLoginValueSchema),
  };
}

const verify = (challenge: string, code: string, ip = uniqueIp()) =>
  postSessionStep(t, 'verify', { challenge, code }, ip);

const me = (token: string) =>
  t.app.inject({ url: '/wps/operator/session/me', headers: staffHeader(token) });

async function loginAudit(staffId: number) {
  const admin = await staffWithToken(t, 'admin');
  const query = new URLSearchParams({
    action: 'staff.login',
    target: `staff:${staffId}`,
    pageSize: '100',
  });
  return expectValue(
    await t.app.inject({ url: `/wps/operator/audit?${query}`, headers: admin.headers }),
    auditPageValueSchema,
  ).list.map((row) => row.details);
}

const openSessions = async (staffId: number) =>
  (
    await t.db
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', staffId)
      .where('revoked_at', 'is', null)
      .execute()
  ).length;

/** A staff member without a factor, enrolled through the calls: the secret and recovery codes. */
async function enrolled(role: 'finance' | 'viewer' = 'viewer') {
  const staff = await createStaff(t, { role, enrolled: false });
  const { challenge, ip } = await passwordStep(staff);
  const { secret, recoveryCodes, token } = await enrolStaff(t, challenge, ip);
  return { ...staff, secret, recoveryCodes, token };
}

describe('the password step', () => {
  it('answers a challenge for the code step and opens no session yet', async () => {
    const staff = await createStaff(t, { role: 'finance' });
    const { next, challenge } = await passwordStep(staff);
    expect(next).toBe('totp');
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await openSessions(staff.id)).toBe(0);
    expect((await loginAudit(staff.id))[0]).toMatchObject({ outcome: 'password_ok', next: 'totp' });
  });

  it('asks a staff member without a factor to enrol one', async () => {
    const staff = await createStaff(t, { role: 'content', enrolled: false });
    expect((await passwordStep(staff)).next).toBe('enrol');
  });
});

describe('the code step', () => {
  it('opens the session for the current authenticator code', async () => {
    const staff = await createStaff(t, { role: 'finance' });
    const { challenge, ip } = await passwordStep(staff);
    const session = expectValue(
      await verify(challenge, totpCodeAt(staff.secret!), ip),
      staffSessionValueSchema,
    );
    expect(session).toMatchObject({ username: staff.username, role: 'finance' });
    expect(expectValue(await me(session.token), staffMeValueSchema).role).toBe('finance');
    expect((await loginAudit(staff.id))[0]).toMatchObject({ outcome: 'ok', factor: 'totp' });
  });

  it('spends the challenge: it opens one session only', async () => {
    const staff = await createStaff(t, { role: 'viewer' });
    const { challenge, ip } = await passwordStep(staff);
    expectValue(await verifyWithTotp(t, challenge, staff.secret!, ip), staffSessionValueSchema);
    const again = await verify(challenge, totpCodeAt(staff.secret!, Date.now() + 30_000), ip);
    expectError(again, 400, 'VERIFICATION_EXPIRED');
  });

  it('refuses a code of a time step already used (a replay), without counting it as wrong', async () => {
    const staff = await createStaff(t, { role: 'finance' });
    const code = totpCodeAt(staff.secret!);
    const first = await passwordStep(staff);
    expectValue(await verify(first.challenge, code, first.ip), staffSessionValueSchema);

    const second = await passwordStep(staff);
    const replay = expectError(
      await verify(second.challenge, code, second.ip),
      409,
      'STAFF_CODE_USED',
    );
    expect(replay.value).toBeNull();
    expect((await loginAudit(staff.id))[0]).toMatchObject({ outcome: 'code_reused' });
    // The challenge is still good for the next step's code.
    const next = totpCodeAt(staff.secret!, Date.now() + 30_000);
    expectValue(await verify(second.challenge, next, second.ip), staffSessionValueSchema);
  });

  it('refuses a wrong code, says how many tries are left and audits it', async () => {
    const staff = await createStaff(t, { role: 'finance' });
    const { challenge, ip } = await passwordStep(staff);
    const wrong = expectError(await verify(challenge, '000000', ip), 401, 'STAFF_WRONG_CODE');
    expect(wrong.value).toEqual({ attemptsLeft: 4 });
    expect((await loginAudit(staff.id))[0]).toMatchObject({
      outcome: 'wrong_code',
      method: 'totp',
      attemptsLeft: 4,
    });
    expect(await openSessions(staff.id)).toBe(0);
  });

  it('ends the challenge at the fifth wrong code', async () => {
    const staff = await createStaff(t, { role: 'viewer' });
    const { challenge } = await passwordStep(staff);
    // Each try from another address, and the username's failures cleared before they lock it:
    // only the challenge's own limit is at work here.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      if (attempt === t.config.LOGIN_LOCK_AFTER) {
        await t.app.services.shortLived.delete(`login:fail:account:staff:${staff.username}`);
      }
      expectError(await verify(challenge, '000000'), 401, 'STAFF_WRONG_CODE');
    }
    expectError(await verify(challenge, totpCodeAt(staff.secret!)), 400, 'VERIFICATION_EXPIRED');
  });

  it('locks the username after as many wrong codes as wrong passwords', async () => {
    const staff = await createStaff(t, { role: 'finance' });
    for (let attempt = 0; attempt < t.config.LOGIN_LOCK_AFTER; attempt += 1) {
      const { challenge } = await passwordStep(staff);
      expectError(await verify(challenge, '999999'), 401, 'STAFF_WRONG_CODE');
    }
    const locked = expectError(
      await postStaffLogin(t, staff, { remoteAddress: uniqueIp() }),
      429,
      'ACCOUNT_LOCKED',
    );
    expect(staffLockedValueSchema.parse(locked.value).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('refuses the code step while the username is locked, and audits it', async () => {
    const staff = await createStaff(t, { role: 'finance' });
    const { challenge, ip } = await passwordStep(staff);
    for (let attempt = 0; attempt < t.config.LOGIN_LOCK_AFTER; attempt += 1) {
      await postStaffLogin(
        t,
        { username: staff.username, password: 'Wrong99999' },
        { remoteAddress: uniqueIp() },
      );
    }
    expectError(await verify(challenge, totpCodeAt(staff.secret!), ip), 429, 'ACCOUNT_LOCKED');
    expect((await loginAudit(staff.id))[0]).toMatchObject({ outcome: 'locked' });
  });

  it('answers VERIFICATION_EXPIRED for an unknown challenge and for a disabled staff member', async () => {
    expectError(await verify('x'.repeat(43), '123456'), 400, 'VERIFICATION_EXPIRED');
    const staff = await createStaff(t, { role: 'finance' });
    const { challenge, ip } = await passwordStep(staff);
    await t.db
      .updateTable('staff')
      .set({ status: 'disabled' })
      .where('id', '=', staff.id)
      .execute();
    expectError(
      await verify(challenge, totpCodeAt(staff.secret!), ip),
      400,
      'VERIFICATION_EXPIRED',
    );
  });

  it('asks a staff member without a factor to enrol instead (409)', async () => {
    const staff = await createStaff(t, { role: 'viewer', enrolled: false });
    const { challenge, ip } = await passwordStep(staff);
    expectError(await verify(challenge, '123456', ip), 409, 'STAFF_FACTOR_NOT_ENROLLED');
  });

  it('validates the body', async () => {
    for (const payload of [
      {},
      { challenge: 'x'.repeat(43) },
      { challenge: 'x'.repeat(43), code: '123' },
      { challenge: 'x'.repeat(43), code: '123456', extra: 1 },
    ]) {
      expectError(
        await postSessionStep(t, 'verify', payload, uniqueIp()),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});

describe('recovery codes at sign-in', () => {
  it('open a session once each, are audited, and count down', async () => {
    const staff = await enrolled('finance');
    const [code, other] = staff.recoveryCodes;

    const first = await passwordStep(staff);
    expectValue(await verify(first.challenge, code!, first.ip), staffSessionValueSchema);
    const details = await loginAudit(staff.id);
    expect(details[0]).toMatchObject({ outcome: 'recovery_code_used', factor: 'recovery_code' });
    expect(JSON.stringify(details)).not.toContain(code);

    const second = await passwordStep(staff);
    const reused = expectError(
      await verify(second.challenge, code!, second.ip),
      401,
      'STAFF_WRONG_CODE',
    );
    expect(reused.value).toEqual({ attemptsLeft: 4 });
    // Typed in capitals and without its dash, another code still works.
    const typed = other!.toUpperCase().replace('-', '');
    const session = expectValue(
      await verify(second.challenge, typed, second.ip),
      staffSessionValueSchema,
    );
    expect(expectValue(await me(session.token), staffMeValueSchema).recoveryCodesLeft).toBe(8);
  });
});

describe('enrolling the second factor', () => {
  it('shows a new secret, and its first code opens the session with ten recovery codes', async () => {
    const staff = await createStaff(t, { role: 'content', enrolled: false });
    const { challenge, ip } = await passwordStep(staff);
    const start = expectValue(
      await postSessionStep(t, 'enrol/start', { challenge }, ip),
      staffEnrolStartValueSchema,
    );
    expect(start.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(start.otpauthUri);
    expect(uri.searchParams.get('secret')).toBe(start.secret);
    expect(uri.searchParams.get('issuer')).toBe('Portal Console');
    expect(decodeURIComponent(uri.pathname)).toContain(staff.username);

    expectError(
      await postSessionStep(t, 'enrol/confirm', { challenge, code: '000000' }, ip),
      401,
      'STAFF_WRONG_CODE',
    );
    const confirmed = expectValue(
      await postSessionStep(t, 'enrol/confirm', { challenge, code: totpCodeAt(start.secret) }, ip),
      staffEnrolConfirmValueSchema,
    );
    expect(confirmed.role).toBe('content');
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);

    const row = await t.db
      .selectFrom('staff')
      .select(['totp_secret', 'totp_enrolled_at'])
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBe(start.secret);
    expect(row.totp_enrolled_at).not.toBeNull();
    const stored = await t.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('staff_id', '=', staff.id)
      .execute();
    expect(stored.map((r) => r.code_hash).sort()).toEqual(
      confirmed.recoveryCodes.map(recoveryCodeHash).sort(),
    );

    const mine = expectValue(await me(confirmed.token), staffMeValueSchema);
    expect(mine.recoveryCodesLeft).toBe(10);
    expect(mine.factorEnrolledAt).not.toBeNull();
    const admin = await staffWithToken(t, 'admin');
    const audit = expectValue(
      await t.app.inject({
        url: `/wps/operator/audit?action=staff.factor_enrolled&target=staff:${staff.id}`,
        headers: admin.headers,
      }),
      auditPageValueSchema,
    );
    expect(audit.list).toHaveLength(1);
    expect(JSON.stringify(audit.list)).not.toContain(start.secret);
    // The next sign-in asks for a code.
    expect((await passwordStep(staff)).next).toBe('totp');
  });

  it('confirms only after start, and never a second factor over the first', async () => {
    const fresh = await createStaff(t, { role: 'viewer', enrolled: false });
    const pending = await passwordStep(fresh);
    expectError(
      await postSessionStep(
        t,
        'enrol/confirm',
        { challenge: pending.challenge, code: '123456' },
        pending.ip,
      ),
      400,
      'TOTP_NOT_SET_UP',
    );

    const staff = await createStaff(t, { role: 'viewer' });
    const { challenge, ip } = await passwordStep(staff);
    expectError(
      await postSessionStep(t, 'enrol/start', { challenge }, ip),
      409,
      'STAFF_FACTOR_ENROLLED',
    );
    expectError(
      await postSessionStep(t, 'enrol/confirm', { challenge, code: '123456' }, ip),
      409,
      'STAFF_FACTOR_ENROLLED',
    );
  });

  it('refuses an unknown challenge and a bad body', async () => {
    expectError(
      await postSessionStep(t, 'enrol/start', { challenge: 'y'.repeat(43) }, uniqueIp()),
      400,
      'VERIFICATION_EXPIRED',
    );
    expectError(await postSessionStep(t, 'enrol/start', {}, uniqueIp()), 400, 'VALIDATION_FAILED');
    expectError(
      await postSessionStep(
        t,
        'enrol/confirm',
        { challenge: 'y'.repeat(43), code: 'abcdef' },
        uniqueIp(),
      ),
      400,
      'VALIDATION_FAILED',
    );
  });
});
