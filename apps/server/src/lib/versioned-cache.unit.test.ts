import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.js';

describe('VersionedCache', () => {
  it('builds once per key and version, and again when the version moves', async () => {
    const cache = new VersionedCache<number>();
    let builds = 0;
    const build = async () => ++builds;
    const [a, b] = await Promise.all([cache.get('k', 1, build), cache.get('k', 1, build)]);
    expect([a, b, builds]).toEqual([1, 1, 1]);
    expect(cache.get('k', 1, build)).toBe(1);
    expect(await cache.get('k', 2, build)).toBe(2);
  });

  it('never lets a slow build of an older version replace a newer value', async () => {
    const cache = new VersionedCache<string>();
    let finishOld!: (value: string) => void;
    const old = cache.get('k', 1, () => new Promise<string>((resolve) => (finishOld = resolve)));
    expect(await cache.get('k', 2, async () => 'new')).toBe('new');
    finishOld('old');
    expect(await old).toBe('old');
    expect(cache.get('k', 2, async () => 'again')).toBe('new');
  });

  it('builds again when a value is no longer fresh, and forgets failed builds', async () => {
    const cache = new VersionedCache<{ until: number }>();
    let now = 0;
    const fresh = (value: { until: number }) => now < value.until;
    expect(await cache.get('k', 1, async () => ({ until: 10 }), fresh)).toEqual({ until: 10 });
    now = 10;
    expect(await cache.get('k', 1, async () => ({ until: 20 }), fresh)).toEqual({ until: 20 });
    await expect(cache.get('x', 1, async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('x', 1, async () => ({ until: 1 }))).toEqual({ until: 1 });
  });

  it('keeps at most maxKeys keys', async () => {
    const cache = new VersionedCache<number>(2);
    let builds = 0;
    const build = async () => ++builds;
    await cache.get('a', 1, build);
    await cache.get('b', 1, build);
    await cache.get('c', 1, build);
    await cache.get('a', 1, build);
    expect(builds).toBe(4);
  });
});
