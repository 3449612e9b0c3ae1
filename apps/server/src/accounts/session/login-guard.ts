import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';

const MINUTE = 60_000;
/** Failures are counted in windows of 15 minutes from the first one. */
const FAILURE_WINDOW_MS = 15 * MINUTE;
/** Locks within this period make the next one longer. */
const LOCK_MEMORY_MS = 24 * 60 * MINUTE;
const MAX_LOCK_MS = 60 * MINUTE;

interface Subject {
  kind: 'account' | 'ip';
  id: string;
  lockAfter: number;
  firstLockMs: number;
}

/**
 * Slows password guessing down. Failed password logins are counted per account and per client
 * IP; after LOGIN_CAPTCHA_AFTER of either the captcha is required, an account is locked when its
 * count reaches LOGIN_LOCK_AFTER (1 minute) and an IP at LOGIN_IP_LOCK_AFTER (15 minutes). Each
 * further lock within 24 hours lasts twice as long, up to an hour. Counters live in the
 * short-lived store, so every instance sees them when Redis is configured.
 */
export class LoginGuard {
  constructor(
    private readonly store: ShortLivedStore,
    private readonly config: Pick<
      Config,
      'LOGIN_CAPTCHA_AFTER' | 'LOGIN_LOCK_AFTER' | 'LOGIN_IP_LOCK_AFTER'
    >,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Refuses with ACCOUNT_LOCKED and the seconds to wait while the account or the IP is locked. */
  async assertNotLocked(accountKey: string, ip: string): Promise<void> {
    const until = Math.max(
      ...(await Promise.all(this.subjects(accountKey, ip).map((s) => this.lockedUntil(s)))),
    );
    const remaining = until - this.now();
    if (remaining > 0) {
      throw new AppError('ACCOUNT_LOCKED', {}, undefined, {
        retryAfterSeconds: Math.ceil(remaining / 1000),
      });
    }
  }

  /**
   * Whether the next password login for this account or from this IP must pass the captcha:
   * after LOGIN_CAPTCHA_AFTER failures, and for a day after a lock.
   */
  async captchaRequired(accountKey: string, ip: string): Promise<boolean> {
    const needed = await Promise.all(
      this.subjects(accountKey, ip).map(async (subject) => {
        const [failures, locks] = await Promise.all([
          this.store.get(failKey(subject)),
          this.store.get(locksKey(subject)),
        ]);
        return Number(failures) >= this.config.LOGIN_CAPTCHA_AFTER || Number(locks) > 0;
      }),
    );
    return needed.some(Boolean);
  }

  /** Counts a failed password login; returns whether the next attempt needs the captcha. */
  async recordFailure(accountKey: string, ip: string): Promise<{ captcha: boolean }> {
    let captcha = false;
    for (const subject of this.subjects(accountKey, ip)) {
      const count = await this.store.increment(failKey(subject), FAILURE_WINDOW_MS);
      if (count >= this.config.LOGIN_CAPTCHA_AFTER) captcha = true;
      if (count >= subject.lockAfter) {
        await this.lock(subject);
        captcha = true;
      }
    }
    return { captcha };
  }

  /** A successful login clears the account's failures; the IP's keep counting. */
  async recordSuccess(accountKey: string): Promise<void> {
    await this.store.delete(`login:fail:account:${accountKey}`);
  }

  private subjects(accountKey: string, ip: string): Subject[] {
    return [
      {
        kind: 'account',
        id: accountKey,
        lockAfter: this.config.LOGIN_LOCK_AFTER,
        firstLockMs: MINUTE,
      },
      { kind: 'ip', id: ip, lockAfter: this.config.LOGIN_IP_LOCK_AFTER, firstLockMs: 15 * MINUTE },
    ];
  }

  private async lockedUntil(subject: Subject): Promise<number> {
    return Number(await this.store.get(lockKey(subject))) || 0;
  }

  /**
   * Locks once more: the first lock of a day lasts `firstLockMs`, each further one twice the
   * last. The failures start again from zero, so the next lock takes as many failures.
   */
  private async lock(subject: Subject): Promise<void> {
    const locks = await this.store.increment(locksKey(subject), LOCK_MEMORY_MS);
    const duration = Math.min(MAX_LOCK_MS, subject.firstLockMs * 2 ** Math.min(locks - 1, 20));
    // The lock's end is stored as a time, so it follows this guard's clock; the key's own expiry
    // only tidies up.
    await this.store.set(lockKey(subject), String(this.now() + duration), duration);
    await this.store.delete(failKey(subject));
  }
}

const failKey = (subject: Subject) => `login:fail:${subject.kind}:${subject.id}`;
const lockKey = (subject: Subject) => `login:lock:${subject.kind}:${subject.id}`;
const locksKey = (subject: Subject) => `login:locks:${subject.kind}:${subject.id}`;
