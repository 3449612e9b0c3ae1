import { AppError } from '../../lib/app-error.js';
import type { ShortLivedStore } from '../short-lived/short-lived-store.js';

const LIMIT = 5;
const WINDOW_MS = 15 * 60_000;

/**
 * Wrong answers to a signed-in member's own secrets (login password, authenticator code). A stolen
 * session token must not become a way to guess the password or switch off two-factor login, so
 * after 5 wrong answers in 15 minutes these checks refuse until the window ends.
 */
export class SecretAttempts {
  constructor(private readonly store: ShortLivedStore) {}

  private key(memberId: number) {
    return `secret-attempts:${memberId}`;
  }

  async assertAllowed(memberId: number): Promise<void> {
    const count = Number((await this.store.get(this.key(memberId))) ?? 0);
    if (count < LIMIT) return;
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((await this.store.ttl(this.key(memberId))) / 1000),
    );
    throw new AppError('TOO_MANY_REQUESTS', {}, undefined, { retryAfterSeconds });
  }

  async recordFailure(memberId: number): Promise<void> {
    await this.store.increment(this.key(memberId), WINDOW_MS);
  }

  async clear(memberId: number): Promise<void> {
    await this.store.delete(this.key(memberId));
  }
}
