import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('keeps a value for its lifetime and loads it again afterwards', async () => {
    let now = 0;
    let version = 0;
    const cache = new TtlCache(
      1_000,
      async () => ++version,
      () => now,
    );
    expect(await cache.get()).toBe(1);
    now = 999;
    expect(await cache.get()).toBe(1);
    now = 1_000;
    expect(await cache.get()).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn(async () => 'value');
    const cache = new TtlCache(1_000, load);
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([
      'value',
      'value',
      'value',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed load and loads again after clear()', async () => {
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValueOnce(1)
      .mockResolvedValueOnce(2);
    const cache = new TtlCache(60_000, load);
    await expect(cache.get()).rejects.toThrow('database down');
    expect(await cache.get()).toBe(1);
    cache.clear();
    expect(await cache.get()).toBe(2);
  });
});
