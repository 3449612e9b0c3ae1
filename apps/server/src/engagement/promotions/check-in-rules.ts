import { addSiteDays } from '@portal/shared/site-day';
import type { CheckInStatus, SignedTerms } from '@portal/shared/schemas/promotions';
import { majorNumber } from '@portal/shared/money';
import { minorOf } from './promotion-record.js';

/** A member's latest check-in of a promotion: its site day and the streak day it counted as. */
export interface LastCheckIn {
  siteDay: string;
  streak: number;
}

/**
 * The reward of a streak day (1-based), in minor units: past the last day of the rewards the
 * streak starts the rewards again (`cycle`) or keeps the last day's (`cap`).
 */
export function rewardOfDay(terms: SignedTerms, streak: number): bigint {
  const days = terms.rewards.length;
  const index = terms.afterLast === 'cycle' ? (streak - 1) % days : Math.min(streak, days) - 1;
  return minorOf(terms.rewards[index] ?? 0);
}

/**
 * The streak day a check-in on `today` counts as: the day before's + 1, else 1 (first day, or a
 * missed day resets it); null when the member has checked in today already.
 */
export function streakOn(last: LastCheckIn | null, today: string): number | null {
  if (last?.siteDay === today) return null;
  if (last?.siteDay === addSiteDays(today, -1)) return last.streak + 1;
  return 1;
}

/** What the member's check-in panel shows on `today`. */
export function checkInStatus(
  terms: SignedTerms,
  last: LastCheckIn | null,
  today: string,
): CheckInStatus {
  const signedToday = last?.siteDay === today;
  const alive = signedToday || last?.siteDay === addSiteDays(today, -1);
  const streak = alive && last ? last.streak : 0;
  return { streak, signedToday, nextReward: majorNumber(rewardOfDay(terms, streak + 1)) };
}
