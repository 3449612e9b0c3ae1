import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { captchaValueSchema, loginValueSchema } from '@portal/shared/schemas/account';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createMember, postLogin, uniqueIp } from '../../../test/accounts.js';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helper.js';

const t = useTestApp({ env: { CAPTCHA_FIXED_ANSWER: '7305', TRUST_PROXY: 'true' } });

const getCaptcha = (cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/wps/captcha', cookies, headers });

const captchaCookie = (response: Awaited<ReturnType<typeof getCaptcha>>) =>
  response.cookies.find((c) => c.name === 'portal_captcha')!;

/** A login that needs the captcha: the account failed once before. */
async function loginNeedingCaptcha(captcha: string | undefined, cookies: Record<string, string>) {
  const member = await createMember(t);
  const ip = uniqueIp();
  await postLogin(
    t,
    { username: member.account, password: 'wrong-one', type: 'username' },
    {
      remoteAddress: ip,
    },
  );
  return postLogin(
    t,
    {
      username: member.account,
      password: member.password,
      type: 'username',
      ...(captcha === undefined ? {} : { captcha }),
    },
    { remoteAddress: ip, cookies },
  );
}

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((app) => app.close())));

describe('GET /wps/captcha', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a PNG data URL and binds its answer to an HttpOnly, SameSite=Strict cookie', async () => {
    const response = await getCaptcha();
    const image = expectValue(response, captchaValueSchema);
    expect(image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(image.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(captchaCookie(response)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/wps',
      maxAge: 300,
    });
    expect(captchaCookie(response).secure).toBeFalsy();
  });

  it('marks the cookie Secure over https', async () => {
    const response = await getCaptcha({}, { 'x-forwarded-proto': 'https' });
    expect(captchaCookie(response).secure).toBe(true);
  });

  it('refuses a refresh less than a second after the last one with TOO_MANY_REQUESTS', async () => {
    // The store reads the clock it was built with, so this app is built on the fake one.
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await createTestApp({ env: { CAPTCHA_FIXED_ANSWER: '7305' }, seed: false });
    apps.push(app);
    const get = (cookies: Record<string, string> = {}) =>
      app.app.inject({ url: '/wps/captcha', cookies });
    const first = await get();
    const cookies = { portal_captcha: captchaCookie(first).value };
    expectError(await get(cookies), 429, 'TOO_MANY_REQUESTS');

    vi.setSystemTime(Date.now() + 999);
    expectError(await get(cookies), 429, 'TOO_MANY_REQUESTS');
    vi.setSystemTime(Date.now() + 1);
    const again = await get(cookies);
    expectValue(again, captchaValueSchema);
    expect(captchaCookie(again).value).toBe(cookies.portal_captcha);
    // Someone else is not slowed down.
    expectValue(await get(), captchaValueSchema);
  });

  it('issues a new image at once after the previous answer was tried and used up', async () => {
    const first = await getCaptcha();
    const cookies = { portal_captcha: captchaCookie(first).value };
    const refused = await loginNeedingCaptcha('0000', cookies);
    expectError(refused, 400, 'CAPTCHA_INVALID');
    const next = await getCaptcha(cookies);
    expectValue(next, captchaValueSchema);
    expectValue(await loginNeedingCaptcha('7305', cookies), loginValueSchema);
  });

  it('refuses an unknown query parameter', async () => {
    expectError(await t.app.inject({ url: '/wps/captcha?t=1' }), 400, 'VALIDATION_FAILED');
  });
});

describe('captcha check at login', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts the answer of the image shown to this browser', async () => {
    const cookies = { portal_captcha: captchaCookie(await getCaptcha()).value };
    expectValue(await loginNeedingCaptcha('7305', cookies), loginValueSchema);
  });

  it('refuses a missing answer with CAPTCHA_REQUIRED', async () => {
    const cookies = { portal_captcha: captchaCookie(await getCaptcha()).value };
    const response = await loginNeedingCaptcha(undefined, cookies);
    expect(expectError(response, 400, 'CAPTCHA_REQUIRED').value).toEqual({ captcha: true });
  });

  it('refuses the right answer from a browser that was not shown the image', async () => {
    await getCaptcha();
    const response = await loginNeedingCaptcha('7305', {});
    expect(expectError(response, 400, 'CAPTCHA_INVALID').value).toEqual({ captcha: true });
  });

  it('refuses an answer after five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await createTestApp({ env: { CAPTCHA_FIXED_ANSWER: '7305' }, seed: false });
    apps.push(app);
    const member = await createMember(app);
    const ip = uniqueIp();
    await postLogin(
      app,
      { username: member.account, password: 'wrong-one', type: 'username' },
      { remoteAddress: ip },
    );
    const image = await app.app.inject({ url: '/wps/captcha', remoteAddress: ip });
    const cookies = { portal_captcha: captchaCookie(image).value };
    vi.setSystemTime(Date.now() + 5 * 60_000);
    const response = await postLogin(
      app,
      { username: member.account, password: member.password, type: 'username', captcha: '7305' },
      { remoteAddress: ip, cookies },
    );
    expectError(response, 400, 'CAPTCHA_INVALID');
  });
});
