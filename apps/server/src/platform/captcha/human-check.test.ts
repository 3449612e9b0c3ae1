import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginValueSchema, type RegisterPayload } from '@portal/shared/schemas/account';
import type { HumanCheckSetting } from '@portal/shared/schemas/human-check';
import { operatorSiteSettingsSchema } from '@portal/shared/schemas/site-settings';
import { whitelabelValueSchema } from '@portal/shared/schemas/system';
import { createMember, postLogin, uniqueIp } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, operatorCall } from '../../../test/content.js';
import { encryptedBody } from '../../../test/encrypted.js';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../test/helper.js';
import { randomTestIp } from '../../../test/factories.js';
import { staffWithToken } from '../../../test/staff.js';

const GOOD_TOKEN = 'good-widget-answer';
const CAPTCHA = '2468';
const SECRET = 'stand-in-secret';

/** A stand-in siteverify: success for GOOD_TOKEN, failure otherwise; `down` answers 500. */
const standIn = {
  calls: [] as URLSearchParams[],
  down: false,
  server: http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      standIn.calls.push(form);
      if (standIn.down) {
        response.writeHead(500).end('<html>oops</html>');
        return;
      }
      const success = form.get('secret') === SECRET && form.get('response') === GOOD_TOKEN;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          success ? { success } : { success, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  }),
};

const options: TestAppOptions = { env: {} };
const t = {} as TestApp;
let admin: { headers: Record<string, string> };
let viewer: { headers: Record<string, string> };

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.server.address() as AddressInfo;
  options.env = {
    VERIFY_NEW_IP: 'false',
    CAPTCHA_FIXED_ANSWER: CAPTCHA,
    HUMAN_CHECK_PROVIDER: 'turnstile',
    HUMAN_CHECK_SITE_KEY: 'site-key-1',
    HUMAN_CHECK_SECRET: SECRET,
    HUMAN_CHECK_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
  };
  Object.assign(t, await createTestApp(options));
  [admin, viewer] = await Promise.all([staffWithToken(t, 'admin'), staffWithToken(t, 'viewer')]);
});

afterAll(async () => {
  await t.close?.();
  await new Promise((resolve) => standIn.server.close(resolve));
});

afterEach(async () => {
  standIn.calls.length = 0;
  standIn.down = false;
  await t.app.services.settings.set('humanCheck', {
    login: false,
    smsCode: false,
    register: false,
  });
});

const places = (app: TestApp, on: Partial<HumanCheckSetting>) =>
  app.app.services.settings.set('humanCheck', {
    login: false,
    smsCode: false,
    register: false,
    ...on,
  });

const uniqueMobile = () => `1${randomInt(10_000_000, 99_999_999)}`;

const passwordLogin = async (
  app: TestApp,
  extra: Record<string, unknown> = {},
  ip = uniqueIp(),
) => {
  const member = await createMember(app);
  const response = await postLogin(
    app,
    { username: member.account, password: member.password, type: 'username', ...extra },
    { remoteAddress: ip },
  );
  return { member, response };
};

const sendLoginCode = (app: TestApp, mobileNum: string, extra: Record<string, unknown> = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: uniqueIp(),
    payload: { mobileNum, countryDialingCode: '60', ...extra },
  });

const outboxCount = async (mobileNum: string) =>
  (
    await t.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('destination', '=', `+60${mobileNum}`)
      .execute()
  ).length;

/** The cookie that binds the (fixed) captcha answer to this requester. */
async function captchaCookie(ip: string): Promise<string> {
  const response = await t.app.inject({ url: '/wps/captcha', remoteAddress: ip });
  const cookie = response.cookies.find((entry) => entry.name === 'portal_captcha');
  expect(cookie, response.body).toBeDefined();
  return `portal_captcha=${cookie!.value}`;
}

const register = async (extra: Partial<RegisterPayload> = {}) => {
  const username = `hc${randomInt(10_000_000, 99_999_999)}`;
  const ip = randomTestIp();
  const response = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress: ip,
    headers: { host: 'portal.example', cookie: await captchaCookie(ip) },
    payload: await encryptedBody(t.app, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: uniqueMobile(),
      countryDialingCode: '60',
      captcha: CAPTCHA,
      agreement: true,
      ...extra,
    }),
  });
  return { username, response };
};

describe('human check on login', () => {
  it('asks nothing while the place is off, and never calls the provider', async () => {
    expectValue((await passwordLogin(t)).response, loginValueSchema);
    expect(standIn.calls).toHaveLength(0);
  });

  it('refuses a login without a widget answer, then a refused one, and admits a good one', async () => {
    await places(t, { login: true });
    expectError((await passwordLogin(t)).response, 400, 'HUMAN_CHECK_REQUIRED');
    expect(standIn.calls).toHaveLength(0);

    // An IPv4 address, so that remoteip reads back as it was sent.
    const ip = randomTestIp();
    const { member, response } = await passwordLogin(t, { humanCheck: 'forged' }, ip);
    expectError(response, 400, 'HUMAN_CHECK_FAILED');
    // Like a wrong captcha, the refusal writes no login history and counts no failure: the next
    // try needs no image captcha (LOGIN_CAPTCHA_AFTER is 1).
    const history = await t.db
      .selectFrom('member_logins')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(history).toHaveLength(0);
    const good = await postLogin(
      t,
      {
        username: member.account,
        password: member.password,
        type: 'username',
        humanCheck: GOOD_TOKEN,
      },
      { remoteAddress: ip },
    );
    expect(expectValue(good, loginValueSchema).customerId).toBe(member.id);
    const form = standIn.calls.at(-1)!;
    expect(Object.fromEntries(form)).toEqual({
      secret: SECRET,
      response: GOOD_TOKEN,
      remoteip: ip,
    });
  });

  it('answers 503, never a pass, while the provider cannot answer', async () => {
    await places(t, { login: true });
    standIn.down = true;
    expectError(
      (await passwordLogin(t, { humanCheck: GOOD_TOKEN })).response,
      503,
      'SERVICE_UNAVAILABLE',
    );
  });
});

describe('human check on the SMS login code', () => {
  it('sends no SMS without a good widget answer', async () => {
    await places(t, { smsCode: true });
    const mobileNum = uniqueMobile();
    await createMember(t, { mobileNum });
    expectError(await sendLoginCode(t, mobileNum), 400, 'HUMAN_CHECK_REQUIRED');
    expectError(
      await sendLoginCode(t, mobileNum, { humanCheck: 'forged' }),
      400,
      'HUMAN_CHECK_FAILED',
    );
    expect(await outboxCount(mobileNum)).toBe(0);
    const sent = await sendLoginCode(t, mobileNum, { humanCheck: GOOD_TOKEN });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await outboxCount(mobileNum)).toBe(1);
  });

  it('sends the code without a widget answer while the place is off', async () => {
    const mobileNum = uniqueMobile();
    await createMember(t, { mobileNum });
    expect((await sendLoginCode(t, mobileNum)).statusCode).toBe(200);
    expect(standIn.calls).toHaveLength(0);
  });
});

describe('human check on registration', () => {
  it('writes no member without a good widget answer', async () => {
    await places(t, { register: true });
    const missing = await register();
    expectError(missing.response, 400, 'HUMAN_CHECK_REQUIRED');
    const refused = await register({ humanCheck: 'forged' });
    expectError(refused.response, 400, 'HUMAN_CHECK_FAILED');
    for (const { username } of [missing, refused]) {
      expect(await t.app.services.members.findByAccount(username)).toBeUndefined();
    }
    const admitted = await register({ humanCheck: GOOD_TOKEN });
    expectValue(admitted.response, loginValueSchema);
    expect(await t.app.services.members.findByAccount(admitted.username)).toBeDefined();
  });

  it('refuses the mobile registration without a widget answer, before the code is spent', async () => {
    await places(t, { register: true });
    await t.app.services.settings.update('register', (flags) => ({ ...flags, mobileReg: true }));
    const mobileNum = uniqueMobile();
    const ip = randomTestIp();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      remoteAddress: ip,
      headers: { cookie: await captchaCookie(ip) },
      payload: await encryptedBody(t.app, {
        mobileNum,
        countryDialingCode: '60',
        verificationCode: '123456',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        captcha: CAPTCHA,
        agreement: true,
      }),
    });
    expectError(response, 400, 'HUMAN_CHECK_REQUIRED');
    expect(await t.app.services.members.findByMobile('60', mobileNum)).toBeUndefined();
  });
});

describe('what the site and the console are told', () => {
  it('gives the site the widget and its places in the whitelabel answer', async () => {
    await places(t, { login: true, register: true });
    const { info } = expectValue(
      await t.app.inject({ url: '/wps/system/whitelabel', remoteAddress: uniqueIp() }),
      whitelabelValueSchema,
    );
    expect(info.humanCheck).toEqual({
      provider: 'turnstile',
      siteKey: 'site-key-1',
      scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      login: true,
      smsCode: false,
      register: true,
    });
  });

  it("lets the page load the provider's widget (Content-Security-Policy)", async () => {
    const response = await t.app.inject({ url: '/wps/system/whitelabel' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
  });

  it('saves the switches for an admin, audited, and refuses bad bodies and viewers', async () => {
    const put = (headers: Record<string, string>, body: unknown) =>
      operatorCall(t, 'PUT', '/wps/operator/site/settings/humanCheck', headers, body);
    const saved = expectValue(
      await put(admin.headers, { login: true, smsCode: true, register: false }),
      operatorSiteSettingsSchema,
    );
    expect(saved.humanCheck).toEqual({ login: true, smsCode: true, register: false });
    expect(saved.humanCheckProvider).toBe('turnstile');
    const [line] = await auditLines(t, 'site.setting', 'setting:humanCheck');
    expect(line?.details).toEqual({
      changes: { login: { from: false, to: true }, smsCode: { from: false, to: true } },
    });
    for (const bad of [
      { login: 'yes', smsCode: true, register: false },
      { login: true, smsCode: true, register: false, extra: true },
      { login: true },
    ]) {
      expectError(await put(admin.headers, bad), 400, 'VALIDATION_FAILED');
    }
    expectError(
      await put(viewer.headers, { login: false, smsCode: false, register: false }),
      403,
      'STAFF_FORBIDDEN',
    );
  });
});

describe('without the provider keys in the environment', () => {
  const bare = {} as TestApp;
  beforeAll(async () => {
    Object.assign(bare, await createTestApp({ env: { VERIFY_NEW_IP: 'false' } }));
  });
  afterAll(async () => {
    await bare.close?.();
  });

  it('asks nothing even with every switch on, and tells the site and console so', async () => {
    await places(bare, { login: true, smsCode: true, register: true });
    expectValue((await passwordLogin(bare)).response, loginValueSchema);
    const { info } = expectValue(
      await bare.app.inject({ url: '/wps/system/whitelabel', remoteAddress: uniqueIp() }),
      whitelabelValueSchema,
    );
    expect(info.humanCheck).toBeNull();
    const csp = String(
      (await bare.app.inject({ url: '/wps/system/whitelabel' })).headers['content-security-policy'],
    );
    expect(csp).not.toContain('challenges.cloudflare.com');
    const bareAdmin = await staffWithToken(bare, 'admin');
    const settings = expectValue(
      await operatorCall(bare, 'GET', '/wps/operator/site/settings', bareAdmin.headers),
      operatorSiteSettingsSchema,
    );
    expect(settings.humanCheckProvider).toBeNull();
    expect(standIn.calls).toHaveLength(0);
  });
});
