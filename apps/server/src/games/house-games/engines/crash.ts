import type { RandomSource } from './random.js';

/**
 * Crash: the multiplier rises from 1.00x until it crashes; a bet cashes out automatically at its
 * target. The crash point X is drawn so that P(X >= x) = rtp / x for every x >= 1.00 (2 decimals,
 * rounded down), which makes every target return exactly `rtp` (before the stake x target win is
 * rounded down to a minor unit): P(win) x target = rtp.
 */
export const CRASH_RTP_PERCENT = 97n;
export const CRASH_MIN_TARGET = 101n;
export const CRASH_MAX_TARGET = 100_000n;
/** The highest crash point shown, in hundredths (10,000x); far above any target. */
export const CRASH_MAX_POINT = 1_000_000n;
/** The uniform draw's resolution; crypto.randomInt allows ranges below 2^48. */
export const CRASH_DRAW_RANGE = 2 ** 40;

/**
 * The crash point in hundredths (100 = 1.00x). With U = (k + 1) / N uniform on (0, 1], the point
 * is floor(100 x rtp / U) = floor(rtpPercent x N / (k + 1)): integer arithmetic only.
 */
export function drawCrashPoint(random: RandomSource): bigint {
  const k = BigInt(random.int(0, CRASH_DRAW_RANGE));
  const point = (CRASH_RTP_PERCENT * BigInt(CRASH_DRAW_RANGE)) / (k + 1n);
  if (point < 100n) return 100n;
  return point > CRASH_MAX_POINT ? CRASH_MAX_POINT : point;
}

/** The exact chance that the crash point is at least `hundredths` (for 1.00x and above). */
export function crashSurvival(hundredths: bigint): number {
  if (hundredths <= 100n) return 1;
  if (hundredths > CRASH_MAX_POINT) return 0;
  const n = BigInt(CRASH_DRAW_RANGE);
  // k + 1 <= rtpPercent x N / h, over N equally likely k.
  return Number((CRASH_RTP_PERCENT * n) / hundredths) / CRASH_DRAW_RANGE;
}

export interface CrashOutcome {
  crashPoint: bigint;
  cashedOut: boolean;
  /** Minor units: stake x target rounded down when cashed out, else 0. */
  payout: bigint;
}

/** One round for `stake` (minor units) cashing out at `target` (hundredths). */
export function playCrash(random: RandomSource, stake: bigint, target: bigint): CrashOutcome {
  const crashPoint = drawCrashPoint(random);
  const cashedOut = crashPoint >= target;
  return { crashPoint, cashedOut, payout: cashedOut ? (stake * target) / 100n : 0n };
}
