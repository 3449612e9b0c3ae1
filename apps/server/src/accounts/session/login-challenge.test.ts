import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loginChallengeValueSchema,
  loginValueSchema,
  smsCodeValueSchema,
  type LoginChallengeValue,
} from '@portal/shared/schemas/account';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createMember, login, postLogin, type MemberOverrides } from '../../../test/accounts.js';
import { encryptedBody } from '../../../test/encrypted.js';
import { createTestApp, useTestApp } from '../../../test/helper.js';
import { latestCode } from '../../../test/outbox.js';
import { newTotpSecret } from '../../lib/totp.js';

const t = useTestApp({ env: { TRUST_PROXY: 'true' } });

const HOME = '198.51.100.10';
let nextAway = 20;
/** A new address per call, never the member's home one. */
const awayIp = () => `198.51.100.${nextAway++}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const uniqueMobile = () => `1${randomInt(10_000_000, 99_999_999)}`;

/** A member who has logged in from HOME once, so HOME is their only known IP. */
async function memberAtHome(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  await login(t, member.account, member.password, from(HOME));
  return member;
}

async function challenge(
  account: string,
  password: string,
  ip: string,
  extra: Record<string, unknown> = {},
): Promise<LoginChallengeValue> {
  const response = await postLogin(
    t,
    { username: account, password, type: 'username', ...extra },
    { headers: from(ip) },
  );
  const body = expectError(response, 403, 'LOGIN_VERIFICATION_REQUIRED');
  return loginChallengeValueSchema.strict().parse(body.value);
}

const sendCode = (ticket: string, method: 'sms' | 'email', ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login/verification/code',
    headers: from(ip),
    payload: { ticket, method },
  });

const answer = async (ticket: string, method: string, value: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login/verification',
    headers: from(ip),
    payload: await encryptedBody(t.app, { ticket, method, answer: value }),
  });

describe('login from an unknown IP', () => {
  it('is accepted without a challenge for a member with no known IP, which becomes known', async () => {
    const member = await createMember(t, { payeeName: 'Tan Ah Kow' });
    await login(t, member.account, member.password, from(awayIp()));
    const known = await t.db
      .selectFrom('member_known_ips')
      .select('ip')
      .where('member_id', '=', member.id)
      .execute();
    expect(known).toHaveLength(1);
  });

  it('is accepted from a known IP', async () => {
    const member = await memberAtHome({ payeeName: 'Tan Ah Kow' });
    await login(t, member.account, member.password, from(HOME));
  });

  it('asks for the methods the member has, with masked contacts', async () => {
    const member = await memberAtHome({
      dialingCode: '60',
      mobileNum: `12${randomInt(1_000_000, 9_999_999)}`,
      email: `player${randomInt(1e6, 9e6)}@example.com`,
      payeeName: 'Tan Ah Kow',
      totpSecret: newTotpSecret(),
      totpEnabled: true,
    });
    const value = await challenge(member.account, member.password, awayIp());
    expect(value.methods).toEqual(['sms', 'email', 'totp', 'payeeName']);
    expect(value.maskedMobile).toMatch(/^\+60 12\*{4}\d{3}$/);
    expect(value.maskedEmail).toMatch(/^pl\*{4}@example\.com$/);
    expect(value.ticket.length).toBeGreaterThanOrEqual(43);
    const minutes = (new Date(value.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('lists only payeeName, without contacts, for a member with only a payee name', async () => {
    const member = await memberAtHome({ payeeName: 'Tan Ah Kow' });
    const value = await challenge(member.account, member.password, awayIp());
    expect(value).toMatchObject({ methods: ['payeeName'], maskedMobile: null, maskedEmail: null });
  });

  it('does not offer TOTP before the member has confirmed it', async () => {
    const member = await memberAtHome({ payeeName: 'Tan', totpSecret: newTotpSecret() });
    expect((await challenge(member.account, member.password, awayIp())).methods).toEqual([
      'payeeName',
    ]);
  });

  it('lets a member with nothing to prove themselves with log in', async () => {
    const member = await memberAtHome();
    await login(t, member.account, member.password, from(awayIp()));
  });

  it('completes the login with the SMS code sent to the member, and the IP becomes known', async () => {
    const mobileNum = uniqueMobile();
    const member = await memberAtHome({ mobileNum });
    const ip = awayIp();
    const { ticket } = await challenge(member.account, member.password, ip);
    const sent = await sendCode(ticket, 'sms', ip);
    expect(expectValue(sent, smsCodeValueSchema)).toEqual({ expiredMinutes: 1 });
    const code = await latestCode(t, `+60${mobileNum}`);
    const value = expectValue(await answer(ticket, 'sms', code, ip), loginValueSchema);
    expect(value.customerId).toBe(member.id);
    // The address is known now: the next login from it goes straight through.
    await login(t, member.account, member.password, from(ip));
  });

  it('completes the login with the email code sent to the member', async () => {
    const email = `Player${randomInt(1e6, 9e6)}@Example.com`;
    const member = await memberAtHome({ email });
    const ip = awayIp();
    const { ticket } = await challenge(member.account, member.password, ip);
    expectValue(await sendCode(ticket, 'email', ip), smsCodeValueSchema);
    const code = await latestCode(t, email.toLowerCase());
    expectValue(await answer(ticket, 'email', code, ip), loginValueSchema);
  });

  it('completes the login with the authenticator code, once per code', async () => {
    const secret = newTotpSecret();
    const member = await memberAtHome({ totpSecret: secret, totpEnabled: true });
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const ip = awayIp();
    const { ticket } = await challenge(member.account, member.password, ip);
    expectValue(await answer(ticket, 'totp', code, ip), loginValueSchema);

    const again = awayIp();
    const second = await challenge(member.account, member.password, again);
    expectError(await answer(second.ticket, 'totp', code, again), 400, 'VERIFICATION_FAILED');
  });

  it('completes the login with the real payee name, in any case and spacing', async () => {
    const member = await memberAtHome({ payeeName: 'Tan Ah Kow' });
    const ip = awayIp();
    const { ticket } = await challenge(member.account, member.password, ip);
    expectValue(await answer(ticket, 'payeeName', '  tan  AH kow ', ip), loginValueSchema);
  });

  it('completes one login only when the same right answer arrives twice at once', async () => {
    const member = await memberAtHome({ payeeName: 'Tan Ah Kow' });
    const ip = awayIp();
    const { ticket } = await challenge(member.account, member.password, ip);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => answer(ticket, 'payeeName', 'Tan Ah Kow', ip)),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expectError(response, 400, 'VERIFICATION_EXPIRED');
    }
  });

  it('carries the remember flag and the weak-password flag through the challenge', async () => {
    const member = await memberAtHome({
      payeeName: 'Tan Ah Kow',
      password: t.config.WEAK_DEFAULT_PASSWORD,
    });
    const ip = awayIp();
    const { ticket } = await challenge(member.account, member.password, ip, { remember: true });
    const response = await answer(ticket, 'payeeName', 'Tan Ah Kow', ip);
    expect(expectValue(response, loginValueSchema).mustChangePassword).toBe(true);
    expect(response.cookies.find((c) => c.name === 'portal_device')?.value).toBeTruthy();
  });

  it('refuses a wrong answer with VERIFICATION_FAILED and drops the ticket after five', async () => {
    const member = await memberAtHome({ payeeName: 'Tan Ah Kow' });
    const ip = awayIp();
    const { ticket } = await challenge(member.account, member.password, ip);
    for (let i = 0; i < 5; i++) {
      expectError(
        await answer(ticket, 'payeeName', 'Someone Else', ip),
        400,
        'VERIFICATION_FAILED',
      );
    }
    expectError(await answer(ticket, 'payeeName', 'Tan Ah Kow', ip), 400, 'VERIFICATION_EXPIRED');
  });

  it('refuses a wrong SMS code with VERIFICATION_FAILED', async () => {
    const mobileNum = uniqueMobile();
    const member = await memberAtHome({ mobileNum });
    const ip = awayIp();
    const { ticket } = await challenge(member.account, member.password, ip);
    await sendCode(ticket, 'sms', ip);
    const code = await latestCode(t, `+60${mobileNum}`);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await answer(ticket, 'sms', wrong, ip), 400, 'VERIFICATION_FAILED');
  });

  it('refuses an unknown or used ticket with VERIFICATION_EXPIRED', async () => {
    const member = await memberAtHome({ payeeName: 'Tan Ah Kow' });
    const ip = awayIp();
    expectError(
      await answer('no-such-ticket', 'payeeName', 'Tan', ip),
      400,
      'VERIFICATION_EXPIRED',
    );
    expectError(await sendCode('no-such-ticket', 'sms', ip), 400, 'VERIFICATION_EXPIRED');
    const { ticket } = await challenge(member.account, member.password, ip);
    expectValue(await answer(ticket, 'payeeName', 'Tan Ah Kow', ip), loginValueSchema);
    expectError(await answer(ticket, 'payeeName', 'Tan Ah Kow', ip), 400, 'VERIFICATION_EXPIRED');
  });

  it('refuses a method the member does not have with OPERATION_NOT_ALLOWED', async () => {
    const member = await memberAtHome({ payeeName: 'Tan Ah Kow' });
    const ip = awayIp();
    const { ticket } = await challenge(member.account, member.password, ip);
    expectError(await sendCode(ticket, 'sms', ip), 403, 'OPERATION_NOT_ALLOWED');
    expectError(await answer(ticket, 'totp', '123456', ip), 403, 'OPERATION_NOT_ALLOWED');
  });

  it('refuses a plaintext answer with ENCRYPTION_REQUIRED', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/verification',
      payload: { ticket: 'x', method: 'payeeName', answer: 'Tan' },
    });
    expectError(response, 400, 'ENCRYPTION_REQUIRED');
  });

  it('refuses an unknown method name with VALIDATION_FAILED', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/verification/code',
      payload: { ticket: 'x', method: 'totp' },
    });
    expectError(response, 400, 'VALIDATION_FAILED');
  });
});

describe('login from an unknown IP with VERIFY_NEW_IP off', () => {
  const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));

  it('asks for no proof', async () => {
    const app = await createTestApp({
      env: { TRUST_PROXY: 'true', VERIFY_NEW_IP: 'false' },
      seed: false,
    });
    apps.push(app);
    const member = await createMember(app, { payeeName: 'Tan Ah Kow' });
    await login(app, member.account, member.password, from(HOME));
    await login(app, member.account, member.password, from(awayIp()));
  });
});
