import type { PubSub } from '../../lib/pubsub.js';
import { onMemberRevoked } from '../../accounts/session/session-cache.js';
import type { LaunchSession } from './seamless.repository.js';

interface Entry {
  session: LaunchSession;
  /** When the session itself ends (ms). */
  expiresAt: number;
  /** When it was read; trusted for the cache's lifetime after that. */
  readAt: number;
}

/** Entries kept at most; past it the oldest read is dropped. */
const MAX_ENTRIES = 20_000;

/**
 * Launch sessions recently read, by provider and token hash, so that a provider's callback does
 * not read the session, its member, game and vendor again on every debit and credit. An entry is
 * trusted for `ttlMs` (SESSION_CACHE_MS) and never past the session's own expiry. When any
 * instance revokes a member's sessions (a disabled member, a password change) every instance
 * drops that member's entries at once through the pub/sub; a change made outside the servers
 * without Redis, or an operator's change of a vendor's wallet mode, shows within `ttlMs`.
 * A session that was not found is never remembered.
 */
export class LaunchSessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    pubsub: PubSub,
  ) {
    onMemberRevoked(pubsub, (memberId) => this.forgetMember(memberId));
  }

  get(provider: string, tokenHash: string, now: number): LaunchSession | undefined {
    const key = `${provider}\n${tokenHash}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.readAt >= this.ttlMs || now >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.session;
  }

  set(provider: string, tokenHash: string, session: LaunchSession, now: number): void {
    if (this.ttlMs <= 0) return;
    const key = `${provider}\n${tokenHash}`;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { session, expiresAt: Date.parse(session.expiresAt), readAt: now });
  }

  forgetMember(memberId: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.session.memberId === memberId) this.entries.delete(key);
    }
  }
}
