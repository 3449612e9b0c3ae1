import type { PubSub } from '../../lib/pubsub.js';
import type { AuthenticatedMember } from '../../plugins/app/authenticate.js';

/** A live session as last read from the database. */
export interface CachedSession {
  member: AuthenticatedMember;
  expiresAt: number;
  lastSeenAt: number;
  /** When the member's session time limit ends the session (ms), or null without a limit. */
  limitEndsAt: number | null;
  /** When it was read; the entry is trusted for the cache's lifetime after that. */
  readAt: number;
}

const CHANNEL = 'sessions:revoked';
/** Entries kept at most; past it the oldest read is dropped. */
const MAX_ENTRIES = 20_000;

/**
 * The sessions recently seen live, by token hash, so that a signed-in call does not read the
 * session row every time. An entry is trusted for `ttlMs` at most. A revocation made by any
 * instance drops the entries at once on every instance that shares the pub/sub (Redis); a change
 * made outside the server (the admin command disabling a member) shows within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(
    private readonly ttlMs: number,
    private readonly pubsub: PubSub,
  ) {
    pubsub.subscribe(CHANNEL, (message) => this.apply(message));
  }

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.readAt >= this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: CachedSession): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, entry);
  }

  /** Every instance forgets this session. */
  revokeSession(sessionId: number): void {
    this.pubsub.publish(CHANNEL, `s:${sessionId}`);
  }

  /** Every instance forgets the member's sessions, except `keptSessionId`. */
  revokeMember(memberId: number, keptSessionId?: number): void {
    this.pubsub.publish(CHANNEL, `m:${memberId}:${keptSessionId ?? 0}`);
  }

  private apply(message: string): void {
    const [kind, id, kept] = message.split(':');
    const target = Number(id);
    for (const [hash, { member }] of this.entries) {
      const drop =
        kind === 's'
          ? member.sessionId === target
          : member.id === target && member.sessionId !== Number(kept);
      if (drop) this.entries.delete(hash);
    }
  }
}

/**
 * Calls `handler` with the member id whenever any instance revokes a member's sessions (sign-out
 * everywhere, a password change, the member disabled): other caches of what a member may do (the
 * seamless wallet's launch sessions) drop that member's entries too.
 */
export function onMemberRevoked(pubsub: PubSub, handler: (memberId: number) => void): void {
  pubsub.subscribe(CHANNEL, (message) => {
    const [kind, id] = message.split(':');
    if (kind === 'm') handler(Number(id));
  });
}
