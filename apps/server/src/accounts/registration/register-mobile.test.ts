import { randomInt } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  loginValueSchema,
  memberInfoSchema,
  type RegisterMobilePayload,
  type RegisterPayload,
} from '@portal/shared/schemas/account';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { encryptedBody } from '../../../test/encrypted.js';
import { randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { latestCode, latestMessage } from '../../../test/outbox.js';
import { FirebaseIdTokenVerifier } from '../session/firebase-verifier.js';

const CAPTCHA = '2468';
const t = useTestApp({ env: { CAPTCHA_FIXED_ANSWER: CAPTCHA, VERIFY_NEW_IP: 'false' } });

/** A Malaysian mobile number (9 digits after the dialing code) nobody has yet. */
const uniqueMobile = () => `1${randomInt(10_000_000, 99_999_999)}`;

async function captchaCookie(ip: string): Promise<string> {
  const response = await t.app.inject({ url: '/wps/captcha', remoteAddress: ip });
  const cookie = response.cookies.find((entry) => entry.name === 'portal_captcha');
  expect(cookie, response.body).toBeDefined();
  return `portal_captcha=${cookie!.value}`;
}

/** Asks for the registration code of `mobileNum` and reads it from the outbox. */
async function sendCode(mobileNum: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: randomTestIp(),
    payload: { mobileNo: mobileNum, countryDialingCode: '60' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return latestCode(t, `+60${mobileNum}`);
}

/** Registers `mobileNum` (a fresh one by default) with its real code unless the fields say otherwise. */
async function registerMobile(
  fields: Partial<RegisterMobilePayload> & Record<string, unknown> = {},
  options: { ip?: string } = {},
) {
  const ip = options.ip ?? randomTestIp();
  const mobileNum = (fields.mobileNum as string | undefined) ?? uniqueMobile();
  const code = 'verificationCode' in fields ? undefined : await sendCode(mobileNum);
  return t.app.inject({
    method: 'PUT',
    url: '/wps/member/register/mobile',
    remoteAddress: ip,
    headers: { cookie: await captchaCookie(ip) },
    payload: await encryptedBody(t.app, {
      mobileNum,
      countryDialingCode: '60',
      verificationCode: code,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha: CAPTCHA,
      agreement: true,
      ...fields,
    }),
  });
}

const memberByMobile = (mobileNum: string) => t.app.services.members.findByMobile('60', mobileNum);

async function setRegisterFlags(flags: {
  mobileReg?: boolean;
  mobileRegPass?: boolean;
  usernameEnabled?: boolean;
}) {
  await t.app.services.settings.update('register', (current) => ({ ...current, ...flags }));
}

afterEach(async () => {
  await setRegisterFlags({ mobileReg: true, mobileRegPass: true, usernameEnabled: true });
  await t.app.services.whitelabel.setModuleEnabled('DIRECTREG3', true);
});

describe('PUT /wps/member/register/mobile', () => {
  it('creates an account named after no one, with the masked number as nickname, and signs it in', async () => {
    const ip = randomTestIp();
    const mobileNum = uniqueMobile();
    const value = expectValue(await registerMobile({ mobileNum }, { ip }), loginValueSchema);
    const member = (await memberByMobile(mobileNum))!;
    expect(member.account).toMatch(/^m\d{9}$/);
    expect(member).toMatchObject({
      account_key: member.account,
      nickname: `+60 ${mobileNum.slice(0, 2)}****${mobileNum.slice(-3)}`,
      type: 0,
      register_ip: ip,
      upline_id: null,
    });
    expect(value).toMatchObject({
      username: member.account,
      nickname: member.nickname,
      customerId: member.id,
      mustChangePassword: false,
    });
    const info = await t.app.inject({ url: '/wps/member/info', headers: authHeader(value.token) });
    expect(expectValue(info, memberInfoSchema).account).toBe(member.account);
    // With mobileRegPass on, the password chosen here logs in with the generated account.
    expect(await t.app.services.passwords.verify(member.password_hash!, 'Secret123')).toBe(true);
    expect(
      (await login(t, member.account, 'Secret123', {}, { remoteAddress: ip })).customerId,
    ).toBe(member.id);
  });

  it('creates an account without a password while mobileRegPass is off, and refuses one', async () => {
    await setRegisterFlags({ mobileRegPass: false });
    const withPassword = await registerMobile();
    expect(expectError(withPassword, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'password', reason: 'disabled' },
      { path: 'confirmPassword', reason: 'disabled' },
    ]);
    const mobileNum = uniqueMobile();
    expectValue(
      await registerMobile({ mobileNum, password: undefined, confirmPassword: undefined }),
      loginValueSchema,
    );
    expect(await memberByMobile(mobileNum)).toMatchObject({
      password_hash: null,
      password_changed_at: null,
    });
  });

  it('is the only sign-up while sign-up with a username (usernameEnabled) is off', async () => {
    await setRegisterFlags({ usernameEnabled: false });
    const byUsername = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await encryptedBody(t.app, {
        username: `u${randomInt(10_000_000, 99_999_999)}`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        agreement: true,
      }),
    });
    expectError(byUsername, 403, 'OPERATION_NOT_ALLOWED');
    const mobileNum = uniqueMobile();
    expectValue(await registerMobile({ mobileNum }), loginValueSchema);
    expect(await memberByMobile(mobileNum)).toBeDefined();
  });

  it('is refused while mobileReg is off, and while direct registration (DIRECTREG3) is off', async () => {
    await setRegisterFlags({ mobileReg: false });
    const mobileNum = uniqueMobile();
    const code = await sendCode(mobileNum);
    const attempt = () => registerMobile({ mobileNum, verificationCode: code });
    expectError(await attempt(), 403, 'OPERATION_NOT_ALLOWED');
    await setRegisterFlags({ mobileReg: true });
    await t.app.services.whitelabel.setModuleEnabled('DIRECTREG3', false);
    expectError(await attempt(), 403, 'OPERATION_NOT_ALLOWED');
    expect(await memberByMobile(mobileNum)).toBeUndefined();
  });

  it('refuses a plaintext body', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      payload: { mobileNum: uniqueMobile(), countryDialingCode: '60', agreement: true },
    });
    expectError(response, 400, 'ENCRYPTION_REQUIRED');
  });

  it('always needs the SMS code, and refuses a wrong one', async () => {
    const missing = await registerMobile({ verificationCode: undefined });
    expect(expectError(missing, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'verificationCode', reason: 'required' },
    ]);
    const mobileNum = uniqueMobile();
    const code = await sendCode(mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await registerMobile({ mobileNum, verificationCode: wrong }),
      400,
      'SMS_CODE_INVALID',
    );
    expect(await memberByMobile(mobileNum)).toBeUndefined();
  });

  it('checks the number and the password against their rules at once', async () => {
    const response = await registerMobile({
      mobileNum: '12345',
      verificationCode: '123456',
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'mobileNum', reason: 'tooShort' },
      { path: 'password', reason: 'tooShort' },
      { path: 'confirmPassword', reason: 'tooShort' },
    ]);
    // Eleven digits pass the rule (9-11) but not Malaysia's 9-10.
    const long = await registerMobile({ mobileNum: '12345678901', verificationCode: '123456' });
    expect(expectError(long, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'mobileNum', reason: 'pattern' },
    ]);
  });

  it('needs the password and its confirmation while mobileRegPass is on', async () => {
    const response = await registerMobile({ password: undefined, confirmPassword: undefined });
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'password', reason: 'required' },
      { path: 'confirmPassword', reason: 'required' },
    ]);
  });

  it('refuses a confirmation that differs and the weak default password', async () => {
    expectError(
      await registerMobile({ password: 'Secret123', confirmPassword: 'Secret321' }),
      400,
      'PASSWORD_MISMATCH',
    );
    const weak = t.config.WEAK_DEFAULT_PASSWORD;
    expectError(
      await registerMobile({ password: weak, confirmPassword: weak }),
      400,
      'WEAK_PASSWORD',
    );
  });

  it('refuses a wrong captcha', async () => {
    expectError(await registerMobile({ captcha: '1357' }), 400, 'CAPTCHA_INVALID');
  });

  it('refuses a number another member has', async () => {
    const mobileNum = uniqueMobile();
    await createMember(t, { dialingCode: '60', mobileNum });
    // The code call refuses a taken number too; this is the registration's own check.
    const response = await registerMobile({ mobileNum, verificationCode: '123456' });
    expectError(response, 409, 'MOBILE_TAKEN');
  });

  it("puts the member below an agent's invitation code and refuses an unknown code", async () => {
    const affiliateCode = `AG${randomInt(100_000, 999_999)}`;
    const agent = await createMember(t, { type: 41, affiliateCode });
    const mobileNum = uniqueMobile();
    expectValue(await registerMobile({ mobileNum, affiliateCode }), loginValueSchema);
    expect((await memberByMobile(mobileNum))!.upline_id).toBe(agent.id);
    expectError(await registerMobile({ affiliateCode: 'NOSUCH1' }), 400, 'INVALID_INVITATION_CODE');
  });
});

describe('registration with a Firebase token instead of the SMS code', () => {
  const PROJECT = 'portal-test';
  type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
  let keys: KeyPair;
  let forger: KeyPair;
  let disabled: typeof t.app.services.signUp.firebase;

  beforeAll(async () => {
    [keys, forger] = await Promise.all([generateKeyPair('RS256'), generateKeyPair('RS256')]);
    disabled = t.app.services.signUp.firebase;
  });
  afterEach(async () => {
    t.app.services.signUp.firebase = disabled;
    await t.app.services.whitelabel.setModuleEnabled('REGMOBVERF3', false);
  });

  /** A Firebase ID token for `phoneNumber`, as the login tests sign them. */
  const idToken = (
    phoneNumber: string,
    options: { key?: KeyPair['privateKey']; issuedSecondsAgo?: number } = {},
  ) => {
    const now = Math.floor(Date.now() / 1000) - (options.issuedSecondsAgo ?? 0);
    return new SignJWT({
      iss: `https://securetoken.google.com/${PROJECT}`,
      aud: PROJECT,
      sub: 'firebase-user',
      iat: now,
      exp: now + 600,
      auth_time: now,
      phone_number: phoneNumber,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .sign(options.key ?? keys.privateKey);
  };

  const useLocalKeys = async () => {
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'key-1', alg: 'RS256' };
    t.app.services.signUp.firebase = new FirebaseIdTokenVerifier(
      PROJECT,
      createLocalJWKSet({ keys: [jwk] }),
    );
  };

  /** No code was sent to the number: the token alone proved it. */
  const expectNoSms = async (mobileNum: string) =>
    expect(latestMessage(t, `+60${mobileNum}`)).rejects.toThrow(/no message/);

  /** A mobile registration with the token and no SMS code. */
  const registerWithToken = (mobileNum: string, firebaseToken: string) =>
    registerMobile({ mobileNum, firebaseToken, verificationCode: undefined });

  describe('PUT /wps/member/register/mobile', () => {
    it('registers the proven number without any SMS code, and signs the member in', async () => {
      await useLocalKeys();
      const mobileNum = uniqueMobile();
      const response = await registerWithToken(mobileNum, await idToken(`+60${mobileNum}`));
      const value = expectValue(response, loginValueSchema);
      const member = (await memberByMobile(mobileNum))!;
      expect(member).toMatchObject({ id: value.customerId, dialing_code: '60' });
      expect(member.account).toMatch(/^m\d{9}$/);
      expect(member.mobile_verified_at).not.toBeNull();
      await expectNoSms(mobileNum);
    });

    it('matches the number typed with its trunk 0 to the token', async () => {
      await useLocalKeys();
      const mobileNum = uniqueMobile();
      const response = await registerWithToken(`0${mobileNum}`, await idToken(`+60${mobileNum}`));
      expectValue(response, loginValueSchema);
      expect(await memberByMobile(mobileNum)).toBeDefined();
    });

    it('refuses a token for another number with VERIFICATION_FAILED and writes no member', async () => {
      await useLocalKeys();
      const mobileNum = uniqueMobile();
      const response = await registerWithToken(mobileNum, await idToken(`+60${uniqueMobile()}`));
      expectError(response, 400, 'VERIFICATION_FAILED');
      expect(await memberByMobile(mobileNum)).toBeUndefined();
    });

    it('refuses an expired token and a forged one with VERIFICATION_FAILED', async () => {
      await useLocalKeys();
      const mobileNum = uniqueMobile();
      const expired = await idToken(`+60${mobileNum}`, { issuedSecondsAgo: 3600 });
      expectError(await registerWithToken(mobileNum, expired), 400, 'VERIFICATION_FAILED');
      const forged = await idToken(`+60${mobileNum}`, { key: forger.privateKey });
      expectError(await registerWithToken(mobileNum, forged), 400, 'VERIFICATION_FAILED');
      expectError(await registerWithToken(mobileNum, 'not-a-jwt'), 400, 'VERIFICATION_FAILED');
      expect(await memberByMobile(mobileNum)).toBeUndefined();
    });

    it('answers OPERATION_NOT_ALLOWED while Firebase is not configured', async () => {
      const mobileNum = uniqueMobile();
      const response = await registerWithToken(mobileNum, await idToken(`+60${mobileNum}`));
      expectError(response, 403, 'OPERATION_NOT_ALLOWED');
      expect(await memberByMobile(mobileNum)).toBeUndefined();
    });

    it('still needs the SMS code when no token is given', async () => {
      await useLocalKeys();
      const response = await registerMobile({ verificationCode: undefined });
      expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
        { path: 'verificationCode', reason: 'required' },
      ]);
    });
  });

  describe('PUT /wps/member/register with mobile verification (REGMOBVERF3) on', () => {
    const register = async (fields: Partial<RegisterPayload>) => {
      const ip = randomTestIp();
      return t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        remoteAddress: ip,
        headers: { cookie: await captchaCookie(ip) },
        payload: await encryptedBody(t.app, {
          username: `fb${randomInt(10_000_000, 99_999_999)}`,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          countryDialingCode: '60',
          captcha: CAPTCHA,
          agreement: true,
          ...fields,
        }),
      });
    };

    it('registers the number the token proves, with no SMS code', async () => {
      await useLocalKeys();
      await t.app.services.whitelabel.setModuleEnabled('REGMOBVERF3', true);
      const mobileNum = uniqueMobile();
      const username = `fb${randomInt(10_000_000, 99_999_999)}`;
      const firebaseToken = await idToken(`+60${mobileNum}`);
      expectValue(await register({ username, mobileNum, firebaseToken }), loginValueSchema);
      const member = await t.app.services.members.findByAccount(username);
      expect(member).toMatchObject({ dialing_code: '60', mobile_num: mobileNum });
      expect(member!.mobile_verified_at).not.toBeNull();
      await expectNoSms(mobileNum);
    });

    it('refuses a token for another number and writes no member', async () => {
      await useLocalKeys();
      await t.app.services.whitelabel.setModuleEnabled('REGMOBVERF3', true);
      const mobileNum = uniqueMobile();
      const username = `fb${randomInt(10_000_000, 99_999_999)}`;
      const firebaseToken = await idToken(`+60${uniqueMobile()}`);
      expectError(
        await register({ username, mobileNum, firebaseToken }),
        400,
        'VERIFICATION_FAILED',
      );
      expect(await t.app.services.members.findByAccount(username)).toBeUndefined();
      expect(await memberByMobile(mobileNum)).toBeUndefined();
    });
  });
});
