import { describe, expect, it } from 'vitest';
import { LocalPubSub } from '../../lib/pubsub.js';
import { SessionCache } from '../../accounts/session/session-cache.js';
import { LaunchSessionCache } from './launch-session-cache.js';
import type { LaunchSession } from './seamless.repository.js';

const T0 = Date.parse('2026-11-25T12:00:00.000Z');

function session(memberId: number, expiresAt = T0 + 3_600_000): LaunchSession {
  return {
    memberId,
    account: `member${memberId}`,
    nickname: 'Lucky',
    currency: 'MYR',
    memberActive: true,
    gameId: 1,
    gameCode: 'slot-1',
    categoryCode: 'RNG',
    vassalage: 'ACME',
    walletMode: 'seamless',
    language: 'EN',
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

describe('launch-session cache', () => {
  it('answers a session read moments ago, and reads it again once the lifetime has passed', () => {
    const cache = new LaunchSessionCache(5_000, new LocalPubSub());
    cache.set('house', 'hash-a', session(1), T0);
    expect(cache.get('house', 'hash-a', T0 + 4_999)?.memberId).toBe(1);
    expect(cache.get('house', 'hash-a', T0 + 5_000)).toBeUndefined();
  });

  it('never answers a session past its own expiry', () => {
    const cache = new LaunchSessionCache(60_000, new LocalPubSub());
    cache.set('house', 'hash-a', session(1, T0 + 1_000), T0);
    expect(cache.get('house', 'hash-a', T0 + 999)).toBeDefined();
    expect(cache.get('house', 'hash-a', T0 + 1_000)).toBeUndefined();
  });

  it('keeps sessions of each provider apart', () => {
    const cache = new LaunchSessionCache(5_000, new LocalPubSub());
    cache.set('house', 'hash-a', session(1), T0);
    expect(cache.get('acme', 'hash-a', T0)).toBeUndefined();
  });

  it("drops a member's sessions when any instance revokes the member's sessions", () => {
    const pubsub = new LocalPubSub();
    const cache = new LaunchSessionCache(60_000, pubsub);
    cache.set('house', 'hash-a', session(1), T0);
    cache.set('house', 'hash-b', session(2), T0);
    new SessionCache(60_000, pubsub).revokeMember(1);
    expect(cache.get('house', 'hash-a', T0)).toBeUndefined();
    expect(cache.get('house', 'hash-b', T0)?.memberId).toBe(2);
  });

  it('keeps nothing when its lifetime is zero', () => {
    const cache = new LaunchSessionCache(0, new LocalPubSub());
    cache.set('house', 'hash-a', session(1), T0);
    expect(cache.get('house', 'hash-a', T0)).toBeUndefined();
  });
});
