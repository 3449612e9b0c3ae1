import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallengeValueSchema, loginValueSchema } from '@portal/shared/schemas/account';
import {
  socialLinkRequiredValueSchema,
  socialProvidersValueSchema,
  socialStartValueSchema,
} from '@portal/shared/schemas/social-sign-in';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createMember, login, uniqueIp } from '../../../test/accounts.js';
import { encryptedBody } from '../../../test/encrypted.js';
import { createTestApp, type TestApp } from '../../../test/helper.js';
import {
  followToRedirect,
  startOpenIdProvider,
  type LocalOpenIdProvider,
  type OpenIdPerson,
} from '../../../test/openid-provider.js';
import { hashToken } from '../../lib/secret-tokens.js';
import { periodStarts } from '../safer-play/safer-play-rules.js';

const BASE = 'http://portal.test';
const REDIRECT_URI = `${BASE}/social-login/google`;
const CLIENT = { clientId: 'portal-web', clientSecret: 'local-client-secret' };

let t: TestApp;
let idp: LocalOpenIdProvider;
let nextSub = 1;
const person = (extra: Omit<OpenIdPerson, 'sub'> = {}): OpenIdPerson => ({
  sub: `google-${Date.now()}-${nextSub++}`,
  ...extra,
});
const from = (ip: string) => ({ 'x-forwarded-for': ip });

beforeAll(async () => {
  idp = await startOpenIdProvider({ ...CLIENT, redirectUri: REDIRECT_URI });
  t = await createTestApp({
    env: {
      TRUST_PROXY: 'true',
      PUBLIC_BASE_URL: BASE,
      GOOGLE_ISSUER: idp.issuer,
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    },
  });
  await t.app.services.settings.set('socialLogin', {
    google: true,
    facebook: true,
    telegram: true,
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

async function start(payload: Record<string, unknown> = {}, ip = uniqueIp()) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/session/social/start',
    headers: from(ip),
    payload: { provider: 'google', ...payload },
  });
  return expectValue(response, socialStartValueSchema).authorizationUrl;
}

const complete = (query: Record<string, string>, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/social/complete',
    headers: from(ip),
    payload: { provider: 'google', ...query },
  });

/** Start, sign in at the provider as `who`, and come back: the answer of the complete call. */
async function signIn(who: OpenIdPerson, ip = uniqueIp(), payload: Record<string, unknown> = {}) {
  const url = await start(payload, ip);
  idp.signInAs(who);
  const query = Object.fromEntries(await followToRedirect(url, REDIRECT_URI));
  return complete(query, ip);
}

const memberOf = async (sub: string) => {
  const link = await t.db
    .selectFrom('member_social_links')
    .selectAll()
    .where('provider', '=', 'google')
    .where('subject', '=', sub)
    .executeTakeFirst();
  return link;
};

describe('Google sign-in through OpenID Connect', () => {
  it('offers only the providers that are turned on and configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/session/social/providers' });
    expect(expectValue(response, socialProvidersValueSchema)).toEqual({
      providers: ['google'],
      telegramBotName: null,
      telegramBotId: null,
    });
    const facebook = await t.app.inject({
      method: 'POST',
      url: '/wps/session/social/start',
      payload: { provider: 'facebook' },
    });
    expectError(facebook, 403, 'SOCIAL_PROVIDER_DISABLED');
  });

  it('sends the browser with PKCE, state and nonce to the issuer', async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    for (const param of ['code_challenge', 'state', 'nonce']) {
      expect(url.searchParams.get(param)).toMatch(/^[\w-]{20,}$/);
    }
  });

  it('registers a new member with the verified email and the referral code, then signs in by the link', async () => {
    const referrer = await createMember(t);
    const code = `SOC${Date.now() % 100_000}`;
    await t.db.insertInto('referral_codes').values({ member_id: referrer.id, code }).execute();
    const who = person({ email: `new.${nextSub}@example.com`, emailVerified: true });
    const ip = uniqueIp();
    const first = expectValue(await signIn(who, ip, { referralCode: code }), loginValueSchema);
    expect(first.username).toMatch(/^g\d{9}$/);
    expect(first.firstTimeLogin).toBe(true);
    const link = await memberOf(who.sub);
    expect(link?.member_id).toBe(first.customerId);
    const member = await t.db
      .selectFrom('members')
      .select(['email', 'email_verified_at', 'password_hash'])
      .where('id', '=', first.customerId)
      .executeTakeFirstOrThrow();
    expect(member.email).toBe(who.email);
    expect(member.email_verified_at).not.toBeNull();
    expect(member.password_hash).toBeNull();
    const event = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('event_key', '=', `member.registered:${first.customerId}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload)).toMatchObject({ referrerId: referrer.id });

    const again = expectValue(await signIn(who, ip), loginValueSchema);
    expect(again.customerId).toBe(first.customerId);
    expect(again.firstTimeLogin).toBe(false);
    const logins = await t.db
      .selectFrom('member_logins')
      .select(['login_type', 'outcome'])
      .where('member_id', '=', first.customerId)
      .execute();
    expect(logins).toContainEqual({ login_type: 'google', outcome: 'success' });
  });

  it('refuses a return whose state it never issued, and a flow used twice', async () => {
    const ip = uniqueIp();
    const url = await start({}, ip);
    idp.signInAs(person());
    const query = Object.fromEntries(await followToRedirect(url, REDIRECT_URI));
    expectError(
      await complete({ ...query, state: 'x'.repeat(43) }, ip),
      400,
      'SOCIAL_FLOW_EXPIRED',
    );
    expectValue(await complete(query, ip), loginValueSchema);
    expectError(await complete(query, ip), 400, 'SOCIAL_FLOW_EXPIRED');
  });

  it('refuses an id_token whose nonce is not the flow’s', async () => {
    const ip = uniqueIp();
    const url = await start({}, ip);
    const state = new URL(url).searchParams.get('state')!;
    const key = `social:flow:${hashToken(state)}`;
    const store = t.app.services.shortLived;
    const flow = JSON.parse((await store.get(key))!) as { secrets: { nonce: string } };
    flow.secrets.nonce = 'another-nonce-entirely';
    await store.set(key, JSON.stringify(flow), 60_000);
    const who = person();
    idp.signInAs(who);
    const query = Object.fromEntries(await followToRedirect(url, REDIRECT_URI));
    expectError(await complete(query, ip), 401, 'SOCIAL_TOKEN_INVALID');
    expect(await memberOf(who.sub)).toBeUndefined();
  });

  it('refuses an id_token changed after the issuer signed it', async () => {
    const who = person();
    const ip = uniqueIp();
    const url = await start({}, ip);
    idp.signInAs(who);
    const query = Object.fromEntries(await followToRedirect(url, REDIRECT_URI));
    idp.tamperNextIdToken();
    expectError(await complete(query, ip), 401, 'SOCIAL_TOKEN_INVALID');
    expect(await memberOf('intruder')).toBeUndefined();
  });

  it('asks for the password of the member with the verified email, then links and signs in', async () => {
    const email = `owner.${nextSub}@example.com`;
    const owner = await createMember(t, { email });
    const who = person({ email, emailVerified: true });
    const asked = expectError(await signIn(who), 409, 'SOCIAL_LINK_REQUIRED');
    const { ticket, maskedEmail } = socialLinkRequiredValueSchema.parse(asked.value);
    expect(maskedEmail).toBe('ow****@example.com');
    expect(await memberOf(who.sub)).toBeUndefined();

    const link = async (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/social/link',
        payload: await encryptedBody(t.app, { ticket, password }),
      });
    expectError(await link('WrongPass1'), 401, 'WRONG_CREDENTIALS');
    expect(await memberOf(who.sub)).toBeUndefined();
    const value = expectValue(await link(owner.password), loginValueSchema);
    expect(value.customerId).toBe(owner.id);
    expect((await memberOf(who.sub))?.member_id).toBe(owner.id);
    expectError(await link(owner.password), 400, 'SOCIAL_FLOW_EXPIRED');
  });

  it('registers apart a member whose email the provider does not vouch for', async () => {
    const email = `unverified.${nextSub}@example.com`;
    const owner = await createMember(t, { email });
    const value = expectValue(
      await signIn(person({ email, emailVerified: false })),
      loginValueSchema,
    );
    expect(value.customerId).not.toBe(owner.id);
  });

  it('asks a linked member signing in from a new IP for the new-IP proof', async () => {
    const email = `travel.${nextSub}@example.com`;
    const owner = await createMember(t, { email, payeeName: 'Tan Ah Kow' });
    const home = uniqueIp();
    await login(t, owner.account, owner.password, from(home));
    const who = person();
    await t.db
      .insertInto('member_social_links')
      .values({
        member_id: owner.id,
        provider: 'google',
        subject: who.sub,
        email: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expectValue(await signIn(who, home), loginValueSchema);
    const away = expectError(await signIn(who, uniqueIp()), 403, 'LOGIN_VERIFICATION_REQUIRED');
    expect(loginChallengeValueSchema.parse(away.value).methods).toContain('payeeName');
  });

  it('refuses a linked member on a self-exclusion', async () => {
    const owner = await createMember(t);
    const who = person();
    const now = new Date().toISOString();
    const starts = periodStarts(new Date());
    await t.db
      .insertInto('member_social_links')
      .values({
        member_id: owner.id,
        provider: 'google',
        subject: who.sub,
        email: null,
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto('safer_play_accounts')
      .values({
        member_id: owner.id,
        break_kind: 'exclusion',
        break_duration: 'permanent',
        break_started_at: now,
        break_ends_at: null,
        return_asked_at: null,
        day_start: starts.day,
        week_start: starts.week,
        month_start: starts.month,
        updated_at: now,
      })
      .execute();
    expectError(await signIn(who), 403, 'PLAY_BREAK_ACTIVE');
  });
});
