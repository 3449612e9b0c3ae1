import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginValueSchema, securityOverviewSchema } from '@portal/shared/schemas/account';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { injectEncrypted } from '../../../test/encrypted.js';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helper.js';
import { latestCode, latestMessage } from '../../../test/outbox.js';
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js';

const t = useTestApp({ env: { SMS_DAILY_QUOTA: '1000' } });

const NEW_PASSWORD = 'Fresh2025';
const nothing = z.null();

const uniqueMobile = () => `1${randomInt(10_000_000, 99_999_999)}`;
const uniqueEmail = () => `member${randomInt(1_000_000, 9_999_999)}@example.com`;
/** Each test asks for reset links from its own address, so the per-IP limit is its own. */
let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;

async function signedIn(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, token };
}

const overview = (token: string) =>
  t.app.inject({ url: '/wps/member/security', headers: authHeader(token) });

async function storedPassword(memberId: number) {
  const row = await t.db
    .selectFrom('members')
    .select(['password_hash', 'password_changed_at', 'updated_at'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row;
}

const passwordIs = async (memberId: number, password: string) =>
  t.app.services.passwords.verify((await storedPassword(memberId)).password_hash!, password);

function changePassword(token: string, payload: Record<string, string>) {
  return injectEncrypted(t.app, {
    method: 'POST',
    url: '/wps/member/password',
    headers: authHeader(token),
    payload,
  });
}

function forgot(
  fields: { username: string; email: string },
  options: { ip?: string; language?: string; app?: TestApp } = {},
) {
  return (options.app ?? t).app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.language ? { language: options.language } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const resetPassword = (payload: Record<string, string>) =>
  injectEncrypted(t.app, { method: 'POST', url: '/wps/member/password/reset', payload });

/** The token of the reset link in the newest email to `email`. */
async function emailedToken(email: string, app: TestApp = t) {
  const message = await latestMessage(app, email);
  const match = /[?&]resetPassword=([\w-]+)/.exec(message.body);
  expect(match, message.body).not.toBeNull();
  return match![1]!;
}

async function memberWithEmail(overrides: MemberOverrides = {}) {
  const email = uniqueEmail();
  return { ...(await createMember(t, { email, ...overrides })), email };
}

/** A trial account with a session of its own (trial accounts have no password to log in with). */
async function trialSession() {
  const member = await createMember(t, { type: 4, password: null });
  const token = newSecretToken();
  const now = new Date();
  await t.db
    .insertInto('member_sessions')
    .values({
      member_id: member.id,
      token_hash: hashToken(token),
      login_type: 'freeplay',
      ip: '127.0.0.1',
      user_agent: 'test',
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
    })
    .execute();
  return { ...member, token };
}

describe('POST /wps/member/password', () => {
  it('changes the password, ends every session and lets the new password log in', async () => {
    const member = await signedIn();
    const other = await login(t, member.account, member.password);
    const before = await storedPassword(member.id);

    const response = await changePassword(member.token, {
      oldPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });

    expect(expectValue(response, nothing)).toBeNull();
    expectError(await overview(member.token), 401, 'SESSION_EXPIRED');
    expectError(await overview(other.token), 401, 'SESSION_EXPIRED');
    const after = await storedPassword(member.id);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect(await passwordIs(member.id, member.password)).toBe(false);
    expect(new Date(after.password_changed_at!).getTime()).toBeGreaterThanOrEqual(
      new Date(before.password_changed_at!).getTime(),
    );
    const again = await login(t, member.account, NEW_PASSWORD);
    expect(again.mustChangePassword).toBe(false);
    expectValue(await overview(again.token), securityOverviewSchema);
  });

  it('refuses a wrong current password and keeps the session', async () => {
    const member = await signedIn();
    const response = await changePassword(member.token, {
      oldPassword: 'NotMine123',
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expectError(response, 400, 'OLD_PASSWORD_WRONG');
    expectValue(await overview(member.token), securityOverviewSchema);
    expect(await passwordIs(member.id, member.password)).toBe(true);
  });

  it('stops checking the current password after five wrong answers', async () => {
    const member = await signedIn();
    const wrong = { oldPassword: 'NotMine123', newPassword: NEW_PASSWORD };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectError(
        await changePassword(member.token, { ...wrong, confirmNewPassword: NEW_PASSWORD }),
        400,
        'OLD_PASSWORD_WRONG',
      );
    }
    const blocked = expectError(
      await changePassword(member.token, {
        oldPassword: member.password,
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(blocked.value).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect(await passwordIs(member.id, member.password)).toBe(true);
  });

  it('refuses a confirmation that differs from the new password', async () => {
    const member = await signedIn();
    const response = await changePassword(member.token, {
      oldPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: `${NEW_PASSWORD}x`,
    });
    expectError(response, 400, 'PASSWORD_MISMATCH');
  });

  it('refuses a new password that breaks the registration rule of the password field', async () => {
    const member = await signedIn();
    const tooShort = expectError(
      await changePassword(member.token, {
        oldPassword: member.password,
        newPassword: 'ab12',
        confirmNewPassword: 'ab12',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(tooShort.details).toEqual([{ path: 'newPassword', reason: 'tooShort' }]);
    const symbols = expectError(
      await changePassword(member.token, {
        oldPassword: member.password,
        newPassword: 'pass word!',
        confirmNewPassword: 'pass word!',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(symbols.details).toEqual([{ path: 'newPassword', reason: 'pattern' }]);
  });

  it('refuses the weak default password and the current password as the new one', async () => {
    const member = await signedIn();
    const weak = t.config.WEAK_DEFAULT_PASSWORD;
    expectError(
      await changePassword(member.token, {
        oldPassword: member.password,
        newPassword: weak,
        confirmNewPassword: weak,
      }),
      400,
      'WEAK_PASSWORD',
    );
    expectError(
      await changePassword(member.token, {
        oldPassword: member.password,
        newPassword: member.password,
        confirmNewPassword: member.password,
      }),
      400,
      'WEAK_PASSWORD',
    );
  });

  it('lets a member forced off the weak default password choose a real one', async () => {
    const member = await createMember(t, { password: t.config.WEAK_DEFAULT_PASSWORD });
    const { token, mustChangePassword } = await login(t, member.account, member.password);
    expect(mustChangePassword).toBe(true);
    const response = await changePassword(token, {
      oldPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expectValue(response, nothing);
    expect((await login(t, member.account, NEW_PASSWORD)).mustChangePassword).toBe(false);
  });

  it('refuses trial accounts, which have no password', async () => {
    const trial = await trialSession();
    const response = await changePassword(trial.token, {
      oldPassword: 'anything1',
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expectError(response, 403, 'OPERATION_NOT_ALLOWED');
  });

  it('needs a session and an encrypted body', async () => {
    const payload = {
      oldPassword: 'Player2024',
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    };
    expectError(
      await injectEncrypted(t.app, { method: 'POST', url: '/wps/member/password', payload }),
      401,
      'NOT_LOGGED_IN',
    );
    const member = await signedIn();
    const plaintext = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: authHeader(member.token),
      payload,
    });
    expectError(plaintext, 400, 'ENCRYPTION_REQUIRED');
  });
});

describe('POST /wps/member/password/email', () => {
  it('emails a reset link in the request language and answers null', async () => {
    const member = await memberWithEmail();
    const response = await forgot(
      { username: member.account, email: member.email },
      { language: 'CN' },
    );
    expect(expectValue(response, nothing)).toBeNull();
    const message = await latestMessage(t, member.email);
    expect(message.subject).toBe('重置密码');
    expect(message.body).toContain(member.account);
    expect(message.body).toMatch(/http:\/\/localhost(:80)?\/\?resetPassword=[\w-]{43}/);
  });

  it('finds the account by name and email whatever their letter case', async () => {
    const member = await memberWithEmail();
    const response = await forgot(
      { username: member.account.toUpperCase(), email: member.email.toUpperCase() },
      { language: 'EN' },
    );
    expectValue(response, nothing);
    expect((await latestMessage(t, member.email)).subject).toBe('Reset your password');
  });

  it('stores only a hash of the token, valid for 60 minutes', async () => {
    const member = await memberWithEmail();
    expectValue(await forgot({ username: member.account, email: member.email }), nothing);
    const token = await emailedToken(member.email);
    const row = await t.db
      .selectFrom('password_resets')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    const lifetime = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
    expect(lifetime).toBe(60 * 60_000);
  });

  it('refuses an unknown account or an email that is not the account’s', async () => {
    const member = await memberWithEmail();
    expectError(
      await forgot({ username: `${member.account}zz`, email: member.email }),
      400,
      'USER_OR_EMAIL_NOT_FOUND',
    );
    expectError(
      await forgot({ username: member.account, email: uniqueEmail() }),
      400,
      'USER_OR_EMAIL_NOT_FOUND',
    );
    const withoutEmail = await createMember(t);
    expectError(
      await forgot({ username: withoutEmail.account, email: uniqueEmail() }),
      400,
      'USER_OR_EMAIL_NOT_FOUND',
    );
  });

  it('refuses a malformed email address', async () => {
    const response = await forgot({ username: 'someone', email: 'not-an-address' });
    expectError(response, 400, 'VALIDATION_FAILED');
  });

  it('sends at most 3 links per account in 15 minutes', async () => {
    const member = await memberWithEmail();
    for (let request = 0; request < 3; request += 1) {
      expectValue(await forgot({ username: member.account, email: member.email }), nothing);
    }
    const refused = expectError(
      await forgot({ username: member.account, email: member.email }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(refused.value).toEqual({ retryAfterSeconds: expect.any(Number) });
  });

  it('answers at most 10 requests per client address in 15 minutes', async () => {
    const ip = nextIp();
    for (let request = 0; request < 10; request += 1) {
      expectError(
        await forgot({ username: `nobody${request}`, email: uniqueEmail() }, { ip }),
        400,
        'USER_OR_EMAIL_NOT_FOUND',
      );
    }
    const member = await memberWithEmail();
    expectError(
      await forgot({ username: member.account, email: member.email }, { ip }),
      429,
      'TOO_MANY_REQUESTS',
    );
  });

  it('builds the link on PUBLIC_BASE_URL when it is configured', async () => {
    const other = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://portal.example/' } });
    try {
      const email = uniqueEmail();
      const member = await createMember(other, { email });
      expectValue(await forgot({ username: member.account, email }, { app: other }), nothing);
      const message = await latestMessage(other, email);
      expect(message.body).toMatch(/https:\/\/portal\.example\/\?resetPassword=[\w-]{43}/);
    } finally {
      await other.close();
    }
  });
});

describe('POST /wps/member/password/reset', () => {
  it('sets the password from an emailed link once, and ends every session', async () => {
    const member = await memberWithEmail();
    const { token: session } = await login(t, member.account, member.password);
    await forgot({ username: member.account, email: member.email });
    const token = await emailedToken(member.email);

    const response = await resetPassword({
      token,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });

    expect(expectValue(response, nothing)).toBeNull();
    expectError(await overview(session), 401, 'SESSION_EXPIRED');
    expect(await passwordIs(member.id, NEW_PASSWORD)).toBe(true);
    await login(t, member.account, NEW_PASSWORD);
    expectError(
      await resetPassword({ token, newPassword: 'Another99', confirmNewPassword: 'Another99' }),
      400,
      'RESET_TOKEN_INVALID',
    );
  });

  it('voids an earlier link when a new one is sent', async () => {
    const member = await memberWithEmail();
    await forgot({ username: member.account, email: member.email });
    const first = await emailedToken(member.email);
    await forgot({ username: member.account, email: member.email });
    const second = await emailedToken(member.email);
    expect(second).not.toBe(first);
    const payload = { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    expectError(await resetPassword({ token: first, ...payload }), 400, 'RESET_TOKEN_INVALID');
    expectValue(await resetPassword({ token: second, ...payload }), nothing);
  });

  it('refuses an unknown or expired token', async () => {
    const payload = { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    expectError(
      await resetPassword({ token: newSecretToken(), ...payload }),
      400,
      'RESET_TOKEN_INVALID',
    );
    const member = await memberWithEmail();
    await forgot({ username: member.account, email: member.email });
    const token = await emailedToken(member.email);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expectError(await resetPassword({ token, ...payload }), 400, 'RESET_TOKEN_INVALID');
    expect(await passwordIs(member.id, member.password)).toBe(true);
  });

  it('applies the password rule, the confirmation and the weak checks, keeping the link', async () => {
    const member = await memberWithEmail();
    await forgot({ username: member.account, email: member.email });
    const token = await emailedToken(member.email);
    expectError(
      await resetPassword({ token, newPassword: NEW_PASSWORD, confirmNewPassword: 'Other2025' }),
      400,
      'PASSWORD_MISMATCH',
    );
    const invalid = expectError(
      await resetPassword({ token, newPassword: 'abc', confirmNewPassword: 'abc' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details).toEqual([{ path: 'newPassword', reason: 'tooShort' }]);
    const weak = t.config.WEAK_DEFAULT_PASSWORD;
    expectError(
      await resetPassword({ token, newPassword: weak, confirmNewPassword: weak }),
      400,
      'WEAK_PASSWORD',
    );
    expectError(
      await resetPassword({
        token,
        newPassword: member.password,
        confirmNewPassword: member.password,
      }),
      400,
      'WEAK_PASSWORD',
    );
    expectValue(
      await resetPassword({ token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }),
      nothing,
    );
  });

  it('refuses a plaintext body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: {
        token: newSecretToken(),
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      },
    });
    expectError(response, 400, 'ENCRYPTION_REQUIRED');
  });
});

describe('POST /wps/member/password/verification', () => {
  const destination = (mobileNum: string) => `+60${mobileNum}`;

  async function memberWithMobile() {
    const mobileNum = uniqueMobile();
    const member = await createMember(t, { dialingCode: '60', mobileNum });
    return { ...member, mobileNum };
  }

  async function requestCode(mobileNum: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: nextIp(),
      payload: { mobileNum, countryDialingCode: '60' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return latestCode(t, destination(mobileNum));
  }

  const setByPhone = (payload: Record<string, string>) =>
    injectEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: { countryDialingCode: '60', ...payload },
    });

  it('sets the password with the SMS code and logs in with that number', async () => {
    const member = await memberWithMobile();
    const { token: oldSession } = await login(t, member.account, member.password);
    const code = await requestCode(member.mobileNum);

    const response = await setByPhone({
      mobileNum: member.mobileNum,
      verificationCode: code,
      newPassword: NEW_PASSWORD,
    });

    const value = expectValue(response, loginValueSchema);
    expect(value.username).toBe(member.account);
    expect(value.mustChangePassword).toBe(false);
    expect(expectValue(await overview(value.token), securityOverviewSchema).account).toBe(
      member.account,
    );
    expectError(await overview(oldSession), 401, 'SESSION_EXPIRED');
    expect(await passwordIs(member.id, NEW_PASSWORD)).toBe(true);
    await login(t, member.account, NEW_PASSWORD);
  });

  it('gives a member who signed up by SMS a password to log in with', async () => {
    const mobileNum = uniqueMobile();
    const member = await createMember(t, { dialingCode: '60', mobileNum, password: null });
    const code = await requestCode(mobileNum);
    expectValue(
      await setByPhone({ mobileNum, verificationCode: code, newPassword: NEW_PASSWORD }),
      loginValueSchema,
    );
    await login(t, member.account, NEW_PASSWORD);
  });

  it('refuses a wrong or missing SMS code', async () => {
    const member = await memberWithMobile();
    expectError(
      await setByPhone({
        mobileNum: member.mobileNum,
        verificationCode: '000000',
        newPassword: NEW_PASSWORD,
      }),
      400,
      'SMS_CODE_EXPIRED',
    );
    const code = await requestCode(member.mobileNum);
    const wrong = code === '123456' ? '654321' : '123456';
    expectError(
      await setByPhone({
        mobileNum: member.mobileNum,
        verificationCode: wrong,
        newPassword: NEW_PASSWORD,
      }),
      400,
      'SMS_CODE_INVALID',
    );
    expect(await passwordIs(member.id, member.password)).toBe(true);
  });

  it('refuses a number that belongs to no member', async () => {
    const response = await setByPhone({
      mobileNum: uniqueMobile(),
      verificationCode: '123456',
      newPassword: NEW_PASSWORD,
    });
    expectError(response, 400, 'MOBILE_NOT_FOUND');
  });

  it('refuses a password the rule or the weak checks reject without using up the code', async () => {
    const member = await memberWithMobile();
    const code = await requestCode(member.mobileNum);
    const invalid = expectError(
      await setByPhone({ mobileNum: member.mobileNum, verificationCode: code, newPassword: 'a b' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details).toEqual([{ path: 'newPassword', reason: 'tooShort' }]);
    expectError(
      await setByPhone({
        mobileNum: member.mobileNum,
        verificationCode: code,
        newPassword: t.config.WEAK_DEFAULT_PASSWORD,
      }),
      400,
      'WEAK_PASSWORD',
    );
    expectValue(
      await setByPhone({
        mobileNum: member.mobileNum,
        verificationCode: code,
        newPassword: NEW_PASSWORD,
      }),
      loginValueSchema,
    );
  });

  it('refuses a disabled account', async () => {
    const mobileNum = uniqueMobile();
    await createMember(t, { dialingCode: '60', mobileNum, status: 'disabled' });
    const response = await setByPhone({
      mobileNum,
      verificationCode: '123456',
      newPassword: NEW_PASSWORD,
    });
    expectError(response, 403, 'ACCOUNT_DISABLED');
  });

  it('refuses a plaintext body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: {
        mobileNum: uniqueMobile(),
        countryDialingCode: '60',
        verificationCode: '123456',
        newPassword: NEW_PASSWORD,
      },
    });
    expectError(response, 400, 'ENCRYPTION_REQUIRED');
  });
});
