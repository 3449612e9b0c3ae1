import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsCodeValueSchema } from '@portal/shared/schemas/account';
import { createMember } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helper.js';
import { latestCode, latestMessage } from '../../../test/outbox.js';

/** A Malaysian mobile number (9 digits after +60) no other test uses. */
const newMobile = () => `1${randomInt(10_000_000, 99_999_999)}`;

let lastIp = 0;
/** A client address of its own, so the per-IP throttle of one test never meets another's. */
const freshIp = () => `198.51.100.${(lastIp = (lastIp % 250) + 1)}`;

const sendNoLogin = (
  t: TestApp,
  payload: Record<string, unknown>,
  options: { ip?: string; language?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: options.ip ?? freshIp(),
    headers: options.language ? { language: options.language } : {},
    payload,
  });

const sendRegister = (
  t: TestApp,
  payload: Record<string, unknown>,
  options: { ip?: string; language?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: options.ip ?? freshIp(),
    headers: options.language ? { language: options.language } : {},
    payload,
  });

async function memberWithMobile(t: TestApp) {
  const mobileNum = newMobile();
  await createMember(t, { password: null, dialingCode: '60', mobileNum });
  return mobileNum;
}

describe('POST /wps/verification/sms/noLogin', () => {
  const t = useTestApp({ seed: false });

  it('sends a code to a member’s number in the request language', async () => {
    const mobileNum = await memberWithMobile(t);
    const response = await sendNoLogin(
      t,
      { mobileNum, countryDialingCode: '60' },
      { language: 'EN' },
    );
    expect(expectValue(response, smsCodeValueSchema)).toEqual({ expiredMinutes: 1 });
    const message = await latestMessage(t, `+60${mobileNum}`);
    expect(message).toMatchObject({
      channel: 'sms',
      purpose: 'noLogin',
      transport: 'outbox',
      status: 'stored',
      subject: '',
      error: null,
    });
    const code = await latestCode(t, `+60${mobileNum}`);
    expect(message.body).toBe(`Your verification code is ${code}. It expires in 1 minute.`);
    await t.app.services.verificationCodes.verify({
      purpose: 'noLogin',
      destination: `+60${mobileNum}`,
      code,
    });
  });

  it('writes the SMS in Traditional Chinese for TY', async () => {
    const mobileNum = await memberWithMobile(t);
    await sendNoLogin(t, { mobileNum, countryDialingCode: '60' }, { language: 'TY' });
    expect((await latestMessage(t, `+60${mobileNum}`)).body).toMatch(/^您的驗證碼是 \d{6}/);
  });

  it('accepts the dialing code with its plus sign', async () => {
    const mobileNum = await memberWithMobile(t);
    const response = await sendNoLogin(t, { mobileNum, countryDialingCode: '+60' });
    expectValue(response, smsCodeValueSchema);
    expect((await latestMessage(t, `+60${mobileNum}`)).purpose).toBe('noLogin');
  });

  it('refuses a number that belongs to no member', async () => {
    const response = await sendNoLogin(t, { mobileNum: newMobile(), countryDialingCode: '60' });
    expectError(response, 400, 'MOBILE_NOT_FOUND');
  });

  it('refuses the same number under another dialing code', async () => {
    const mobileNum = await memberWithMobile(t);
    const response = await sendNoLogin(t, { mobileNum, countryDialingCode: '65' });
    expectError(response, 400, 'MOBILE_NOT_FOUND');
  });

  it('answers one request per second per client IP', async () => {
    const ip = freshIp();
    const first = await memberWithMobile(t);
    const second = await memberWithMobile(t);
    expectValue(
      await sendNoLogin(t, { mobileNum: first, countryDialingCode: '60' }, { ip }),
      smsCodeValueSchema,
    );
    const refused = expectError(
      await sendNoLogin(t, { mobileNum: second, countryDialingCode: '60' }, { ip }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(refused.value).toEqual({ retryAfterSeconds: 1 });
    // Unknown numbers are throttled too: the throttle comes before the lookup.
    expectError(
      await sendNoLogin(t, { mobileNum: newMobile(), countryDialingCode: '60' }, { ip }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expectValue(
      await sendNoLogin(t, { mobileNum: second, countryDialingCode: '60' }, { ip: freshIp() }),
      smsCodeValueSchema,
    );
  });

  it('makes the member wait out the countdown before a new code', async () => {
    const mobileNum = await memberWithMobile(t);
    await sendNoLogin(t, { mobileNum, countryDialingCode: '60' });
    const refused = expectError(
      await sendNoLogin(t, { mobileNum, countryDialingCode: '60' }),
      429,
      'TOO_MANY_REQUESTS',
    );
    const { retryAfterSeconds } = refused.value as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it.each([
    ['a missing dialing code', { mobileNum: '123456789' }],
    ['letters in the number', { mobileNum: '12345abc9', countryDialingCode: '60' }],
    ['a dialing code of five digits', { mobileNum: '123456789', countryDialingCode: '60000' }],
    ['an unknown field', { mobileNum: '123456789', countryDialingCode: '60', captcha: '1' }],
  ])('refuses %s', async (_name, payload) => {
    expectError(await sendNoLogin(t, payload), 400, 'VALIDATION_FAILED');
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.paths['/wps/verification/sms/noLogin']?.post).toBeDefined();
    expect(document.paths['/wps/verification/sms/register']?.post).toBeDefined();
  });
});

describe('POST /wps/verification/sms/register', () => {
  const t = useTestApp({ seed: false });

  it('sends a code that proves a number no member has', async () => {
    const mobileNo = newMobile();
    const response = await sendRegister(t, { mobileNo, countryDialingCode: '60' });
    expect(expectValue(response, smsCodeValueSchema)).toEqual({ expiredMinutes: 1 });
    const message = await latestMessage(t, `+60${mobileNo}`);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'register', status: 'stored' });
    // The default language is MY.
    expect(message.body).toMatch(/^Kod pengesahan anda ialah \d{6}\./);
    await t.app.services.verificationCodes.verify({
      purpose: 'register',
      destination: `+60${mobileNo}`,
      code: await latestCode(t, `+60${mobileNo}`),
    });
  });

  it('is not throttled per IP: a family may register two numbers at once', async () => {
    const ip = freshIp();
    for (const mobileNo of [newMobile(), newMobile()]) {
      expectValue(
        await sendRegister(t, { mobileNo, countryDialingCode: '60' }, { ip }),
        smsCodeValueSchema,
      );
    }
  });

  it('refuses a number that is already registered', async () => {
    const mobileNum = await memberWithMobile(t);
    const response = await sendRegister(t, { mobileNo: mobileNum, countryDialingCode: '60' });
    expectError(response, 409, 'MOBILE_TAKEN');
  });

  it.each([
    ['60', '12345678'],
    ['60', '12345678901'],
    ['86', '1381234567'],
    ['65', '812345678'],
  ])('refuses a +%s number of the wrong length (%s)', async (countryDialingCode, mobileNo) => {
    const error = expectError(
      await sendRegister(t, { mobileNo, countryDialingCode }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([{ path: 'mobileNo', reason: 'length' }]);
  });

  it('makes the member wait out the countdown before a new code', async () => {
    const mobileNo = newMobile();
    await sendRegister(t, { mobileNo, countryDialingCode: '60' });
    expectError(
      await sendRegister(t, { mobileNo, countryDialingCode: '60' }),
      429,
      'TOO_MANY_REQUESTS',
    );
  });

  it.each([
    ['the login call’s field name', { mobileNum: '123456789', countryDialingCode: '60' }],
    ['a missing number', { countryDialingCode: '60' }],
  ])('refuses %s', async (_name, payload) => {
    expectError(await sendRegister(t, payload), 400, 'VALIDATION_FAILED');
  });
});

/**
 * The limits that need time to pass: the app is built under a fake Date, so its short-lived
 * store (codes, waits and counters) follows the clock the test moves.
 */
describe('code limits through both SMS calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2025, 10, 21, 8) });
    t = await createTestApp({ seed: false, env: { SMS_DAILY_QUOTA: '7' } });
  });

  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  const minutes = (count: number) => vi.setSystemTime(Date.now() + count * 60_000);

  it('blocks a number for 5 minutes after 5 codes in 15 minutes', async () => {
    const mobileNum = await memberWithMobile(t);
    const payload = { mobileNum, countryDialingCode: '60' };
    for (let i = 0; i < 5; i += 1) {
      expectValue(await sendNoLogin(t, payload), smsCodeValueSchema);
      minutes(1);
    }
    const refused = expectError(await sendNoLogin(t, payload), 429, 'SMS_TOO_MANY');
    expect(refused.value).toEqual({ retryAfterSeconds: 300 });
    expect(refused.message).toContain('5');
    minutes(4);
    expectError(await sendNoLogin(t, payload), 429, 'SMS_TOO_MANY');
    minutes(1);
    expectValue(await sendNoLogin(t, payload), smsCodeValueSchema);
  });

  it('blocks the registration code the same way', async () => {
    const payload = { mobileNo: newMobile(), countryDialingCode: '60' };
    for (let i = 0; i < 5; i += 1) {
      expectValue(await sendRegister(t, payload), smsCodeValueSchema);
      minutes(1);
    }
    expectError(await sendRegister(t, payload), 429, 'SMS_TOO_MANY');
  });

  it('refuses codes beyond the daily quota of a number', async () => {
    const mobileNum = await memberWithMobile(t);
    const login = { mobileNum, countryDialingCode: '60' };
    for (let i = 0; i < 7; i += 1) {
      expectValue(await sendNoLogin(t, login), smsCodeValueSchema);
      minutes(4);
    }
    expectError(await sendNoLogin(t, login), 429, 'SMS_QUOTA_EXCEEDED');
    minutes(24 * 60);
    expectValue(await sendNoLogin(t, login), smsCodeValueSchema);
  });

  it('lets a code expire after expiredMinutes', async () => {
    const mobileNo = newMobile();
    await sendRegister(t, { mobileNo, countryDialingCode: '60' });
    const code = await latestCode(t, `+60${mobileNo}`);
    minutes(1);
    await expect(
      t.app.services.verificationCodes.verify({
        purpose: 'register',
        destination: `+60${mobileNo}`,
        code,
      }),
    ).rejects.toMatchObject({ code: 'SMS_CODE_EXPIRED' });
  });
});
