import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/assertions.js';
import { createMember, postLogin, uniqueIp } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helper.js';

describe.runIf(process.env.TEST_REDIS_URL)('login lockout shared through Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    redis.disconnect();
  });

  it('locks an account on every instance once the failures on any of them reach the limit', async () => {
    await redis.connect();
    const env = { LOGIN_CAPTCHA_AFTER: '100', LOGIN_LOCK_AFTER: '3' };
    const first = await createTestApp({ env, redis, seed: false });
    const second = await createTestApp({ env, redis, seed: false });
    apps.push(first, second);
    // The same account on both instances' databases, named afresh so that counters left in
    // Redis by earlier runs never apply.
    const member = await createMember(first);
    await createMember(second, { account: member.account, password: member.password });

    for (const app of [first, second, first]) {
      const response = await postLogin(
        app,
        { username: member.account, password: 'wrong-password', type: 'username' },
        { remoteAddress: uniqueIp() },
      );
      expectError(response, 401, 'WRONG_CREDENTIALS');
    }
    for (const app of [second, first]) {
      const response = await postLogin(
        app,
        { username: member.account, password: member.password, type: 'username' },
        { remoteAddress: uniqueIp() },
      );
      const { retryAfterSeconds } = expectError(response, 429, 'ACCOUNT_LOCKED').value as {
        retryAfterSeconds: number;
      };
      expect(retryAfterSeconds).toBeGreaterThan(55);
      expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });
});
