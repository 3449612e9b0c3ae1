import { describe, expect, it } from 'vitest';
import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import {
  avatarListSchema,
  loginValueSchema,
  memberIconValueSchema,
  memberInfoSchema,
} from '@portal/shared/schemas/account';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { AVATAR_COUNT } from './avatars.js';

const t = useTestApp({ env: { VERIFY_NEW_IP: 'false' } });

/** A new member, signed in; returns the id and the session token. */
async function signedIn(overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, overrides);
  const value = await login(
    t,
    member.account,
    member.password,
    {},
    {
      remoteAddress: randomTestIp(),
    },
  );
  return { ...member, token: value.token };
}

const info = (token: string) =>
  t.app.inject({ url: '/wps/member/info', headers: authHeader(token) });

const avatarUrl = (icon: number) =>
  `${t.config.PUBLIC_ASSETS_BASE}/avatars/avatar-${String(icon).padStart(2, '0')}.svg`;

describe('GET /wps/member/info', () => {
  it("returns the member's account, VIP label, upline flag, avatar and currency", async () => {
    const agent = await createMember(t, { type: 1 });
    const member = await signedIn({ nickname: 'Lucky', uplineId: agent.id });
    await t.db
      .updateTable('members')
      .set({ rank_level: 5, to_upline: 1 })
      .where('id', '=', member.id)
      .execute();
    expect(expectValue(await info(member.token), memberInfoSchema)).toEqual({
      id: member.id,
      account: member.account,
      nickname: 'Lucky',
      type: 0,
      clubLabel: { rankLevel: 5, labelName: 'VIP 5' },
      toUpline: true,
      icon: 1,
      currency: 'MYR',
      lastLoginTime: null,
      lastLoginIp: null,
      nonMember: false,
      profile: expect.objectContaining({ changesAllowed: false }),
    });
  });

  it('shows the previous login as the last one', async () => {
    const member = await createMember(t);
    const firstIp = randomTestIp();
    const first = await login(t, member.account, member.password, {}, { remoteAddress: firstIp });
    expect(expectValue(await info(first.token), memberInfoSchema).lastLoginTime).toBeNull();
    const second = await login(
      t,
      member.account,
      member.password,
      {},
      {
        remoteAddress: randomTestIp(),
      },
    );
    const value = expectValue(await info(second.token), memberInfoSchema);
    expect(value.lastLoginIp).toBe(firstIp);
    expect(new Date(value.lastLoginTime!).toISOString()).toBe(value.lastLoginTime);
  });

  it('describes a trial account from free play', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: randomTestIp(),
    });
    const trial = expectValue(response, loginValueSchema);
    expect(expectValue(await info(trial.token), memberInfoSchema)).toMatchObject({
      id: trial.customerId,
      account: trial.username,
      nickname: trial.nickname,
      type: TRIAL_ACCOUNT_TYPE,
      clubLabel: { rankLevel: 1, labelName: 'VIP 1' },
      toUpline: false,
      icon: 1,
    });
  });

  it('needs a valid session', async () => {
    expectError(await t.app.inject({ url: '/wps/member/info' }), 401, 'NOT_LOGGED_IN');
    expectError(await info('not-a-session-token'), 401, 'SESSION_EXPIRED');
  });
});

describe('avatars', () => {
  it('lists the avatars with images the server serves', async () => {
    const { token } = await signedIn();
    const response = await t.app.inject({
      url: '/wps/relay/MCSFE_getPlayerAvatar',
      headers: authHeader(token),
    });
    const list = expectValue(response, avatarListSchema);
    expect(list).toHaveLength(AVATAR_COUNT);
    expect(list.map((avatar) => avatar.icon)).toEqual(
      Array.from({ length: AVATAR_COUNT }, (_, index) => index + 1),
    );
    for (const avatar of list) {
      expect(avatar.url).toBe(avatarUrl(avatar.icon));
      const image = await t.app.inject({ url: avatar.url });
      expect(image.statusCode, avatar.url).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toContain('<svg');
    }
  });

  it("gives and changes the member's avatar", async () => {
    const member = await signedIn();
    const headers = authHeader(member.token);
    const current = await t.app.inject({ url: '/wps/member/info/icon', headers });
    expect(expectValue(current, memberIconValueSchema)).toEqual({ icon: 1, url: avatarUrl(1) });

    const set = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers,
      payload: { icon: 7 },
    });
    expect(expectValue(set, memberIconValueSchema)).toEqual({ icon: 7, url: avatarUrl(7) });
    const after = await t.app.inject({ url: '/wps/member/info/icon', headers });
    expect(expectValue(after, memberIconValueSchema)).toEqual({ icon: 7, url: avatarUrl(7) });
    expect(expectValue(await info(member.token), memberInfoSchema).icon).toBe(7);
  });

  it('refuses an icon that is not in the list', async () => {
    const member = await signedIn();
    const headers = authHeader(member.token);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/wps/member/info/icon', headers, payload });
    expect(expectError(await post({ icon: 13 }), 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'icon', reason: 'unknown_avatar' },
    ]);
    expect(expectError(await post({ icon: 0 }), 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'icon', reason: 'too_small' },
    ]);
    expectError(await post({ icon: 'cat' }), 400, 'VALIDATION_FAILED');
    expectError(await post({ icon: 2, extra: true }), 400, 'VALIDATION_FAILED');
    expect((await t.app.services.members.findById(member.id))!.icon).toBe(1);
  });

  it('are only for signed-in members', async () => {
    for (const [method, url] of [
      ['GET', '/wps/member/info/icon'],
      ['POST', '/wps/member/info/icon'],
      ['GET', '/wps/relay/MCSFE_getPlayerAvatar'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { icon: 2 } } : {}),
      });
      expectError(response, 401, 'NOT_LOGGED_IN');
    }
  });

  it('lets a trial account pick an avatar too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: randomTestIp(),
    });
    const token = expectValue(response, loginValueSchema).token;
    const set = await t.app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: authHeader(token),
      payload: { icon: 12 },
    });
    expect(expectValue(set, memberIconValueSchema).icon).toBe(12);
  });
});
