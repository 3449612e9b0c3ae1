import type { StaffLoginNext } from '@portal/shared/schemas/operator';
import { hashToken, newSecretToken } from '../../lib/secret-tokens.js';
import type { ShortLivedStore } from '../../platform/short-lived/short-lived-store.js';

/** How long the code step may follow the password step. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one challenge takes before it ends (the login guard counts them too). */
export const CHALLENGE_MAX_WRONG = 5;
/** A used time step is remembered while its code could still be accepted (±1 step of 30 s). */
const USED_STEP_TTL_MS = 2 * 60_000;

/** What a challenge proves: this staff member passed the password step, and what comes next. */
export interface StaffChallenge {
  staffId: number;
  next: StaffLoginNext;
  /** The secret shown by enrol/start, waiting for its first code. */
  pendingSecret?: string;
}

const challengeKey = (token: string) => `staff:challenge:${hashToken(token)}`;
const wrongKey = (token: string) => `staff:challenge-wrong:${hashToken(token)}`;

/**
 * The bridge between the password step and the code step, in the short-lived store (shared by
 * every instance when Redis is configured). The token is 256 random bits handed to the client;
 * the store keys hold only its SHA-256. A challenge is spent by the one call that takes it.
 */
export class StaffChallenges {
  constructor(private readonly store: ShortLivedStore) {}

  async issue(staffId: number, next: StaffLoginNext): Promise<string> {
    const token = newSecretToken();
    const challenge: StaffChallenge = { staffId, next };
    await this.store.set(challengeKey(token), JSON.stringify(challenge), CHALLENGE_TTL_MS);
    return token;
  }

  async read(token: string): Promise<StaffChallenge | null> {
    const value = await this.store.get(challengeKey(token));
    return value === null ? null : (JSON.parse(value) as StaffChallenge);
  }

  /** Keeps the secret enrol/start showed with the challenge, which keeps its own end. */
  async holdSecret(token: string, challenge: StaffChallenge, secret: string): Promise<void> {
    const left = await this.store.ttl(challengeKey(token));
    if (left <= 0) return;
    const held: StaffChallenge = { ...challenge, pendingSecret: secret };
    await this.store.set(challengeKey(token), JSON.stringify(held), left);
  }

  /** Counts a wrong code; the fifth ends the challenge. Returns the attempts left. */
  async wrongCode(token: string): Promise<number> {
    const wrong = await this.store.increment(wrongKey(token), CHALLENGE_TTL_MS);
    const left = Math.max(0, CHALLENGE_MAX_WRONG - wrong);
    if (left === 0) await this.end(token);
    return left;
  }

  /** Spends the challenge: true for the one caller that gets it. */
  async take(token: string): Promise<boolean> {
    const taken = (await this.store.take(challengeKey(token))) !== null;
    if (taken) await this.store.delete(wrongKey(token));
    return taken;
  }

  async end(token: string): Promise<void> {
    await this.store.delete(challengeKey(token));
    await this.store.delete(wrongKey(token));
  }

  /**
   * Marks an authenticator time step as used by this staff member: true the first time only, so
   * a code seen over a shoulder or in transit cannot open a second session (RFC 6238 section 5.2).
   */
  markStepUsed(staffId: number, step: number): Promise<boolean> {
    return this.store.setIfAbsent(`staff:totp-step:${staffId}:${step}`, '1', USED_STEP_TTL_MS);
  }
}
