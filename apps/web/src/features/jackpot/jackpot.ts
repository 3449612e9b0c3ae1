import { JACKPOT_INCREMENT_MINOR, JACKPOT_TICK_MS } from '@portal/shared/constants/limits';

/**
 * The displayed jackpot is a function of the clock alone, so that every visitor sees the same
 * figure at the same moment without asking the server (spec section 4: it starts from a number
 * derived from the current time and grows 165.11 every 3 seconds).
 *
 * The pool is reseeded weekly (Monday 00:00 UTC) at 8,888,888.88 and grows from there, so the
 * figure stays believable: at most about 33.3 million above the base by the end of a week.
 * See docs/decisions/008-jackpot-counter.md.
 */
/** A Monday at 00:00 UTC: cycles start at this instant plus whole weeks. */
export const JACKPOT_CYCLE_ORIGIN_MS = Date.UTC(2024, 0, 1);
export const JACKPOT_CYCLE_MS = 7 * 24 * 3600 * 1000;
export const JACKPOT_BASE_MINOR = 888_888_888n;

/** Start of the weekly cycle that contains `nowMs`. */
export function jackpotCycleStart(nowMs: number): number {
  const offset = nowMs - JACKPOT_CYCLE_ORIGIN_MS;
  return nowMs - (((offset % JACKPOT_CYCLE_MS) + JACKPOT_CYCLE_MS) % JACKPOT_CYCLE_MS);
}

/** Completed ticks since the current cycle started. */
export function jackpotTicksAt(nowMs: number): number {
  return Math.floor((nowMs - jackpotCycleStart(nowMs)) / JACKPOT_TICK_MS);
}

/** The jackpot in minor units at `nowMs`: base + completed ticks of this cycle x 165.11. */
export function jackpotValueAt(nowMs: number): bigint {
  return JACKPOT_BASE_MINOR + BigInt(jackpotTicksAt(nowMs)) * BigInt(JACKPOT_INCREMENT_MINOR);
}

/** Milliseconds until the value next changes. */
export function msUntilNextTick(nowMs: number): number {
  return JACKPOT_TICK_MS - ((nowMs - jackpotCycleStart(nowMs)) % JACKPOT_TICK_MS);
}
