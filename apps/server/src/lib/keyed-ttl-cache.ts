import { TtlCache } from './ttl-cache.js';

/**
 * A TtlCache per key (a list's filter, a member, a draw), for values that may lag a little behind
 * their rows. Keys may come from query parameters, so their number is capped: past `maxKeys` the
 * oldest key is dropped.
 */
export class KeyedTtlCache<T> {
  private readonly entries = new Map<string, TtlCache<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxKeys = 256,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value of `key`, loaded with `load` when absent or stale. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    let cache = this.entries.get(key);
    if (!cache) {
      if (this.entries.size >= this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
      cache = new TtlCache(this.ttlMs, load, this.now);
      this.entries.set(key, cache);
    }
    return cache.get();
  }

  /** Every key loads again on next use (after a change made by this process, or in tests). */
  clear(): void {
    this.entries.clear();
  }
}
