import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../platform/short-lived/short-lived-store.js';
import { CHALLENGE_MAX_WRONG, CHALLENGE_TTL_MS, StaffChallenges } from './staff-challenges.js';

function challenges() {
  let now = 1_700_000_000_000;
  const store = new MemoryStore(() => now);
  return {
    store,
    challenges: new StaffChallenges(store),
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe('staff sign-in challenges', () => {
  it('keeps only the SHA-256 of the token in the store', async () => {
    const { challenges: c, store } = challenges();
    const token = await c.issue(7, 'totp');
    expect(await c.read(token)).toEqual({ staffId: 7, next: 'totp' });
    expect(await store.get(`staff:challenge:${token}`)).toBeNull();
  });

  it('ends five minutes after the password step', async () => {
    const { challenges: c, later } = challenges();
    const token = await c.issue(7, 'totp');
    later(CHALLENGE_TTL_MS - 1);
    expect(await c.read(token)).not.toBeNull();
    later(1);
    expect(await c.read(token)).toBeNull();
  });

  it('is taken once', async () => {
    const { challenges: c } = challenges();
    const token = await c.issue(7, 'totp');
    expect(await Promise.all([c.take(token), c.take(token)])).toEqual([true, false]);
    expect(await c.read(token)).toBeNull();
  });

  it('ends at the fifth wrong code and says how many are left before', async () => {
    const { challenges: c } = challenges();
    const token = await c.issue(7, 'totp');
    const left: number[] = [];
    for (let i = 0; i < CHALLENGE_MAX_WRONG; i += 1) left.push(await c.wrongCode(token));
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(await c.read(token)).toBeNull();
  });

  it('holds the enrolment secret without extending the challenge', async () => {
    const { challenges: c, later } = challenges();
    const token = await c.issue(7, 'enrol');
    later(60_000);
    await c.holdSecret(token, (await c.read(token))!, 'SECRETBASE32');
    expect(await c.read(token)).toEqual({
      staffId: 7,
      next: 'enrol',
      pendingSecret: 'SECRETBASE32',
    });
    later(CHALLENGE_TTL_MS - 60_000);
    expect(await c.read(token)).toBeNull();
  });

  it('accepts a time step once per staff member', async () => {
    const { challenges: c } = challenges();
    expect(await c.markStepUsed(7, 100)).toBe(true);
    expect(await c.markStepUsed(7, 100)).toBe(false);
    expect(await c.markStepUsed(7, 101)).toBe(true);
    expect(await c.markStepUsed(8, 100)).toBe(true);
  });
});
