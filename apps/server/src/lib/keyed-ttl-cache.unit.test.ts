import { describe, expect, it } from 'vitest';
import { KeyedTtlCache } from './keyed-ttl-cache.js';

describe('KeyedTtlCache', () => {
  it('loads each key once until it expires, and caps the number of keys', async () => {
    let now = 0;
    const cache = new KeyedTtlCache<number>(1000, 2, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    now = 1001;
    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('c', load)).toBe(4);
    // 'a' was the oldest key: dropped when 'c' came.
    expect(await cache.get('a', load)).toBe(5);
    cache.clear();
    expect(await cache.get('b', load)).toBe(6);
  });
});
