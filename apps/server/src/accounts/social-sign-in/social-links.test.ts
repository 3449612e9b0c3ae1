import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginValueSchema } from '@portal/shared/schemas/account';
import {
  socialLinksValueSchema,
  socialStartValueSchema,
  UNLINK_NEEDS_PASSWORD,
  type SocialProvider,
} from '@portal/shared/schemas/social-sign-in';
import { expectError, expectValue } from '../../../test/assertions.js';
import { authHeader, createMember, login, uniqueIp } from '../../../test/accounts.js';
import { encryptedBody } from '../../../test/encrypted.js';
import { createTestApp, type TestApp } from '../../../test/helper.js';
import {
  followToRedirect,
  startOpenIdProvider,
  type LocalOpenIdProvider,
  type OpenIdPerson,
} from '../../../test/openid-provider.js';

const BASE = 'http://portal.test';
const REDIRECT_URI = `${BASE}/social-login/google`;
const CLIENT = { clientId: 'portal-web', clientSecret: 'local-client-secret' };

let t: TestApp;
let idp: LocalOpenIdProvider;
let nextSub = 1;
const person = (extra: Omit<OpenIdPerson, 'sub'> = {}): OpenIdPerson => ({
  sub: `google-links-${Date.now()}-${nextSub++}`,
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
      TELEGRAM_BOT_TOKEN: '7000000001:AAFakeBotTokenForTheLocalTests_x',
      TELEGRAM_BOT_NAME: 'portal_test_bot',
    },
  });
  // Facebook is turned on but has no keys here: it is not offered, so not listed.
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

/** Start, sign in at the provider as `who`, and come back: the answer of the complete call. */
async function signIn(who: OpenIdPerson, ip = uniqueIp()) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/wps/session/social/start',
    headers: from(ip),
    payload: { provider: 'google' },
  });
  const url = expectValue(started, socialStartValueSchema).authorizationUrl;
  idp.signInAs(who);
  const query = Object.fromEntries(await followToRedirect(url, REDIRECT_URI));
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/social/complete',
    headers: from(ip),
    payload: { provider: 'google', ...query },
  });
}

async function insertLink(
  memberId: number,
  provider: SocialProvider,
  subject: string,
  email: string | null,
) {
  await t.db
    .insertInto('member_social_links')
    .values({
      member_id: memberId,
      provider,
      subject,
      email,
      created_at: new Date().toISOString(),
    })
    .execute();
}

const linksOf = (memberId: number) =>
  t.db
    .selectFrom('member_social_links')
    .select(['provider', 'subject'])
    .where('member_id', '=', memberId)
    .execute();

/** A member with a password, signed in from `ip`. */
async function signedIn(email?: string, ip = uniqueIp()) {
  const member = await createMember(t, email ? { email } : {});
  const { token } = await login(t, member.account, member.password, from(ip));
  return { ...member, headers: authHeader(token) };
}

const list = async (headers: Record<string, string>) =>
  expectValue(
    await t.app.inject({ method: 'GET', url: '/wps/member/social/links', headers }),
    socialLinksValueSchema,
  );

const unlink = async (provider: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'DELETE',
    url: `/wps/member/social/links/${provider}`,
    headers,
    payload: await encryptedBody(t.app, { password }),
  });

describe('linked sign-ins in the security centre', () => {
  it('lists each offered provider, linked or not, with the masked email of the account', async () => {
    const member = await signedIn();
    expect(await list(member.headers)).toEqual({
      links: [
        { provider: 'google', linked: false, linkedAt: null, label: null },
        { provider: 'telegram', linked: false, linkedAt: null, label: null },
      ],
      hasPassword: true,
    });
    await insertLink(member.id, 'google', person().sub, 'player.one@example.com');
    const value = await list(member.headers);
    expect(value.links[0]).toMatchObject({
      provider: 'google',
      linked: true,
      label: 'pl****@example.com',
    });
    expect(Number.isNaN(Date.parse(value.links[0]!.linkedAt!))).toBe(false);
    expect(value.links[1]).toMatchObject({ provider: 'telegram', linked: false });
  });

  it('unlinks with the password, and the provider account must be linked by password again', async () => {
    const email = `unlink.${Date.now()}@example.com`;
    const ip = uniqueIp();
    const member = await signedIn(email, ip);
    const who = person({ email, emailVerified: true });
    await insertLink(member.id, 'google', who.sub, email);
    expect(expectValue(await signIn(who, ip), loginValueSchema).customerId).toBe(member.id);

    expectValue(await unlink('google', member.password, member.headers), z.null());
    expect(await linksOf(member.id)).toEqual([]);
    expect((await list(member.headers)).links[0]).toMatchObject({ linked: false, label: null });
    // The same provider account no longer signs in: its email's owner must give the password.
    expectError(await signIn(who, ip), 409, 'SOCIAL_LINK_REQUIRED');
  });

  it('refuses a password sent in plaintext', async () => {
    const member = await signedIn();
    await insertLink(member.id, 'google', person().sub, null);
    const plaintext = await t.app.inject({
      method: 'DELETE',
      url: '/wps/member/social/links/google',
      headers: member.headers,
      payload: { password: member.password },
    });
    expectError(plaintext, 400, 'ENCRYPTION_REQUIRED');
    expect(await linksOf(member.id)).toHaveLength(1);
  });

  it('refuses a wrong password and keeps the link', async () => {
    const member = await signedIn();
    const sub = person().sub;
    await insertLink(member.id, 'telegram', sub, null);
    expectError(await unlink('telegram', 'WrongPass1', member.headers), 400, 'OLD_PASSWORD_WRONG');
    expect(await linksOf(member.id)).toEqual([{ provider: 'telegram', subject: sub }]);
  });

  it('counts wrong passwords with the other password checks of the security centre', async () => {
    const member = await signedIn();
    await insertLink(member.id, 'google', person().sub, null);
    for (let i = 0; i < 5; i += 1) {
      expectError(await unlink('google', 'WrongPass1', member.headers), 400, 'OLD_PASSWORD_WRONG');
    }
    expectError(await unlink('google', member.password, member.headers), 429, 'TOO_MANY_REQUESTS');
    expect(await linksOf(member.id)).toHaveLength(1);
  });

  it('refuses an account made by a sign-in, which has no password to come back with', async () => {
    const who = person({ email: `made.${Date.now()}@example.com`, emailVerified: true });
    const ip = uniqueIp();
    const made = expectValue(await signIn(who, ip), loginValueSchema);
    const headers = authHeader(made.token);
    expect(await list(headers)).toMatchObject({
      hasPassword: false,
      links: [
        { provider: 'google', linked: true },
        { provider: 'telegram', linked: false },
      ],
    });
    const refused = expectError(
      await unlink('google', 'anything', headers),
      403,
      'OPERATION_NOT_ALLOWED',
    );
    expect(refused.details).toEqual([{ path: 'password', reason: UNLINK_NEEDS_PASSWORD }]);
    expect(await linksOf(made.customerId)).toHaveLength(1);
    expect(expectValue(await signIn(who, ip), loginValueSchema).customerId).toBe(made.customerId);
  });

  it('answers NOT_FOUND for a provider not linked, and a validation error for an unknown one', async () => {
    const member = await signedIn();
    expectError(await unlink('google', member.password, member.headers), 404, 'NOT_FOUND');
    expectError(await unlink('myspace', member.password, member.headers), 400, 'VALIDATION_FAILED');
  });

  it("leaves another member's link alone", async () => {
    const member = await signedIn();
    const other = await createMember(t);
    const sub = person().sub;
    await insertLink(other.id, 'google', sub, null);
    expectError(await unlink('google', member.password, member.headers), 404, 'NOT_FOUND');
    expect(await linksOf(other.id)).toEqual([{ provider: 'google', subject: sub }]);
    expect((await list(member.headers)).links[0]).toMatchObject({ linked: false });
  });

  it('needs a session', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: '/wps/member/social/links' }),
      401,
      'NOT_LOGGED_IN',
    );
    expectError(await unlink('google', 'Player2024'), 401, 'NOT_LOGGED_IN');
  });
});
