import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  securityOverviewSchema,
  smsCodeValueSchema,
  totpSetupValueSchema,
} from '@portal/shared/schemas/account';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { injectEncrypted } from '../../../test/encrypted.js';
import { useTestApp } from '../../../test/helper.js';
import { latestCode, latestMessage } from '../../../test/outbox.js';
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js';
import { newTotpSecret } from '../../lib/totp.js';
import { MembersRepository } from '../../platform/members/members.repository.js';

const t = useTestApp({ env: { SMS_DAILY_QUOTA: '1000' } });

const nothing = z.null();
const uniqueMobile = () => `1${randomInt(10_000_000, 99_999_999)}`;
const uniqueEmail = () => `member${randomInt(1_000_000, 9_999_999)}@example.com`;

async function signedIn(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, token, headers: authHeader(token) };
}

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const overview = async (headers: Record<string, string>) =>
  expectValue(await call('GET', '/wps/member/security', headers), securityOverviewSchema);

async function memberRow(memberId: number) {
  return t.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/** Moves updated_at into the past so that a change shows as a new stamp. */
async function ageRow(memberId: number) {
  await t.db
    .updateTable('members')
    .set({ updated_at: '2020-01-01T00:00:00.000Z' })
    .where('id', '=', memberId)
    .execute();
}

const stampedSince2020 = async (memberId: number) =>
  new Date((await memberRow(memberId)).updated_at).getUTCFullYear() > 2020;

/** The authenticator code of `secret` now, computed as the member's phone would. */
const totpCode = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();

/** A six-digit code that is none of the codes accepted around now. */
function wrongTotpCode(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const accepted = new Set(
    [-30_000, 0, 30_000].map((shift) => totp.generate({ timestamp: Date.now() + shift })),
  );
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}

describe('GET /wps/member/security', () => {
  it('shows the account, rank, last login and masked contacts', async () => {
    const member = await signedIn({
      nickname: 'Lucky',
      dialingCode: '60',
      mobileNum: '12345678',
      email: 'player.one@example.com',
      payeeName: 'Ahmad Ali',
    });
    const value = await overview(member.headers);
    expect(value).toMatchObject({
      account: member.account,
      nickname: 'Lucky',
      rank: { rankLevel: 1, labelName: 'VIP 1' },
      mobile: '+60 12****678',
      email: 'pl****@example.com',
      payeeName: 'Ahmad Ali',
      hasPaymentPassword: false,
      totpEnabled: false,
    });
    expect(value.passwordChangedAt).not.toBeNull();
    expect(value.lastLoginTime === null || !Number.isNaN(Date.parse(value.lastLoginTime))).toBe(
      true,
    );
  });

  it('shows null for contacts the member has not bound', async () => {
    const member = await signedIn();
    expect(await overview(member.headers)).toMatchObject({
      mobile: null,
      email: null,
      payeeName: null,
    });
  });

  it('asks for a session before it looks at the body, so a caller without one learns nothing', async () => {
    expectError(
      await call('PUT', '/wps/member/nickname', {}, { nickname: 12, unexpected: true }),
      401,
      'NOT_LOGGED_IN',
    );
  });

  it('needs a session and a real-money account', async () => {
    expectError(await call('GET', '/wps/member/security', {}), 401, 'NOT_LOGGED_IN');
    const trial = await createMember(t, { type: 4, password: null });
    const token = newSecretToken();
    const now = new Date();
    await t.db
      .insertInto('member_sessions')
      .values({
        member_id: trial.id,
        token_hash: hashToken(token),
        login_type: 'freeplay',
        ip: '127.0.0.1',
        user_agent: 'test',
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      })
      .execute();
    const headers = authHeader(token);
    expectError(await call('GET', '/wps/member/security', headers), 403, 'TRIAL_ACCOUNT');
    expectError(
      await call('PUT', '/wps/member/nickname', headers, { nickname: 'Trial' }),
      403,
      'TRIAL_ACCOUNT',
    );
    expectError(await call('POST', '/wps/member/totp/setup', headers), 403, 'TRIAL_ACCOUNT');
  });
});

describe('PUT /wps/member/nickname', () => {
  it('changes the nickname, trimmed, and stamps the member', async () => {
    const member = await signedIn();
    await ageRow(member.id);
    const response = await call('PUT', '/wps/member/nickname', member.headers, {
      nickname: '  Night Owl ',
    });
    expect(expectValue(response, nothing)).toBeNull();
    expect((await overview(member.headers)).nickname).toBe('Night Owl');
    expect(await stampedSince2020(member.id)).toBe(true);
  });

  it('refuses a nickname shorter than 2 or longer than 20 characters', async () => {
    const member = await signedIn();
    for (const nickname of [' a ', 'x'.repeat(21)]) {
      expectError(
        await call('PUT', '/wps/member/nickname', member.headers, { nickname }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});

describe('mobile binding', () => {
  it('sends a code to the new number and binds it with that code', async () => {
    const member = await signedIn({ dialingCode: '60', mobileNum: uniqueMobile() });
    await ageRow(member.id);
    const mobileNum = uniqueMobile();
    const sent = expectValue(
      await call('POST', '/wps/member/mobile/code', member.headers, {
        mobileNum,
        countryDialingCode: '60',
      }),
      smsCodeValueSchema,
    );
    expect(sent.expiredMinutes).toBe(t.config.SMS_CODE_MINUTES);
    const code = await latestCode(t, `+60${mobileNum}`);

    const response = await call('PUT', '/wps/member/mobile', member.headers, {
      mobileNum,
      countryDialingCode: '60',
      verificationCode: code,
    });

    expect(expectValue(response, nothing)).toBeNull();
    const row = await memberRow(member.id);
    expect([row.dialing_code, row.mobile_num]).toEqual(['60', mobileNum]);
    expect((await overview(member.headers)).mobile).toBe(
      `+60 ${mobileNum.slice(0, 2)}****${mobileNum.slice(-3)}`,
    );
    expect(await stampedSince2020(member.id)).toBe(true);
  });

  it('refuses a number another member holds', async () => {
    const mobileNum = uniqueMobile();
    await createMember(t, { dialingCode: '60', mobileNum });
    const member = await signedIn();
    const payload = { mobileNum, countryDialingCode: '60' };
    expectError(
      await call('POST', '/wps/member/mobile/code', member.headers, payload),
      409,
      'MOBILE_TAKEN',
    );
    expectError(
      await call('PUT', '/wps/member/mobile', member.headers, {
        ...payload,
        verificationCode: '123456',
      }),
      409,
      'MOBILE_TAKEN',
    );
  });

  it('refuses a number of the wrong length for its region', async () => {
    const member = await signedIn();
    const refused = expectError(
      await call('POST', '/wps/member/mobile/code', member.headers, {
        mobileNum: '123456',
        countryDialingCode: '60',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(refused.details).toEqual([{ path: 'mobileNum', reason: 'length' }]);
  });

  it('refuses a wrong or missing code and keeps the old number', async () => {
    const oldNumber = uniqueMobile();
    const member = await signedIn({ dialingCode: '60', mobileNum: oldNumber });
    const mobileNum = uniqueMobile();
    const payload = { mobileNum, countryDialingCode: '60' };
    expectError(
      await call('PUT', '/wps/member/mobile', member.headers, {
        ...payload,
        verificationCode: '123456',
      }),
      400,
      'SMS_CODE_EXPIRED',
    );
    await call('POST', '/wps/member/mobile/code', member.headers, payload);
    const code = await latestCode(t, `+60${mobileNum}`);
    expectError(
      await call('PUT', '/wps/member/mobile', member.headers, {
        ...payload,
        verificationCode: code === '123456' ? '654321' : '123456',
      }),
      400,
      'SMS_CODE_INVALID',
    );
    expect((await memberRow(member.id)).mobile_num).toBe(oldNumber);
  });

  it('loses a race for the same number to the member who bound it first', async () => {
    const mobileNum = uniqueMobile();
    const first = await createMember(t);
    const second = await createMember(t);
    const repository = new MembersRepository(t.db);
    const now = new Date().toISOString();
    const number = { dialingCode: '60', mobileNum };
    expect(await repository.setMobile(first.id, number, now)).toBe(true);
    expect(await repository.setMobile(second.id, number, now)).toBe(false);
    expect((await memberRow(second.id)).mobile_num).toBeNull();
  });
});

describe('email binding', () => {
  it('sends a code to the new address and binds it with that code', async () => {
    const member = await signedIn();
    await ageRow(member.id);
    const email = uniqueEmail();
    const sent = expectValue(
      await call('POST', '/wps/member/email/code', member.headers, { email }),
      smsCodeValueSchema,
    );
    expect(sent.expiredMinutes).toBeGreaterThan(0);
    const message = await latestMessage(t, email);
    expect(message.channel).toBe('email');
    const code = await latestCode(t, email);

    const response = await call('PUT', '/wps/member/email', member.headers, {
      email: email.toUpperCase(),
      verificationCode: code,
    });

    expect(expectValue(response, nothing)).toBeNull();
    const row = await memberRow(member.id);
    expect([row.email, row.email_key]).toEqual([email.toUpperCase(), email]);
    expect((await overview(member.headers)).email).toBe('ME****@EXAMPLE.COM');
    expect(await stampedSince2020(member.id)).toBe(true);
  });

  it('refuses an address another member holds, whatever its letter case', async () => {
    const email = uniqueEmail();
    await createMember(t, { email });
    const member = await signedIn();
    expectError(
      await call('POST', '/wps/member/email/code', member.headers, { email: email.toUpperCase() }),
      409,
      'EMAIL_TAKEN',
    );
    expectError(
      await call('PUT', '/wps/member/email', member.headers, { email, verificationCode: '123456' }),
      409,
      'EMAIL_TAKEN',
    );
  });

  it('refuses a wrong code and a malformed address', async () => {
    const member = await signedIn();
    const email = uniqueEmail();
    await call('POST', '/wps/member/email/code', member.headers, { email });
    const code = await latestCode(t, email);
    expectError(
      await call('PUT', '/wps/member/email', member.headers, {
        email,
        verificationCode: code === '123456' ? '654321' : '123456',
      }),
      400,
      'SMS_CODE_INVALID',
    );
    expectError(
      await call('POST', '/wps/member/email/code', member.headers, { email: 'nope' }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await memberRow(member.id)).email).toBeNull();
  });
});

describe('PUT /wps/member/password/payment', () => {
  const setPayment = (headers: Record<string, string>, payload: Record<string, string>) =>
    injectEncrypted(t.app, {
      method: 'PUT',
      url: '/wps/member/password/payment',
      headers,
      payload,
    });

  it('stores the six-digit payment password hashed', async () => {
    const member = await signedIn();
    await ageRow(member.id);
    const response = await setPayment(member.headers, {
      loginPassword: member.password,
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(expectValue(response, nothing)).toBeNull();
    const row = await memberRow(member.id);
    expect(row.payment_password_hash).toMatch(/^\$argon2id\$/);
    expect(await t.app.services.passwords.verify(row.payment_password_hash!, '246810')).toBe(true);
    expect((await overview(member.headers)).hasPaymentPassword).toBe(true);
    expect(await stampedSince2020(member.id)).toBe(true);
  });

  it('refuses a wrong login password and a confirmation that differs', async () => {
    const member = await signedIn();
    expectError(
      await setPayment(member.headers, {
        loginPassword: 'NotMine123',
        newPaymentPassword: '246810',
        confirmPaymentPassword: '246810',
      }),
      400,
      'OLD_PASSWORD_WRONG',
    );
    expectError(
      await setPayment(member.headers, {
        loginPassword: member.password,
        newPaymentPassword: '246810',
        confirmPaymentPassword: '135790',
      }),
      400,
      'PASSWORD_MISMATCH',
    );
    expect((await memberRow(member.id)).payment_password_hash).toBeNull();
  });

  it('refuses anything but six digits, and a plaintext body', async () => {
    const member = await signedIn();
    expectError(
      await setPayment(member.headers, {
        loginPassword: member.password,
        newPaymentPassword: '12345',
        confirmPaymentPassword: '12345',
      }),
      400,
      'VALIDATION_FAILED',
    );
    const plaintext = await call('PUT', '/wps/member/password/payment', member.headers, {
      loginPassword: member.password,
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expectError(plaintext, 400, 'ENCRYPTION_REQUIRED');
  });
});

describe('PUT /wps/member/payeeName', () => {
  it('sets the real name once', async () => {
    const member = await signedIn();
    await ageRow(member.id);
    expect(
      expectValue(
        await call('PUT', '/wps/member/payeeName', member.headers, { payeeName: 'Siti Aminah' }),
        nothing,
      ),
    ).toBeNull();
    expect((await overview(member.headers)).payeeName).toBe('Siti Aminah');
    expect(await stampedSince2020(member.id)).toBe(true);
    expectError(
      await call('PUT', '/wps/member/payeeName', member.headers, { payeeName: 'Someone Else' }),
      409,
      'PAYEE_NAME_ALREADY_SET',
    );
    expect((await overview(member.headers)).payeeName).toBe('Siti Aminah');
  });

  it('refuses a name that breaks the registration rule of the payee name', async () => {
    const member = await signedIn();
    const refused = expectError(
      await call('PUT', '/wps/member/payeeName', member.headers, { payeeName: 'Agent 007' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(refused.details).toEqual([{ path: 'payeeName', reason: 'pattern' }]);
    expect((await memberRow(member.id)).payee_name).toBeNull();
  });
});

describe('Google Authenticator', () => {
  const setUp = async (headers: Record<string, string>) =>
    expectValue(await call('POST', '/wps/member/totp/setup', headers), totpSetupValueSchema);

  it('sets up a secret that is not active until a code confirms it', async () => {
    const member = await signedIn();
    await ageRow(member.id);
    const { secret, otpauthUri } = await setUp(member.headers);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Portal');
    expect(decodeURIComponent(uri.pathname)).toContain(member.account);
    expect((await overview(member.headers)).totpEnabled).toBe(false);

    const response = await call('POST', '/wps/member/totp/enable', member.headers, {
      code: totpCode(secret),
    });

    expect(expectValue(response, nothing)).toBeNull();
    expect((await overview(member.headers)).totpEnabled).toBe(true);
    expect((await memberRow(member.id)).totp_secret).toBe(secret);
    expect(await stampedSince2020(member.id)).toBe(true);
    expectError(
      await call('POST', '/wps/member/totp/setup', member.headers),
      403,
      'OPERATION_NOT_ALLOWED',
    );
  });

  it('names the site from the brand setting as the issuer', async () => {
    await t.app.services.settings.set('brand', { name: 'Lucky Star' });
    try {
      const member = await signedIn();
      const { otpauthUri } = await setUp(member.headers);
      expect(new URL(otpauthUri).searchParams.get('issuer')).toBe('Lucky Star');
    } finally {
      await t.app.services.settings.set('brand', { name: 'Portal' });
    }
  });

  it('refuses to enable without a secret or with a wrong code', async () => {
    const member = await signedIn();
    expectError(
      await call('POST', '/wps/member/totp/enable', member.headers, { code: '123456' }),
      400,
      'TOTP_NOT_SET_UP',
    );
    const { secret } = await setUp(member.headers);
    expectError(
      await call('POST', '/wps/member/totp/enable', member.headers, {
        code: wrongTotpCode(secret),
      }),
      400,
      'TOTP_INVALID',
    );
    expectError(
      await call('POST', '/wps/member/totp/enable', member.headers, { code: '12345' }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await overview(member.headers)).totpEnabled).toBe(false);
  });

  it('disables with a current code and forgets the secret', async () => {
    const secret = newTotpSecret();
    const member = await signedIn({ totpSecret: secret, totpEnabled: true });
    await ageRow(member.id);
    expectError(
      await call('POST', '/wps/member/totp/disable', member.headers, {
        code: wrongTotpCode(secret),
      }),
      400,
      'TOTP_INVALID',
    );
    const response = await call('POST', '/wps/member/totp/disable', member.headers, {
      code: totpCode(secret),
    });
    expect(expectValue(response, nothing)).toBeNull();
    const row = await memberRow(member.id);
    expect([row.totp_enabled, row.totp_secret]).toEqual([0, null]);
    expect(await stampedSince2020(member.id)).toBe(true);
  });

  it('refuses to disable when it is not on', async () => {
    const member = await signedIn();
    expectError(
      await call('POST', '/wps/member/totp/disable', member.headers, { code: '123456' }),
      400,
      'TOTP_NOT_SET_UP',
    );
    await setUp(member.headers);
    expectError(
      await call('POST', '/wps/member/totp/disable', member.headers, { code: '123456' }),
      400,
      'TOTP_NOT_SET_UP',
    );
  });

  it('stops checking codes after five wrong ones', async () => {
    const secret = newTotpSecret();
    const member = await signedIn({ totpSecret: secret, totpEnabled: true });
    const wrong = wrongTotpCode(secret);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectError(
        await call('POST', '/wps/member/totp/disable', member.headers, { code: wrong }),
        400,
        'TOTP_INVALID',
      );
    }
    expectError(
      await call('POST', '/wps/member/totp/disable', member.headers, { code: totpCode(secret) }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect((await memberRow(member.id)).totp_enabled).toBe(1);
  });
});
