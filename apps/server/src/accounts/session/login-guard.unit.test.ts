import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { MemoryStore } from '../../platform/short-lived/short-lived-store.js';
import { LoginGuard } from './login-guard.js';

const MINUTE = 60_000;

function guardAt(
  config = { LOGIN_CAPTCHA_AFTER: 1, LOGIN_LOCK_AFTER: 3, LOGIN_IP_LOCK_AFTER: 10 },
) {
  const clock = { now: Date.UTC(2025, 0, 1) };
  const now = () => clock.now;
  return { guard: new LoginGuard(new MemoryStore(now), config, now), clock };
}

async function lockedFor(guard: LoginGuard, account: string, ip: string): Promise<number | null> {
  try {
    await guard.assertNotLocked(account, ip);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('ACCOUNT_LOCKED');
    return (error as AppError).value!.retryAfterSeconds as number;
  }
}

describe('LoginGuard', () => {
  it('asks for the captcha once an account or an IP has failed LOGIN_CAPTCHA_AFTER times', async () => {
    const { guard } = guardAt();
    expect(await guard.captchaRequired('alice', '198.51.100.1')).toBe(false);
    expect(await guard.recordFailure('alice', '198.51.100.1')).toEqual({ captcha: true });
    expect(await guard.captchaRequired('alice', '198.51.100.2')).toBe(true);
    expect(await guard.captchaRequired('bob', '198.51.100.1')).toBe(true);
    expect(await guard.captchaRequired('bob', '198.51.100.2')).toBe(false);
  });

  it('always asks for the captcha when LOGIN_CAPTCHA_AFTER is 0', async () => {
    const { guard } = guardAt({
      LOGIN_CAPTCHA_AFTER: 0,
      LOGIN_LOCK_AFTER: 3,
      LOGIN_IP_LOCK_AFTER: 10,
    });
    expect(await guard.captchaRequired('alice', '198.51.100.1')).toBe(true);
  });

  it('locks an account for one minute when its failures reach LOGIN_LOCK_AFTER', async () => {
    const { guard, clock } = guardAt();
    for (let i = 0; i < 2; i++) await guard.recordFailure('alice', `198.51.100.${i}`);
    expect(await lockedFor(guard, 'alice', '198.51.100.9')).toBeNull();
    await guard.recordFailure('alice', '198.51.100.2');
    expect(await lockedFor(guard, 'alice', '198.51.100.9')).toBe(60);
    expect(await lockedFor(guard, 'bob', '198.51.100.9')).toBeNull();
    clock.now += 45_000;
    expect(await lockedFor(guard, 'alice', '198.51.100.9')).toBe(15);
    clock.now += 15_000;
    expect(await lockedFor(guard, 'alice', '198.51.100.9')).toBeNull();
  });

  it('doubles each further lock within a day, up to an hour', async () => {
    const { guard, clock } = guardAt();
    // Every failure from another address, so that only the account counts.
    let n = 0;
    const fail = () => guard.recordFailure('alice', `198.51.100.${++n}`);
    for (let i = 0; i < 3; i++) await fail();
    const durations: number[] = [];
    for (let lock = 0; lock < 8; lock++) {
      const seconds = (await lockedFor(guard, 'alice', '192.0.2.1'))!;
      durations.push(seconds);
      clock.now += seconds * 1000;
      // Each lock takes LOGIN_LOCK_AFTER new failures.
      await fail();
      await fail();
      expect(await lockedFor(guard, 'alice', '192.0.2.1')).toBeNull();
      await fail();
    }
    expect(durations).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('starts again from one minute a day after the last locks', async () => {
    const { guard, clock } = guardAt();
    for (let i = 0; i < 3; i++) await guard.recordFailure('alice', '198.51.100.1');
    clock.now += MINUTE;
    for (let i = 0; i < 3; i++) await guard.recordFailure('alice', '198.51.100.1');
    expect(await lockedFor(guard, 'alice', '198.51.100.1')).toBe(120);
    clock.now += 25 * 60 * MINUTE;
    for (let i = 0; i < 3; i++) await guard.recordFailure('alice', '198.51.100.1');
    expect(await lockedFor(guard, 'alice', '198.51.100.1')).toBe(60);
  });

  it('forgets an account failure window after 15 minutes', async () => {
    const { guard, clock } = guardAt();
    for (let i = 0; i < 2; i++) await guard.recordFailure('alice', '198.51.100.1');
    clock.now += 15 * MINUTE;
    await guard.recordFailure('alice', '198.51.100.2');
    expect(await lockedFor(guard, 'alice', '198.51.100.2')).toBeNull();
  });

  it('keeps asking for the captcha for a day after a lock', async () => {
    const { guard, clock } = guardAt();
    for (let i = 0; i < 3; i++) await guard.recordFailure('alice', `198.51.100.${i}`);
    clock.now += 20 * MINUTE;
    expect(await guard.captchaRequired('alice', '198.51.100.50')).toBe(true);
    clock.now += 24 * 60 * MINUTE;
    expect(await guard.captchaRequired('alice', '198.51.100.50')).toBe(false);
  });

  it('clears the account failures after a success but keeps counting the IP', async () => {
    const { guard } = guardAt();
    for (let i = 0; i < 2; i++) await guard.recordFailure('alice', '198.51.100.1');
    await guard.recordSuccess('alice');
    expect(await guard.captchaRequired('alice', '198.51.100.2')).toBe(false);
    expect(await guard.captchaRequired('bob', '198.51.100.1')).toBe(true);
    await guard.recordFailure('alice', '198.51.100.2');
    expect(await lockedFor(guard, 'alice', '198.51.100.2')).toBeNull();
  });

  it('locks an IP for 15 minutes at LOGIN_IP_LOCK_AFTER failures across accounts, then longer', async () => {
    const { guard, clock } = guardAt();
    for (let i = 0; i < 10; i++) await guard.recordFailure(`user${i}`, '198.51.100.7');
    expect(await lockedFor(guard, 'someone', '198.51.100.7')).toBe(15 * 60);
    expect(await lockedFor(guard, 'someone', '198.51.100.8')).toBeNull();
    clock.now += 15 * MINUTE;
    expect(await lockedFor(guard, 'someone', '198.51.100.7')).toBeNull();
    for (let i = 0; i < 10; i++) await guard.recordFailure(`other${i}`, '198.51.100.7');
    expect(await lockedFor(guard, 'someone', '198.51.100.7')).toBe(30 * 60);
  });
});
