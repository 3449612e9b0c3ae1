import { hash } from '@node-rs/argon2';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loginFailureValueSchema, loginValueSchema } from '@portal/shared/schemas/account';
import { expectError, expectValue } from '../../../test/assertions.js';
import { authHeader, createMember, login, postLogin, uniqueIp } from '../../../test/accounts.js';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helper.js';

const t = useTestApp({ env: { CAPTCHA_FIXED_ANSWER: '4821' } });

/** A captcha shown to the caller: the cookie that binds its answer. */
async function showCaptcha(app: TestApp, remoteAddress: string) {
  const response = await app.app.inject({ url: '/wps/captcha', remoteAddress });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'portal_captcha')!;
  return { portal_captcha: cookie.value };
}

const passwordLogin = (
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) => ({
  username,
  password,
  type: 'username',
  ...extra,
});

const memberRow = (app: TestApp, id: number) =>
  app.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /wps/session/login by username', () => {
  it('answers the login value with a working token, first login flagged once', async () => {
    const member = await createMember(t, { nickname: 'Lucky Star' });
    const first = await login(t, member.account, member.password);
    expect(first).toMatchObject({
      username: member.account,
      type: 0,
      nickname: 'Lucky Star',
      customerId: member.id,
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
    });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(first.expiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const sessions = await t.app.inject({
      url: '/wps/member/sessions',
      headers: authHeader(first.token),
    });
    expect(sessions.statusCode).toBe(200);

    const second = await login(t, member.account.toUpperCase(), member.password);
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.token);
  });

  it('stores only the hash of the token', async () => {
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    const rows = await t.db
      .selectFrom('member_sessions')
      .select('token_hash')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  it('keeps the previous login as the last login and records the first one', async () => {
    const member = await createMember(t);
    const ip = '198.51.100.20';
    await login(t, member.account, member.password, {}, { remoteAddress: ip });
    const afterFirst = await memberRow(t, member.id);
    expect(afterFirst.first_login_at).not.toBeNull();
    expect(afterFirst.last_login_at).toBeNull();
    expect(afterFirst.last_login_ip).toBeNull();

    await login(t, member.account, member.password, {}, { remoteAddress: ip });
    const afterSecond = await memberRow(t, member.id);
    expect(afterSecond.last_login_ip).toBe(ip);
    const firstSession = await t.db
      .selectFrom('member_sessions')
      .select('created_at')
      .where('member_id', '=', member.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(new Date(afterSecond.last_login_at!).toISOString()).toBe(
      new Date(firstSession.created_at).toISOString(),
    );
    expect(new Date(afterSecond.first_login_at!).toISOString()).toBe(
      new Date(afterFirst.first_login_at!).toISOString(),
    );
  });

  it('refuses a wrong password with WRONG_CREDENTIALS and asks for the captcha next', async () => {
    const member = await createMember(t);
    const response = await postLogin(t, passwordLogin(member.account, 'wrong-password'), {
      remoteAddress: uniqueIp(),
    });
    const body = expectError(response, 401, 'WRONG_CREDENTIALS');
    expect(loginFailureValueSchema.parse(body.value)).toEqual({ captcha: true });
  });

  it('refuses an unknown account exactly like a wrong password', async () => {
    const response = await postLogin(t, passwordLogin('nobody-here', 'whatever1'), {
      remoteAddress: uniqueIp(),
    });
    expect(expectError(response, 401, 'WRONG_CREDENTIALS').value).toEqual({ captcha: true });
  });

  it('refuses a trial account, which has no password', async () => {
    const trial = await createMember(t, { type: 4, password: null });
    const response = await postLogin(t, passwordLogin(trial.account, 'anything1'), {
      remoteAddress: uniqueIp(),
    });
    expectError(response, 401, 'WRONG_CREDENTIALS');
  });

  it('requires the captcha after a failure, refuses a wrong one, and accepts the right one', async () => {
    const member = await createMember(t);
    const ip = uniqueIp();
    await postLogin(t, passwordLogin(member.account, 'wrong-password'), { remoteAddress: ip });

    const missing = await postLogin(t, passwordLogin(member.account, member.password), {
      remoteAddress: ip,
    });
    expect(expectError(missing, 400, 'CAPTCHA_REQUIRED').value).toEqual({ captcha: true });

    const cookies = await showCaptcha(t, ip);
    const wrong = await postLogin(
      t,
      passwordLogin(member.account, member.password, { captcha: '0000' }),
      { remoteAddress: ip, cookies },
    );
    expect(expectError(wrong, 400, 'CAPTCHA_INVALID').value).toEqual({ captcha: true });
    // One try per image: the right answer to the same image is refused too.
    const reused = await postLogin(
      t,
      passwordLogin(member.account, member.password, { captcha: '4821' }),
      { remoteAddress: ip, cookies },
    );
    expectError(reused, 400, 'CAPTCHA_INVALID');

    const fresh = await showCaptcha(t, ip);
    const ok = await postLogin(
      t,
      passwordLogin(member.account, member.password, { captcha: '4821' }),
      { remoteAddress: ip, cookies: fresh },
    );
    expectValue(ok, loginValueSchema);
  });

  it('needs the captcha for an account that failed, from any address, until it logs in', async () => {
    const member = await createMember(t);
    await postLogin(t, passwordLogin(member.account, 'wrong-password'), {
      remoteAddress: uniqueIp(),
    });
    const elsewhere = uniqueIp();
    expectError(
      await postLogin(t, passwordLogin(member.account, member.password), {
        remoteAddress: elsewhere,
      }),
      400,
      'CAPTCHA_REQUIRED',
    );
    await login(
      t,
      member.account,
      member.password,
      {},
      {
        remoteAddress: elsewhere,
        captcha: '4821',
        cookies: await showCaptcha(t, elsewhere),
      },
    );
    // The success cleared the account's failures.
    await login(t, member.account, member.password, {}, { remoteAddress: uniqueIp() });
  });

  it('refuses a disabled account with ACCOUNT_DISABLED once the password is right', async () => {
    const member = await createMember(t, { status: 'disabled' });
    const response = await postLogin(t, passwordLogin(member.account, member.password), {
      remoteAddress: uniqueIp(),
    });
    expectError(response, 403, 'ACCOUNT_DISABLED');
  });

  it('refuses a plaintext body with ENCRYPTION_REQUIRED', async () => {
    const member = await createMember(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: passwordLogin(member.account, member.password),
    });
    expectError(response, 400, 'ENCRYPTION_REQUIRED');
  });

  it('refuses a payload without a login type', async () => {
    const response = await postLogin(t, { username: 'someone', password: 'secret12' });
    expectError(response, 400, 'VALIDATION_FAILED');
  });

  it('refuses a password longer than 128 characters', async () => {
    const response = await postLogin(t, passwordLogin('someone', 'x'.repeat(129)));
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'password', reason: 'too_big' },
    ]);
  });

  it('forces a password change after a login with the weak default password', async () => {
    const member = await createMember(t, { password: t.config.WEAK_DEFAULT_PASSWORD });
    const value = await login(t, member.account, member.password);
    expect(value).toMatchObject({ mustChangePassword: true, passwordExpired: false });
  });

  it('upgrades a hash made with weaker parameters at the next login', async () => {
    const member = await createMember(t);
    const weak = await hash(member.password, { algorithm: 2, memoryCost: 4096, timeCost: 1 });
    await t.db
      .updateTable('members')
      .set({ password_hash: weak })
      .where('id', '=', member.id)
      .execute();
    await login(t, member.account, member.password);
    const row = await memberRow(t, member.id);
    expect(row.password_hash).not.toBe(weak);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await login(t, member.account, member.password);
  });
});

describe('account and IP lockout', () => {
  const apps: TestApp[] = [];
  afterEach(() => vi.useRealTimers());
  afterAll(async () => Promise.all(apps.map((app) => app.close())));

  /** A login attempt that passes the captcha, which stays required for a day after a lock. */
  const attempt = async (app: TestApp, account: string, password: string, ip = uniqueIp()) =>
    postLogin(app, passwordLogin(account, password, { captcha: '4821' }), {
      remoteAddress: ip,
      cookies: await showCaptcha(app, ip),
    });

  const wrongTimes = async (app: TestApp, account: string, times: number, ip?: string) => {
    for (let i = 0; i < times; i++) {
      expect((await attempt(app, account, 'wrong-password', ip)).statusCode).toBe(401);
    }
  };

  it('locks an account at LOGIN_LOCK_AFTER failures, even for the right password, and doubles the next lock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await createTestApp({
      env: { LOGIN_CAPTCHA_AFTER: '100', LOGIN_LOCK_AFTER: '3', CAPTCHA_FIXED_ANSWER: '4821' },
      seed: false,
    });
    apps.push(app);
    const member = await createMember(app);
    await wrongTimes(app, member.account, 3);

    const locked = await attempt(app, member.account, member.password);
    expect(expectError(locked, 429, 'ACCOUNT_LOCKED').value).toEqual({ retryAfterSeconds: 60 });
    expect(locked.headers['retry-after']).toBe('60');

    vi.setSystemTime(Date.now() + 61_000);
    await wrongTimes(app, member.account, 3);
    const longer = await attempt(app, member.account, member.password);
    expect(expectError(longer, 429, 'ACCOUNT_LOCKED').value).toEqual({ retryAfterSeconds: 120 });

    vi.setSystemTime(Date.now() + 121_000);
    // After a lock the captcha is asked for even before any new failure.
    expectError(
      await postLogin(app, passwordLogin(member.account, member.password), {
        remoteAddress: uniqueIp(),
      }),
      400,
      'CAPTCHA_REQUIRED',
    );
    expectValue(await attempt(app, member.account, member.password), loginValueSchema);
  });

  it('locks a client IP for 15 minutes at LOGIN_IP_LOCK_AFTER failures, whatever the account', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await createTestApp({
      env: {
        LOGIN_CAPTCHA_AFTER: '100',
        LOGIN_LOCK_AFTER: '50',
        LOGIN_IP_LOCK_AFTER: '3',
        CAPTCHA_FIXED_ANSWER: '4821',
      },
      seed: false,
    });
    apps.push(app);
    const member = await createMember(app);
    const ip = uniqueIp();
    for (const account of ['ghost1', 'ghost2', 'ghost3']) await wrongTimes(app, account, 1, ip);

    const locked = await attempt(app, member.account, member.password, ip);
    expect(expectError(locked, 429, 'ACCOUNT_LOCKED').value).toEqual({ retryAfterSeconds: 900 });
    // Another address is not affected.
    await login(app, member.account, member.password, {}, { remoteAddress: uniqueIp() });

    vi.setSystemTime(Date.now() + 15 * 60_000);
    expectValue(await attempt(app, member.account, member.password, ip), loginValueSchema);
  });
});

describe('password expiry', () => {
  let app: TestApp;
  afterAll(async () => app?.close());

  it('flags a password older than PASSWORD_EXPIRY_DAYS and forces its change', async () => {
    app = await createTestApp({ env: { PASSWORD_EXPIRY_DAYS: '30' }, seed: false });
    const old = await createMember(app, {
      passwordChangedAt: new Date(Date.now() - 31 * 86_400_000).toISOString(),
    });
    expect(await login(app, old.account, old.password)).toMatchObject({
      passwordExpired: true,
      mustChangePassword: true,
    });
    const recent = await createMember(app, {
      passwordChangedAt: new Date(Date.now() - 29 * 86_400_000).toISOString(),
    });
    expect(await login(app, recent.account, recent.password)).toMatchObject({
      passwordExpired: false,
      mustChangePassword: false,
    });
  });
});
