import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { staffLoginValueSchema, type StaffLoginValue } from '@portal/shared/schemas/operator';
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
}

export interface TestStaff {
  id: number;
  username: string;
  password: string;
  role: StaffRole;
}

const uniqueUsername = (role: string) => `${role}${randomInt(10_000_000, 99_999_999)}`;

/** Inserts an operator staff member straight into the database, password hashed with argon2id. */
export async function createStaff(t: TestApp, overrides: StaffOverrides): Promise<TestStaff> {
  const username = overrides.username ?? uniqueUsername(overrides.role);
  const password = overrides.password ?? DEFAULT_STAFF_PASSWORD;
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
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password, role: overrides.role };
}

/** The answer of POST /wps/operator/session/login. */
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

/** Logs a staff member in and returns the operator bearer token; the test fails otherwise. */
export async function staffLogin(
  t: TestApp,
  staff: Pick<TestStaff, 'username' | 'password'>,
  options: { remoteAddress?: string } = {},
): Promise<string> {
  return (await staffLoginValue(t, staff, options)).token;
}

/**
 * Like staffLogin, with the whole login value (role, expiry). Each call comes from an address of
 * its own unless told, so failed-login counters of other tests never lock it out.
 */
export async function staffLoginValue(
  t: TestApp,
  staff: Pick<TestStaff, 'username' | 'password'>,
  options: { remoteAddress?: string } = {},
): Promise<StaffLoginValue> {
  const response = await postStaffLogin(
    t,
    { username: staff.username, password: staff.password },
    { remoteAddress: options.remoteAddress ?? uniqueIp() },
  );
  return expectValue(response, staffLoginValueSchema);
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
