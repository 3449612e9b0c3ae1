import { SESSION_LIMIT_COOLING_HOURS } from '@portal/shared/schemas/reality-check';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** A member's session limit as stored: the limit in force and an increase or removal waiting. */
export interface SessionLimitState {
  /** Minutes; null is no limit. */
  limit: number | null;
  /** Set while a change waits: the limit it brings (null: removal) and when. */
  pending: { limit: number | null; at: Date } | null;
}

/** The limit in force at `now`: a pending change whose time has come has taken over. */
export function limitInForce(state: SessionLimitState, now: Date): number | null {
  if (state.pending && state.pending.at.getTime() <= now.getTime()) return state.pending.limit;
  return state.limit;
}

/** The state with any pending change whose time has come folded in. */
export function settle(state: SessionLimitState, now: Date): SessionLimitState {
  if (state.pending && state.pending.at.getTime() <= now.getTime()) {
    return { limit: state.pending.limit, pending: null };
  }
  return state;
}

const stricter = (a: number | null, b: number | null) => a !== null && (b === null || a < b);

/**
 * The member asks for `requested`. A stricter limit (lower, or a limit where there was none)
 * applies at once and drops any pending change; asking for the limit in force drops the pending
 * change; a looser one (higher, or none) waits SESSION_LIMIT_COOLING_HOURS. Asking again for the
 * change already waiting keeps its original time, so the wait cannot be restarted by mistake or
 * shortened.
 */
export function requestLimit(
  state: SessionLimitState,
  requested: number | null,
  now: Date,
): SessionLimitState {
  const current = settle(state, now);
  if (requested === current.limit) return { limit: current.limit, pending: null };
  if (stricter(requested, current.limit)) return { limit: requested, pending: null };
  if (current.pending && current.pending.limit === requested) return current;
  return {
    limit: current.limit,
    pending: { limit: requested, at: new Date(now.getTime() + SESSION_LIMIT_COOLING_HOURS * HOUR) },
  };
}

/** When a session started at `startedAt` reaches `limitMinutes` (ms since epoch), or null. */
export function sessionEndsAt(startedAt: Date, limitMinutes: number | null): number | null {
  return limitMinutes === null ? null : startedAt.getTime() + limitMinutes * MINUTE;
}
