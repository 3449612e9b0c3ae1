import { PAYLINES } from './slot-paytable.js';
import type { RandomSource } from './random.js';
import { spinSlot, type SlotProfile } from './slot.js';
import { RunningStats } from './statistics.js';

export interface SlotSimulation {
  /** Return per spin as a fraction of the stake: its mean is the measured RTP. */
  returns: RunningStats;
  /** How often each strip position was the stop, per reel. */
  stopCounts: number[][];
}

/**
 * Plays `spins` spins of every payline at a line bet of one minor unit through the engine itself,
 * recording each spin's return and each reel's stop.
 */
export function simulateSlot(
  profile: SlotProfile,
  random: RandomSource,
  spins: number,
): SlotSimulation {
  const lines = PAYLINES.length;
  const returns = new RunningStats();
  const stopCounts = profile.strips.map((strip) => new Array<number>(strip.length).fill(0));
  for (let spin = 0; spin < spins; spin += 1) {
    const outcome = spinSlot(profile, random, 1n, lines);
    returns.add(Number(outcome.payout) / lines);
    outcome.stops.forEach((stop, reel) => (stopCounts[reel]![stop]! += 1));
  }
  return { returns, stopCounts };
}
