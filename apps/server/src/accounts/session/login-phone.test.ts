import { randomInt } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginValueSchema } from '@portal/shared/schemas/account';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createMember, postLogin, uniqueIp } from '../../../test/accounts.js';
import { latestCode } from '../../../test/outbox.js';
import { useTestApp } from '../../../test/helper.js';
import { FirebaseIdTokenVerifier } from './firebase-verifier.js';

const t = useTestApp();

const uniqueMobile = () => `1${randomInt(10_000_000, 99_999_999)}`;

async function sendLoginCode(mobileNum: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: uniqueIp(),
    payload: { mobileNum, countryDialingCode: '60' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return latestCode(t, `+60${mobileNum}`);
}

const smsLogin = (mobileNum: string, code: string, extra: Record<string, unknown> = {}) =>
  postLogin(
    t,
    { username: mobileNum, password: code, type: 'sms', countryDialingCode: '60', ...extra },
    { remoteAddress: uniqueIp() },
  );

describe('POST /wps/session/login by SMS code', () => {
  afterEach(async () => {
    await t.app.services.settings.update('register', (flags) => ({
      ...flags,
      showVerCodeLogin: true,
      pwdEnabled: true,
    }));
    await t.app.services.whitelabel.setModuleEnabled('MOBILEVERCODELOGIN3', true);
  });

  it('logs the owner of the number in with the code from the SMS', async () => {
    const mobileNum = uniqueMobile();
    const member = await createMember(t, { mobileNum });
    const value = expectValue(
      await smsLogin(mobileNum, await sendLoginCode(mobileNum)),
      loginValueSchema,
    );
    expect(value).toMatchObject({ customerId: member.id, mustChangePassword: false });
  });

  it('never forces a password change, even for the weak default password', async () => {
    const mobileNum = uniqueMobile();
    await createMember(t, { mobileNum, password: t.config.WEAK_DEFAULT_PASSWORD });
    const value = expectValue(
      await smsLogin(mobileNum, await sendLoginCode(mobileNum)),
      loginValueSchema,
    );
    expect(value.mustChangePassword).toBe(false);
  });

  it('needs no captcha and no new-IP check', async () => {
    const mobileNum = uniqueMobile();
    const member = await createMember(t, { mobileNum, email: `${mobileNum}@example.com` });
    await t.app.services.sessions.recordKnownIp(member.id, '198.51.100.99');
    const ip = uniqueIp();
    // A failed password login from this address would ask a password login for the captcha.
    await postLogin(
      t,
      { username: member.account, password: 'wrong-one', type: 'username' },
      { remoteAddress: ip },
    );
    const code = await sendLoginCode(mobileNum);
    const response = await postLogin(
      t,
      { username: mobileNum, password: code, type: 'sms', countryDialingCode: '60' },
      { remoteAddress: ip },
    );
    expectValue(response, loginValueSchema);
  });

  it('refuses a wrong code with SMS_CODE_INVALID', async () => {
    const mobileNum = uniqueMobile();
    await createMember(t, { mobileNum });
    const code = await sendLoginCode(mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await smsLogin(mobileNum, wrong), 400, 'SMS_CODE_INVALID');
  });

  it('refuses a number without a code with SMS_CODE_EXPIRED', async () => {
    const mobileNum = uniqueMobile();
    await createMember(t, { mobileNum });
    expectError(await smsLogin(mobileNum, '123456'), 400, 'SMS_CODE_EXPIRED');
  });

  it('refuses a code that is used up', async () => {
    const mobileNum = uniqueMobile();
    await createMember(t, { mobileNum });
    const code = await sendLoginCode(mobileNum);
    expectValue(await smsLogin(mobileNum, code), loginValueSchema);
    expectError(await smsLogin(mobileNum, code), 400, 'SMS_CODE_EXPIRED');
  });

  it('answers MOBILE_NOT_FOUND when no member has the number any more', async () => {
    const mobileNum = uniqueMobile();
    await t.app.services.verificationCodes.issue({
      purpose: 'noLogin',
      channel: 'sms',
      destination: `+60${mobileNum}`,
      language: 'EN',
    });
    const code = await latestCode(t, `+60${mobileNum}`);
    expectError(await smsLogin(mobileNum, code), 400, 'MOBILE_NOT_FOUND');
  });

  it('refuses a disabled account with ACCOUNT_DISABLED', async () => {
    const mobileNum = uniqueMobile();
    await createMember(t, { mobileNum, status: 'disabled' });
    const code = await sendLoginCode(mobileNum);
    expectError(await smsLogin(mobileNum, code), 403, 'ACCOUNT_DISABLED');
  });

  it('needs the country dialing code and a mobile number', async () => {
    const noCountry = await postLogin(t, {
      username: '123456789',
      password: '123456',
      type: 'sms',
    });
    expect(expectError(noCountry, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'countryDialingCode', reason: 'required' },
    ]);
    const notANumber = await smsLogin('player01', '123456');
    expect(expectError(notANumber, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'username', reason: 'invalid_mobile' },
    ]);
  });

  it('is the only way in while password login (pwdEnabled) is off', async () => {
    await t.app.services.settings.update('register', (flags) => ({ ...flags, pwdEnabled: false }));
    const mobileNum = uniqueMobile();
    const member = await createMember(t, { mobileNum });
    const byPassword = await postLogin(
      t,
      { username: member.account, password: member.password, type: 'username' },
      { remoteAddress: uniqueIp() },
    );
    expectError(byPassword, 403, 'OPERATION_NOT_ALLOWED');
    const value = expectValue(
      await smsLogin(mobileNum, await sendLoginCode(mobileNum)),
      loginValueSchema,
    );
    expect(value.customerId).toBe(member.id);
  });

  it('is refused with OPERATION_NOT_ALLOWED while showVerCodeLogin is off', async () => {
    await t.app.services.settings.update('register', (flags) => ({
      ...flags,
      showVerCodeLogin: false,
    }));
    expectError(await smsLogin(uniqueMobile(), '123456'), 403, 'OPERATION_NOT_ALLOWED');
  });

  it('is refused with OPERATION_NOT_ALLOWED while module MOBILEVERCODELOGIN3 is off', async () => {
    await t.app.services.whitelabel.setModuleEnabled('MOBILEVERCODELOGIN3', false);
    expectError(await smsLogin(uniqueMobile(), '123456'), 403, 'OPERATION_NOT_ALLOWED');
  });
});

describe('POST /wps/session/login by Firebase token', () => {
  const PROJECT = 'portal-test';
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  let forger: Awaited<ReturnType<typeof generateKeyPair>>;
  const original = () => t.app.services.login.firebase;
  let disabled: typeof t.app.services.login.firebase;

  beforeAll(async () => {
    [keys, forger] = await Promise.all([generateKeyPair('RS256'), generateKeyPair('RS256')]);
    disabled = original();
  });
  afterEach(() => {
    t.app.services.login.firebase = disabled;
  });

  const idToken = (phoneNumber: string) => {
    const now = Math.floor(Date.now() / 1000);
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
      .sign(keys.privateKey);
  };

  const useLocalKeys = async () => {
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'key-1', alg: 'RS256' };
    t.app.services.login.firebase = new FirebaseIdTokenVerifier(
      PROJECT,
      createLocalJWKSet({ keys: [jwk] }),
    );
  };

  const firebaseLogin = async (mobileNum: string, token: string) =>
    postLogin(
      t,
      { username: mobileNum, password: token, type: 'firebase', countryDialingCode: '60' },
      { remoteAddress: uniqueIp() },
    );

  it('is refused with OPERATION_NOT_ALLOWED while FIREBASE_PROJECT_ID is unset', async () => {
    const mobileNum = uniqueMobile();
    await createMember(t, { mobileNum });
    const response = await firebaseLogin(mobileNum, await idToken(`+60${mobileNum}`));
    expectError(response, 403, 'OPERATION_NOT_ALLOWED');
  });

  it('logs the owner of the proven number in', async () => {
    await useLocalKeys();
    const mobileNum = uniqueMobile();
    const member = await createMember(t, { mobileNum });
    const response = await firebaseLogin(mobileNum, await idToken(`+60${mobileNum}`));
    expect(expectValue(response, loginValueSchema).customerId).toBe(member.id);
  });

  it('refuses a token that proves another number with VERIFICATION_FAILED', async () => {
    await useLocalKeys();
    const mobileNum = uniqueMobile();
    await createMember(t, { mobileNum });
    const response = await firebaseLogin(mobileNum, await idToken(`+60${uniqueMobile()}`));
    expectError(response, 400, 'VERIFICATION_FAILED');
  });

  it('refuses a forged token with VERIFICATION_FAILED', async () => {
    await useLocalKeys();
    const mobileNum = uniqueMobile();
    await createMember(t, { mobileNum });
    const forged = await new SignJWT({ phone_number: `+60${mobileNum}` })
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .sign(forger.privateKey);
    expectError(await firebaseLogin(mobileNum, forged), 400, 'VERIFICATION_FAILED');
  });

  it('answers MOBILE_NOT_FOUND for a proven number that no member has', async () => {
    await useLocalKeys();
    const mobileNum = uniqueMobile();
    const response = await firebaseLogin(mobileNum, await idToken(`+60${mobileNum}`));
    expectError(response, 400, 'MOBILE_NOT_FOUND');
  });
});
