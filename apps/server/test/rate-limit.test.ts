import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';

/** A documentation-range address of its own per test, so counters (in Redis too) never collide. */
const visitorIp = () =>
  `2001:db8:${[0, 0, 0, 0].map(() => randomInt(0, 0x10000).toString(16)).join(':')}::1`;

function statusCall(app: TestApp, ip: string) {
  return app.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: ip });
}

describe('API rate limit in one process', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  it('answers 429 TOO_MANY_REQUESTS once a visitor passes the limit, in their language', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    apps.push(app);
    const ip = visitorIp();
    for (let i = 0; i < 3; i++) expect((await statusCall(app, ip)).statusCode).toBe(200);

    const limited = await app.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: ip,
      headers: { Language: 'EN' },
    });
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body).toMatchObject({ success: false, value: null, errorCode: 'TOO_MANY_REQUESTS' });
    expect(body.message).toMatch(/\w/);

    // Another visitor is not affected.
    expect((await statusCall(app, visitorIp())).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('API rate limit shared through Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    redis.disconnect();
  });

  it('counts one visitor across two server instances', async () => {
    await redis.connect();
    const env = { RATE_LIMIT_MAX: '4' };
    const first = await createTestApp({ env, redis, seed: false });
    const second = await createTestApp({ env, redis, seed: false });
    apps.push(first, second);
    const ip = visitorIp();

    expect((await statusCall(first, ip)).statusCode).toBe(200);
    expect((await statusCall(second, ip)).statusCode).toBe(200);
    expect((await statusCall(first, ip)).statusCode).toBe(200);
    expect((await statusCall(second, ip)).statusCode).toBe(200);
    // The fifth call is refused by whichever instance receives it.
    expect((await statusCall(first, ip)).statusCode).toBe(429);
    expect((await statusCall(second, ip)).statusCode).toBe(429);
  });

  it('keeps the counts of two deployments on one Redis apart', async () => {
    const one = await createTestApp({ env: { RATE_LIMIT_MAX: '2' }, redis, seed: false });
    const other = await createTestApp({
      env: { RATE_LIMIT_MAX: '2', REDIS_PREFIX: 'portal-other:' },
      redis,
      seed: false,
    });
    apps.push(one, other);
    const ip = visitorIp();

    expect((await statusCall(one, ip)).statusCode).toBe(200);
    expect((await statusCall(one, ip)).statusCode).toBe(200);
    expect((await statusCall(one, ip)).statusCode).toBe(429);
    // The same visitor has used nothing of the other deployment's limit.
    expect((await statusCall(other, ip)).statusCode).toBe(200);
    expect((await statusCall(other, ip)).statusCode).toBe(200);
    expect((await statusCall(other, ip)).statusCode).toBe(429);
  });
});
