import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loginValueSchema,
  memberInfoSchema,
  type RegisterPayload,
} from '@portal/shared/schemas/account';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { encryptedBody } from '../../../test/encrypted.js';
import { randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { latestCode } from '../../../test/outbox.js';

const CAPTCHA = '2468';
const t = useTestApp({ env: { CAPTCHA_FIXED_ANSWER: CAPTCHA, VERIFY_NEW_IP: 'false' } });

const uniqueUsername = () => `player${randomInt(10_000_000, 99_999_999)}`;
/** A Malaysian mobile number (9 digits after the dialing code) nobody has yet. */
const uniqueMobile = () => `1${randomInt(10_000_000, 99_999_999)}`;

const validPayload = (): RegisterPayload => ({
  username: uniqueUsername(),
  password: 'Secret123',
  confirmPassword: 'Secret123',
  mobileNum: uniqueMobile(),
  countryDialingCode: '60',
  captcha: CAPTCHA,
  agreement: true,
});

/** The cookie that binds the captcha answer to this requester, as GET /wps/captcha sets it. */
async function captchaCookie(ip: string): Promise<string> {
  const response = await t.app.inject({ url: '/wps/captcha', remoteAddress: ip });
  const cookie = response.cookies.find((entry) => entry.name === 'portal_captcha');
  expect(cookie, response.body).toBeDefined();
  return `portal_captcha=${cookie!.value}`;
}

async function register(
  fields: Partial<RegisterPayload> & Record<string, unknown> = {},
  options: { ip?: string; cookie?: string | null } = {},
) {
  const ip = options.ip ?? randomTestIp();
  const cookie = options.cookie === undefined ? await captchaCookie(ip) : options.cookie;
  return t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress: ip,
    headers: { host: 'portal.example', ...(cookie ? { cookie } : {}) },
    payload: await encryptedBody(t.app, { ...validPayload(), ...fields }),
  });
}

const memberOf = (account: string) => t.app.services.members.findByAccount(account);

/** Switches one registration rule for the duration of a test. */
const changedRules: { field: string; enabled: number; required: number }[] = [];
async function setRule(field: string, flags: { enabled?: boolean; required?: boolean }) {
  const current = await t.db
    .selectFrom('registration_rules')
    .select(['enabled', 'required'])
    .where('field', '=', field)
    .executeTakeFirstOrThrow();
  changedRules.push({ field, ...current });
  await t.db
    .updateTable('registration_rules')
    .set({
      ...(flags.enabled === undefined ? {} : { enabled: flags.enabled ? 1 : 0 }),
      ...(flags.required === undefined ? {} : { required: flags.required ? 1 : 0 }),
    })
    .where('field', '=', field)
    .execute();
}

afterEach(async () => {
  for (const { field, enabled, required } of changedRules.splice(0).reverse()) {
    await t.db
      .updateTable('registration_rules')
      .set({ enabled, required })
      .where('field', '=', field)
      .execute();
  }
  await t.app.services.whitelabel.setModuleEnabled('DIRECTREG3', true);
  await t.app.services.whitelabel.setModuleEnabled('REGMOBVERF3', false);
  vi.restoreAllMocks();
});

describe('PUT /wps/member/register', () => {
  it('creates the member as typed and signs them in with the returned value', async () => {
    const ip = randomTestIp();
    // The referral code of a member who invited them (invite friends, decision 028).
    const referrer = await createMember(t);
    await t.db
      .insertInto('referral_codes')
      .values({ member_id: referrer.id, code: 'FRIEND01' })
      .execute();
    const username = `NewPl${randomInt(10_000_000, 99_999_999)}`;
    const payload = {
      username,
      email: 'New.Player@Example.com',
      payeeName: 'Ali Bin Abu',
      whatsapp: '60123456789',
      referralCode: 'FRIEND01',
      domain: 'www.portal.example',
    };
    const value = expectValue(await register(payload, { ip }), loginValueSchema);
    expect(value).toMatchObject({
      username,
      nickname: username,
      type: 0,
      firstTimeLogin: true,
      mustChangePassword: false,
    });

    const member = (await memberOf(username))!;
    expect(member).toMatchObject({
      account: username,
      account_key: username.toLowerCase(),
      nickname: username,
      type: 0,
      status: 'active',
      email: 'New.Player@Example.com',
      email_key: 'new.player@example.com',
      payee_name: 'Ali Bin Abu',
      dialing_code: '60',
      upline_id: null,
      register_ip: ip,
      register_domain: 'www.portal.example',
      payment_password_hash: null,
      currency: 'MYR',
    });
    expect(member.password_hash).toMatch(/^\$argon2id\$/);
    expect(await t.app.services.passwords.verify(member.password_hash!, 'Secret123')).toBe(true);
    expect(member.password_changed_at).not.toBeNull();
    expect(JSON.parse(member.profile)).toEqual({
      whatsapp: '60123456789',
      referralCode: 'FRIEND01',
    });

    const info = await t.app.inject({ url: '/wps/member/info', headers: authHeader(value.token) });
    expect(expectValue(info, memberInfoSchema)).toMatchObject({ id: member.id, account: username });
    // The new password works for the next login too.
    expect((await login(t, username, 'Secret123', {}, { remoteAddress: ip })).customerId).toBe(
      member.id,
    );
  });

  it('records the site host when the form names no domain', async () => {
    const { username } = validPayload();
    expectValue(await register({ username }), loginValueSchema);
    expect((await memberOf(username))!.register_domain).toBe('portal.example');
  });

  it('refuses a domain that is not a host name and creates no member', async () => {
    const { username } = validPayload();
    expectError(
      await register({ username, domain: 'https://mirror.example/join' }),
      400,
      'DOMAIN_INVALID',
    );
    expect(await memberOf(username)).toBeUndefined();
  });

  it('hashes the payment password when its rule asks for one', async () => {
    await setRule('paymentPassword', { enabled: true });
    const { username } = validPayload();
    expectValue(await register({ username, paymentPassword: '654321' }), loginValueSchema);
    const member = (await memberOf(username))!;
    expect(member.payment_password_hash).toMatch(/^\$argon2id\$/);
    expect(await t.app.services.passwords.verify(member.payment_password_hash!, '654321')).toBe(
      true,
    );
  });

  it('puts the member below the agent whose invitation code was given', async () => {
    const affiliateCode = `AG${randomInt(100_000, 999_999)}`;
    const agent = await createMember(t, { type: 2, affiliateCode });
    const { username } = validPayload();
    expectValue(await register({ username, affiliateCode }), loginValueSchema);
    const member = (await memberOf(username))!;
    expect(member.upline_id).toBe(agent.id);
    // The member.registered event goes out with the account, and names the agent; the login
    // that follows registration reports itself too.
    const events = await t.db
      .selectFrom('domain_events')
      .select(['type', 'version', 'payload'])
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.type)).toEqual(['member.registered', 'member.logged_in']);
    expect(JSON.parse(events[0]!.payload)).toEqual({
      memberId: member.id,
      account: username,
      referrerId: null,
      affiliateCode,
      uplineId: agent.id,
      registeredAt: expect.any(String),
    });
  });

  it('refuses an invitation code that is unknown or belongs to a member who is not an agent', async () => {
    expectError(await register({ affiliateCode: 'NOSUCH1' }), 400, 'INVALID_INVITATION_CODE');
    const memberCode = `PL${randomInt(100_000, 999_999)}`;
    await createMember(t, { type: 0, affiliateCode: memberCode });
    expectError(await register({ affiliateCode: memberCode }), 400, 'INVALID_INVITATION_CODE');
    const disabledCode = `AD${randomInt(100_000, 999_999)}`;
    await createMember(t, { type: 1, status: 'disabled', affiliateCode: disabledCode });
    expectError(await register({ affiliateCode: disabledCode }), 400, 'INVALID_INVITATION_CODE');
  });

  it('is refused while direct registration (DIRECTREG3) is off', async () => {
    await t.app.services.whitelabel.setModuleEnabled('DIRECTREG3', false);
    const { username } = validPayload();
    expectError(await register({ username }), 403, 'OPERATION_NOT_ALLOWED');
    expect(await memberOf(username)).toBeUndefined();
  });

  it('refuses a plaintext body', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: validPayload(),
    });
    expectError(response, 400, 'ENCRYPTION_REQUIRED');
  });

  it('names every field that breaks its rule at once, each with its reason', async () => {
    const response = await register({
      username: 'ab',
      password: 'abc_def',
      confirmPassword: 'abc_def',
      // qqNum's rule is off: a value for it is refused rather than silently kept.
      qqNum: '12345',
      mobileNum: undefined,
      whatsapp: '1234567890123456',
      email: 'not-an-email',
    });
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'username', reason: 'tooShort' },
      { path: 'password', reason: 'pattern' },
      { path: 'confirmPassword', reason: 'pattern' },
      { path: 'email', reason: 'pattern' },
      { path: 'qqNum', reason: 'disabled' },
      { path: 'mobileNum', reason: 'required' },
      { path: 'whatsapp', reason: 'tooLong' },
    ]);
  });

  it('requires the username, password and confirmation whatever the rules say', async () => {
    await setRule('confirmPassword', { enabled: false, required: false });
    const response = await register({ username: '', password: '', confirmPassword: '' });
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'username', reason: 'required' },
      { path: 'password', reason: 'required' },
      { path: 'confirmPassword', reason: 'required' },
    ]);
  });

  it('needs the dialing code with a mobile number and checks the length for that region', async () => {
    const missing = await register({ countryDialingCode: undefined });
    expect(expectError(missing, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'countryDialingCode', reason: 'required' },
    ]);
    // Eleven digits pass the rule (9-11) but not Malaysia's 9-10.
    const long = await register({ mobileNum: '12345678901' });
    expect(expectError(long, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'mobileNum', reason: 'pattern' },
    ]);
  });

  it('accepts a registration without a mobile number when its rule does not require one', async () => {
    await setRule('mobileNum', { required: false });
    const { username } = validPayload();
    expectValue(
      await register({ username, mobileNum: undefined, countryDialingCode: undefined }),
      loginValueSchema,
    );
    expect(await memberOf(username)).toMatchObject({ mobile_num: null, dialing_code: null });
  });

  it('refuses a confirmation that differs from the password', async () => {
    const response = await register({ password: 'Secret123', confirmPassword: 'Secret124' });
    expectError(response, 400, 'PASSWORD_MISMATCH');
  });

  it('refuses the weak default password', async () => {
    const weak = t.config.WEAK_DEFAULT_PASSWORD;
    expectError(await register({ password: weak, confirmPassword: weak }), 400, 'WEAK_PASSWORD');
  });

  describe('captcha', () => {
    it('is required while its rule is on', async () => {
      const response = await register({ captcha: undefined });
      expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
        { path: 'captcha', reason: 'required' },
      ]);
    });

    it('refuses a wrong answer, and an answer without the captcha cookie', async () => {
      const wrong = expectError(await register({ captcha: '1357' }), 400, 'CAPTCHA_INVALID');
      expect(wrong.value).toEqual({ captcha: true });
      expectError(await register({}, { cookie: null }), 400, 'CAPTCHA_INVALID');
    });

    it('is not asked for while its rule is off', async () => {
      await setRule('captcha', { enabled: false, required: false });
      expectValue(await register({ captcha: undefined }, { cookie: null }), loginValueSchema);
    });
  });

  describe('taken names, numbers and addresses', () => {
    it('refuses a username taken in any letter case', async () => {
      const existing = await createMember(t);
      const response = await register({ username: existing.account.toUpperCase() });
      expectError(response, 409, 'USERNAME_TAKEN');
    });

    it('refuses a mobile number and an email address that another member has', async () => {
      const mobileNum = uniqueMobile();
      await createMember(t, { dialingCode: '60', mobileNum, email: 'taken@example.com' });
      expectError(await register({ mobileNum }), 409, 'MOBILE_TAKEN');
      expectError(await register({ email: 'TAKEN@example.com' }), 409, 'EMAIL_TAKEN');
    });

    it('answers the same when another registration takes the name between check and insert', async () => {
      const existing = await createMember(t, {
        dialingCode: '60',
        mobileNum: uniqueMobile(),
        email: `race${randomInt(100_000, 999_999)}@example.com`,
      });
      const row = (await t.app.services.members.findById(existing.id))!;
      const { members } = t.app.services;
      vi.spyOn(members, 'findByAccount').mockResolvedValue(undefined);
      vi.spyOn(members, 'findByMobile').mockResolvedValue(undefined);
      vi.spyOn(members, 'findByEmail').mockResolvedValue(undefined);
      expectError(await register({ username: existing.account }), 409, 'USERNAME_TAKEN');
      expectError(await register({ mobileNum: row.mobile_num! }), 409, 'MOBILE_TAKEN');
      expectError(await register({ email: row.email! }), 409, 'EMAIL_TAKEN');
    });
  });

  describe('with mobile verification (REGMOBVERF3) on', () => {
    const sendCode = async (mobileNum: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: randomTestIp(),
        payload: { mobileNo: mobileNum, countryDialingCode: '60' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return latestCode(t, `+60${mobileNum}`);
    };

    it('needs the SMS code sent to the number', async () => {
      await t.app.services.whitelabel.setModuleEnabled('REGMOBVERF3', true);
      const response = await register({ verificationCode: undefined });
      expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
        { path: 'verificationCode', reason: 'required' },
      ]);
    });

    it('refuses a wrong code and registers with the right one', async () => {
      await t.app.services.whitelabel.setModuleEnabled('REGMOBVERF3', true);
      const mobileNum = uniqueMobile();
      const code = await sendCode(mobileNum);
      const wrong = code === '000000' ? '111111' : '000000';
      expectError(await register({ mobileNum, verificationCode: wrong }), 400, 'SMS_CODE_INVALID');
      const { username } = validPayload();
      expectValue(
        await register({ username, mobileNum, verificationCode: code }),
        loginValueSchema,
      );
      expect(await memberOf(username)).toMatchObject({ dialing_code: '60', mobile_num: mobileNum });
    });

    it('keeps the code when the registration fails for another reason', async () => {
      await t.app.services.whitelabel.setModuleEnabled('REGMOBVERF3', true);
      const existing = await createMember(t);
      const mobileNum = uniqueMobile();
      const code = await sendCode(mobileNum);
      expectError(
        await register({ username: existing.account, mobileNum, verificationCode: code }),
        409,
        'USERNAME_TAKEN',
      );
      expectValue(await register({ mobileNum, verificationCode: code }), loginValueSchema);
    });

    it('asks for no code when no mobile number is given', async () => {
      await t.app.services.whitelabel.setModuleEnabled('REGMOBVERF3', true);
      await setRule('mobileNum', { required: false });
      expectValue(
        await register({ mobileNum: undefined, countryDialingCode: undefined }),
        loginValueSchema,
      );
    });
  });
});
