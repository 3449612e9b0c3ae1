import { describe, expect, it } from 'vitest';
import {
  limitInForce,
  requestLimit,
  sessionEndsAt,
  type SessionLimitState,
} from './session-limit.js';

const now = new Date('2026-03-01T10:00:00.000Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('session limit changes', () => {
  it('applies a first limit and a decrease at once', () => {
    const first = requestLimit({ limit: null, pending: null }, 120, now);
    expect(first).toEqual({ limit: 120, pending: null });
    expect(requestLimit(first, 60, now)).toEqual({ limit: 60, pending: null });
  });

  it('holds an increase or a removal for 24 hours, then it is in force', () => {
    const state: SessionLimitState = { limit: 60, pending: null };
    const raised = requestLimit(state, 240, now);
    expect(raised).toEqual({ limit: 60, pending: { limit: 240, at: later(24) } });
    expect(limitInForce(raised, later(23.99))).toBe(60);
    expect(limitInForce(raised, later(24))).toBe(240);
    const removed = requestLimit(state, null, now);
    expect(removed.pending).toEqual({ limit: null, at: later(24) });
    expect(limitInForce(removed, later(25))).toBeNull();
  });

  it('keeps the first waiting time when the same increase is asked again', () => {
    const raised = requestLimit({ limit: 60, pending: null }, 240, now);
    expect(requestLimit(raised, 240, later(5))).toEqual(raised);
    expect(requestLimit(raised, 360, later(5)).pending?.at).toEqual(later(29));
  });

  it('drops a pending increase when the member asks for the limit in force or a lower one', () => {
    const raised = requestLimit({ limit: 60, pending: null }, 240, now);
    expect(requestLimit(raised, 60, later(1))).toEqual({ limit: 60, pending: null });
    expect(requestLimit(raised, 30, later(1))).toEqual({ limit: 30, pending: null });
  });

  it('counts a change that came due as the limit in force', () => {
    const raised = requestLimit({ limit: 60, pending: null }, 240, now);
    expect(requestLimit(raised, 120, later(30))).toEqual({ limit: 120, pending: null });
  });

  it('ends a session its limit after it started, and never without a limit', () => {
    expect(sessionEndsAt(now, 30)).toBe(now.getTime() + 30 * 60_000);
    expect(sessionEndsAt(now, null)).toBeNull();
  });
});
