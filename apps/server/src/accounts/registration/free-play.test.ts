import { afterEach, describe, expect, it } from 'vitest';
import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import { loginValueSchema } from '@portal/shared/schemas/account';
import { expectError, expectValue } from '../../../test/assertions.js';
import { randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { FREE_PLAY_PER_HOUR } from './sign-up.service.js';

const t = useTestApp();

const freePlay = (ip: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload }),
  });

async function setFreePlay(hasFreePlay: boolean) {
  await t.app.services.settings.update('register', (current) => ({ ...current, hasFreePlay }));
}

afterEach(() => setFreePlay(true));

describe('POST /wps/session/login/freeplay', () => {
  it('signs in with a new trial account that has no password', async () => {
    const ip = randomTestIp();
    const value = expectValue(await freePlay(ip), loginValueSchema);
    expect(value.username).toMatch(/^guest\d{8}$/);
    expect(value).toMatchObject({
      type: TRIAL_ACCOUNT_TYPE,
      nickname: `Guest ${value.username.slice(-4)}`,
      firstTimeLogin: true,
      mustChangePassword: false,
    });
    const member = (await t.app.services.members.findById(value.customerId))!;
    expect(member).toMatchObject({
      account: value.username,
      type: TRIAL_ACCOUNT_TYPE,
      password_hash: null,
      upline_id: null,
      register_ip: ip,
    });
    const session = await t.db
      .selectFrom('member_sessions')
      .select(['login_type', 'ip'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ login_type: 'freeplay', ip });
    // A trial account registers nobody: its login is reported, no registration.
    const events = await t.db
      .selectFrom('domain_events')
      .select('type')
      .where('member_id', '=', member.id)
      .execute();
    expect(events.map((event) => event.type)).toEqual(['member.logged_in']);
  });

  it('gives every call an account of its own and accepts an empty JSON body', async () => {
    const ip = randomTestIp();
    const first = expectValue(await freePlay(ip, {}), loginValueSchema);
    const second = expectValue(await freePlay(ip, {}), loginValueSchema);
    expect(second.customerId).not.toBe(first.customerId);
    expect(second.token).not.toBe(first.token);
  });

  it('refuses a body with fields', async () => {
    const response = await freePlay(randomTestIp(), { username: 'guest' });
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'username', reason: 'unrecognized_key' },
    ]);
  });

  it('is refused while hasFreePlay is off', async () => {
    await setFreePlay(false);
    expectError(await freePlay(randomTestIp()), 403, 'OPERATION_NOT_ALLOWED');
  });

  it(`allows ${FREE_PLAY_PER_HOUR} trial accounts per client IP and hour`, async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < FREE_PLAY_PER_HOUR; i++) expectValue(await freePlay(ip), loginValueSchema);
    const refused = await freePlay(ip);
    expectError(refused, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const trials = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('register_ip', '=', ip)
      .executeTakeFirstOrThrow();
    expect(Number(trials.n)).toBe(FREE_PLAY_PER_HOUR);
    // Other visitors are not held back by that one.
    expectValue(await freePlay('198.51.100.78'), loginValueSchema);
  });
});
