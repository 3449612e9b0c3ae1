import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginValueSchema } from '@portal/shared/schemas/account';
import {
  socialProvidersValueSchema,
  socialStartValueSchema,
} from '@portal/shared/schemas/social-sign-in';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createMember, uniqueIp } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helper.js';
import { dataCheckString } from './telegram-check.js';

const BASE = 'http://portal.test';
const APP = { id: '1234567890', secret: 'facebook-app-secret' };
const BOT_TOKEN = '7000000001:AAFakeBotTokenForTheLocalTests_x';
const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** A local stand-in of the Graph API: one code, one token, one person. */
function fakeGraph() {
  const people = new Map<string, { id: string; name: string; email?: string }>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.local');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/v21.0/oauth/access_token') {
      const code = url.searchParams.get('code') ?? '';
      const valid =
        people.has(code) &&
        url.searchParams.get('client_secret') === APP.secret &&
        url.searchParams.get('redirect_uri') === `${BASE}/social-login/facebook`;
      return valid
        ? send(200, { access_token: `token-${code}`, token_type: 'bearer' })
        : send(400, { error: { message: 'Invalid verification code', code: 100 } });
    }
    if (url.pathname === '/v21.0/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const proof = createHmac('sha256', APP.secret).update(token).digest('hex');
      const who = people.get(token.replace(/^token-/, ''));
      if (!who || url.searchParams.get('appsecret_proof') !== proof) {
        return send(401, { error: { message: 'Invalid OAuth access token', code: 190 } });
      }
      return send(200, who);
    }
    return send(404, {});
  });
  return { server, people };
}

const graph = fakeGraph();
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => graph.server.listen(0, '127.0.0.1', resolve));
  const port = (graph.server.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      TRUST_PROXY: 'true',
      PUBLIC_BASE_URL: BASE,
      FACEBOOK_APP_ID: APP.id,
      FACEBOOK_APP_SECRET: APP.secret,
      FACEBOOK_GRAPH_URL: `http://127.0.0.1:${port}/v21.0`,
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_BOT_NAME: 'portal_login_bot',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => graph.server.close(resolve));
});

const setting = (value: { google: boolean; facebook: boolean; telegram: boolean }) =>
  t.app.services.settings.set('socialLogin', value);

async function facebookSignIn(code: string, ip: string, tamperState = false) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/wps/session/social/start',
    headers: from(ip),
    payload: { provider: 'facebook' },
  });
  const url = new URL(expectValue(started, socialStartValueSchema).authorizationUrl);
  expect(url.href.startsWith('https://www.facebook.com/v21.0/dialog/oauth?')).toBe(true);
  expect(url.searchParams.get('client_id')).toBe(APP.id);
  const state = url.searchParams.get('state')!;
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/social/complete',
    headers: from(ip),
    payload: { provider: 'facebook', code, state: tamperState ? `${state}x` : state },
  });
}

/** A widget answer signed as Telegram signs it. */
function telegramAuth(id: number, authDate: number, token = BOT_TOKEN) {
  const fields = { id, first_name: 'Budi', username: `budi${id}`, auth_date: authDate };
  const key = createHash('sha256').update(token).digest();
  return {
    ...fields,
    hash: createHmac('sha256', key).update(dataCheckString(fields)).digest('hex'),
  };
}
const nowS = () => Math.floor(Date.now() / 1000);
const telegram = (auth: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/social/telegram',
    headers: from(uniqueIp()),
    payload: { auth, ...extra },
  });

describe('Facebook and Telegram sign-in', () => {
  it('offers nothing while the setting is off, and refuses a provider turned off', async () => {
    await setting({ google: false, facebook: false, telegram: false });
    const providers = await t.app.inject({ method: 'GET', url: '/wps/session/social/providers' });
    expect(expectValue(providers, socialProvidersValueSchema).providers).toEqual([]);
    expectError(await telegram(telegramAuth(101, nowS())), 403, 'SOCIAL_PROVIDER_DISABLED');
    await setting({ google: true, facebook: true, telegram: true });
    expect(
      expectValue(
        await t.app.inject({ method: 'GET', url: '/wps/session/social/providers' }),
        socialProvidersValueSchema,
      ),
    ).toEqual({
      providers: ['facebook', 'telegram'],
      telegramBotName: 'portal_login_bot',
      telegramBotId: '7000000001',
    });
  });

  it('registers a Facebook person, keeps their email, and signs them in by the link later', async () => {
    graph.people.set('code-ana', { id: '10001', name: 'Ana', email: 'ana.fb@example.com' });
    const ip = uniqueIp();
    const first = expectValue(await facebookSignIn('code-ana', ip), loginValueSchema);
    expect(first.username).toMatch(/^f\d{9}$/);
    const again = expectValue(await facebookSignIn('code-ana', ip), loginValueSchema);
    expect(again.customerId).toBe(first.customerId);
    const member = await t.db
      .selectFrom('members')
      .select('email')
      .where('id', '=', first.customerId)
      .executeTakeFirstOrThrow();
    expect(member.email).toBe('ana.fb@example.com');
  });

  it('refuses a Facebook return with a changed state or a code Facebook refuses', async () => {
    graph.people.set('code-ben', { id: '10002', name: 'Ben' });
    expectError(await facebookSignIn('code-ben', uniqueIp(), true), 400, 'SOCIAL_FLOW_EXPIRED');
    expectError(await facebookSignIn('code-unknown', uniqueIp()), 401, 'SOCIAL_TOKEN_INVALID');
  });

  it('keeps the invitation code of an agent carried through a Telegram sign-in', async () => {
    const agent = await createMember(t, { type: 1, affiliateCode: `AG${Date.now() % 100000}` });
    const affiliateCode = (await t.db
      .selectFrom('members')
      .select('affiliate_code')
      .where('id', '=', agent.id)
      .executeTakeFirstOrThrow())!.affiliate_code!;
    const value = expectValue(
      await telegram(telegramAuth(202, nowS() - 60), { affiliateCode }),
      loginValueSchema,
    );
    expect(value.username).toMatch(/^t\d{9}$/);
    const member = await t.db
      .selectFrom('members')
      .select('upline_id')
      .where('id', '=', value.customerId)
      .executeTakeFirstOrThrow();
    expect(member.upline_id).toBe(agent.id);
  });

  it('refuses a Telegram answer with a bad hash, a stale one, and a replayed one', async () => {
    const tampered = { ...telegramAuth(303, nowS()), first_name: 'Mallory' };
    expectError(await telegram(tampered), 401, 'TELEGRAM_AUTH_INVALID');
    const otherBot = telegramAuth(303, nowS(), '7000000002:AAAnotherBotTokenForTheTests_yy');
    expectError(await telegram(otherBot), 401, 'TELEGRAM_AUTH_INVALID');
    expectError(await telegram(telegramAuth(303, nowS() - 2 * 86_400)), 401, 'TELEGRAM_AUTH_STALE');
    const fresh = telegramAuth(304, nowS());
    expectValue(await telegram(fresh), loginValueSchema);
    expectError(await telegram(fresh), 400, 'SOCIAL_FLOW_EXPIRED');
    const links = await t.db
      .selectFrom('member_social_links')
      .select('subject')
      .where('provider', '=', 'telegram')
      .where('subject', 'in', ['303', '304'])
      .execute();
    expect(links).toEqual([{ subject: '304' }]);
  });
});
