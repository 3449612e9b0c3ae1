import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.js';
import { SLOT_PROFILES } from './slot-profiles.js';
import { theoreticalRtp, ratioValue } from './slot-rtp.js';
import { simulateSlot, type SlotSimulation } from './slot-simulation.js';
import { chiSquare, criticalValue1pct } from './statistics.js';

const SPINS = 1_000_000;

describe.each([
  { profile: SLOT_PROFILES.rtp96, seed: 20_251_121 },
  { profile: SLOT_PROFILES.rtp94, seed: 94_000_017 },
])(`$profile.name strips over ${SPINS.toLocaleString('en')} seeded spins`, ({ profile, seed }) => {
  let run: SlotSimulation;
  // A second or two of play: more than the default hook timeout on a busy machine.
  beforeAll(() => {
    run = simulateSlot(profile, seededRandom(seed), SPINS);
  }, 120_000);

  it('returns within 4 standard errors (4 sd / sqrt(N), sd measured per spin) of the exact RTP', () => {
    const exact = ratioValue(theoreticalRtp(profile.strips).total);
    const tolerance = (4 * run.returns.standardDeviation) / Math.sqrt(SPINS);
    // About 1.78 per spin for both strip sets, so the tolerance is about 0.0071.
    expect(run.returns.standardDeviation).toBeGreaterThan(1);
    expect(run.returns.standardDeviation).toBeLessThan(3);
    expect(Math.abs(run.returns.mean - exact)).toBeLessThan(tolerance);
    expect(Math.abs(run.returns.mean - profile.rtp)).toBeLessThan(tolerance + 0.002);
  });

  it('stops every reel uniformly (chi-square, 1% level)', () => {
    for (const counts of run.stopCounts) {
      const expected = counts.map(() => SPINS / counts.length);
      expect(chiSquare(counts, expected)).toBeLessThan(criticalValue1pct(counts.length - 1));
    }
  });
});
