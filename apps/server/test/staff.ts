import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import {
  staffEnrolConfirmValueSchema,
  staffEnrolStartValueSchema,
  staffLoginValueSchema,
  staffSessionValueSchema,
  type StaffEnrolConfirmValue,
  type StaffSessionValue,
} from '@portal/shared/schemas/operator';
import { newTotpSecret } from '../src/lib/totp.js';
import type { StaffRole } from '../src/platform/operators/staff.types.js';
import { uniqueIp } from './accounts.js';
import { expectValue } from './assertions.js';
import type { TestApp } from './helper.js';

/** The password of every staff member made here: 10+ characters with letters and digits. */
export const DEFAULT_STAFF_PASSWORD = 'Operator1234';

export interface StaffOverrides {
  role: StaffRole;
  username?: string;
  password?: string;
  displayName?: string;
  status?: 'active' | 'disabled';
  /** False: no second factor yet, so the first sign-in enrols one. Enrolled by default. */
  enrolled?: boolean;
}

export interface TestStaff {
  id: number;
  username: string;
  password: string;
  role: StaffRole;
  /** The base32 authenticator secret; null for a staff member made without a factor. */
  secret: string | null;
}

const uniqueUsername = (role: string) => `${role}${randomInt(10_000_000, 99_999_999)}`;

/**
 * Inserts an operator staff member straight into the database, password hashed with argon2id,
 * with a random authenticator secret already enrolled (unless `enrolled: false`).
 */
export async function createStaff(t: TestApp, overrides: StaffOverrides): Promise<TestStaff> {
  const username = overrides.username ?? uniqueUsername(overrides.role);
  const password = overrides.password ?? DEFAULT_STAFF_PASSWORD;
  const secret = overrides.enrolled === false ? null : newTotpSecret();
  const now = new Date().toISOString();
  const row = await t.db
    .insertInto('staff')
    .values({
      username,
      username_key: username.toLowerCase(),
      display_name: overrides.displayName ?? username,
      password_hash: await t.app.services.passwords.hash(password),
      role: overrides.role,
      status: overrides.status ?? 'active',
      totp_secret: secret,
      totp_enrolled_at: secret === null ? null : now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password, role: overrides.role, secret };
}

/** The authenticator code of the time step `at` falls in. */
export function totpCodeAt(secret: string, at: number = Date.now()): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: at });
}

/** The answer of POST /wps/operator/session/login (the password step). */
export function postStaffLogin(
  t: TestApp,
  payload: { username: string; password: string },
  options: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/wps/operator/session/login',
    payload: { username: payload.username, password: payload.password },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** POSTs one of the sign-in calls after the password step (verify, enrol/start, enrol/confirm). */
export function postSessionStep(
  t: TestApp,
  step: 'verify' | 'enrol/start' | 'enrol/confirm',
  payload: Record<string, unknown>,
  remoteAddress: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/wps/operator/session/${step}`,
    payload,
    remoteAddress,
  });
}

/**
 * The code step with the authenticator's code. A code opens one session per time step, so a
 * staff member signed in twice within 30 seconds uses the next step's code, then the previous
 * one's (the server accepts one step either side).
 */
export async function verifyWithTotp(
  t: TestApp,
  challenge: string,
  secret: string,
  remoteAddress: string,
): Promise<LightMyRequestResponse> {
  let response: LightMyRequestResponse | undefined;
  for (const offset of [0, 30_000, -30_000]) {
    const code = totpCodeAt(secret, Date.now() + offset);
    response = await postSessionStep(t, 'verify', { challenge, code }, remoteAddress);
    if (response.statusCode !== 409 || response.json().errorCode !== 'STAFF_CODE_USED') break;
  }
  return response!;
}

async function secretOf(t: TestApp, username: string): Promise<string | null> {
  const row = await t.db
    .selectFrom('staff')
    .select('totp_secret')
    .where('username_key', '=', username.toLowerCase())
    .executeTakeFirst();
  return row?.totp_secret ?? null;
}

/**
 * Enrols an authenticator for a staff member without one, through the calls the console makes;
 * answers the session with the recovery codes and the new secret.
 */
export async function enrolStaff(
  t: TestApp,
  challenge: string,
  remoteAddress: string,
): Promise<StaffEnrolConfirmValue & { secret: string }> {
  const { secret } = expectValue(
    await postSessionStep(t, 'enrol/start', { challenge }, remoteAddress),
    staffEnrolStartValueSchema,
  );
  const confirmed = expectValue(
    await postSessionStep(
      t,
      'enrol/confirm',
      { challenge, code: totpCodeAt(secret) },
      remoteAddress,
    ),
    staffEnrolConfirmValueSchema,
  );
  return { ...confirmed, secret };
}

/** Signs a staff member in (both steps) and returns the operator bearer token. */
export async function staffLogin(
  t: TestApp,
  staff: Pick<TestStaff, 'username' | 'password'>,
  options: { remoteAddress?: string } = {},
): Promise<string> {
  return (await staffLoginValue(t, staff, options)).token;
}

/**
 * Like staffLogin, with the whole session value (role, expiry). The password step, then the
 * current authenticator code (the secret is read from the staff row), or an enrolment when the
 * staff member has none yet. Each call comes from an address of its own unless told, so
 * failed-login counters of other tests never lock it out.
 */
export async function staffLoginValue(
  t: TestApp,
  staff: Pick<TestStaff, 'username' | 'password'>,
  options: { remoteAddress?: string } = {},
): Promise<StaffSessionValue> {
  const remoteAddress = options.remoteAddress ?? uniqueIp();
  const { next, challenge } = expectValue(
    await postStaffLogin(t, staff, { remoteAddress }),
    staffLoginValueSchema,
  );
  if (next === 'enrol') {
    const {
      recoveryCodes: _shown,
      secret: _secret,
      ...session
    } = await enrolStaff(t, challenge, remoteAddress);
    return session;
  }
  const secret = await secretOf(t, staff.username);
  return expectValue(
    await verifyWithTotp(t, challenge, secret!, remoteAddress),
    staffSessionValueSchema,
  );
}

/** The header that carries an operator session token. */
export function staffHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A staff member of `role`, created and logged in: the usual start of an operator test. */
export async function staffWithToken(
  t: TestApp,
  role: StaffRole,
): Promise<TestStaff & { token: string; headers: { authorization: string } }> {
  const staff = await createStaff(t, { role });
  const token = await staffLogin(t, staff);
  return { ...staff, token, headers: staffHeader(token) };
}
