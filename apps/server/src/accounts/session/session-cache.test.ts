import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/assertions.js';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helper.js';
import { buildApp, type App } from '../../app.js';
import { createDatabase } from '../../db/database.js';
import { createLogger } from '../../lib/logger.js';

const call = (app: App, token: string) =>
  app.inject({ url: '/wps/member/sessions', headers: authHeader(token) });
const logout = (app: App, token: string) =>
  app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: authHeader(token) });
const signOutOthers = (app: App, token: string) =>
  app.inject({ method: 'DELETE', url: '/wps/member/sessions', headers: authHeader(token) });

describe('session cache in one process', () => {
  const t = useTestApp({ env: { SESSION_CACHE_MS: '60000' } });

  it('answers a live session from memory until its cache time is up', async () => {
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    expect((await call(t.app, token)).statusCode).toBe(200);
    // A change made outside the server (as the admin command does) shows within SESSION_CACHE_MS.
    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    expect((await call(t.app, token)).statusCode).toBe(200);
  });

  it('refuses a signed-out token at once, however long the cache time', async () => {
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    expect((await call(t.app, token)).statusCode).toBe(200);
    expect((await logout(t.app, token)).statusCode).toBe(200);
    expectError(await call(t.app, token), 401, 'SESSION_EXPIRED');
  });

  it('ends the other sessions at once when a member signs out everywhere else', async () => {
    const member = await createMember(t);
    const kept = (await login(t, member.account, member.password)).token;
    const other = (await login(t, member.account, member.password)).token;
    expect((await call(t.app, other)).statusCode).toBe(200);
    expect((await signOutOthers(t.app, kept)).statusCode).toBe(200);
    expectError(await call(t.app, other), 401, 'SESSION_EXPIRED');
    expect((await call(t.app, kept)).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('session revocation across instances', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  let first: TestApp | undefined;
  let second: App | undefined;
  afterAll(async () => {
    await second?.close();
    await first?.close();
    redis.disconnect();
  });

  it('refuses on the other instance at once a session signed out on one', async () => {
    await redis.connect();
    first = await createTestApp({ env: { SESSION_CACHE_MS: '60000' }, redis });
    // A second server instance on the same database and Redis.
    const db = createDatabase(first.config);
    second = await buildApp({
      config: first.config,
      db,
      logger: createLogger({ ...first.config, LOG_LEVEL: 'silent' }),
      redis,
    });
    second.addHook('onClose', async () => db.destroy());
    await second.ready();

    const member = await createMember(first);
    const { token } = await login(first, member.account, member.password);
    expect((await call(first.app, token)).statusCode).toBe(200);
    expect((await call(second, token)).statusCode).toBe(200);
    expect((await logout(first.app, token)).statusCode).toBe(200);
    await expect
      .poll(async () => (await call(second!, token)).statusCode, { timeout: 2000 })
      .toBe(401);
  });
});
