import type { Redis } from 'ioredis';

/**
 * Short-lived values: captcha answers, verification codes, throttles and failure counters
 * (ARCHITECTURE section 3). In memory for one process by default; in Redis when REDIS_URL is set,
 * so every instance behind the load balancer sees the same counters and codes.
 */
export interface ShortLivedStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the key only when it is absent; true when this call set it (a throttle slot). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds 1 and returns the new count; the window starts with the first increment. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Milliseconds until the key expires, or 0 when it does not exist. */
  ttl(key: string): Promise<number>;
  delete(key: string): Promise<void>;
  /** Reads and deletes in one step: of two concurrent takers, only one gets the value. */
  take(key: string): Promise<string | null>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

export class MemoryStore implements ShortLivedStore {
  private readonly entries = new Map<string, Entry>();
  private sweeps = 0;

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops expired entries now and then, so abandoned keys do not pile up. */
  private sweep(): void {
    if (++this.sweeps % 1000 !== 0) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.sweep();
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async increment(key: string, windowMs: number) {
    const entry = this.live(key);
    if (!entry) {
      await this.set(key, '1', windowMs);
      return 1;
    }
    const count = Number(entry.value) + 1;
    entry.value = String(count);
    return count;
  }

  async ttl(key: string) {
    const entry = this.live(key);
    return entry ? entry.expiresAt - this.now() : 0;
  }

  async delete(key: string) {
    this.entries.delete(key);
  }

  async take(key: string) {
    const value = this.live(key)?.value ?? null;
    this.entries.delete(key);
    return value;
  }
}

export class RedisStore implements ShortLivedStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string) {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    const result = await this.redis.set(
      this.prefix + key,
      value,
      'PX',
      Math.max(1, Math.ceil(ttlMs)),
      'NX',
    );
    return result === 'OK';
  }

  async increment(key: string, windowMs: number) {
    const name = this.prefix + key;
    const [[, count]] = (await this.redis
      .multi()
      .incr(name)
      .pexpire(name, Math.max(1, Math.ceil(windowMs)), 'NX')
      .exec()) as [[Error | null, number], [Error | null, number]];
    return count;
  }

  async ttl(key: string) {
    const ms = await this.redis.pttl(this.prefix + key);
    return ms > 0 ? ms : 0;
  }

  async delete(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async take(key: string) {
    return this.redis.getdel(this.prefix + key);
  }
}
