import { describe, expect, it } from 'vitest';
import { CRASH_DRAW_RANGE, crashSurvival, drawCrashPoint, playCrash } from './crash.js';
import type { RandomSource } from './random.js';
import { seededRandom } from './seeded-random.js';
import { chiSquare, criticalValue1pct } from './statistics.js';

const fixed = (value: number): RandomSource => ({ int: () => value });

describe('crash point', () => {
  it('is 97% of the range over the draw, rounded down to hundredths, never below 1.00x', () => {
    // U = 1 (the last value): 0.97 / 1 shows as 1.00x.
    expect(drawCrashPoint(fixed(CRASH_DRAW_RANGE - 1))).toBe(100n);
    // U = 1/2: 1.94x.
    expect(drawCrashPoint(fixed(CRASH_DRAW_RANGE / 2 - 1))).toBe(194n);
    // U = 1/N: capped at 10,000x.
    expect(drawCrashPoint(fixed(0))).toBe(1_000_000n);
  });

  it('survives past x with chance 0.97 / x', () => {
    expect(crashSurvival(100n)).toBe(1);
    expect(crashSurvival(200n)).toBeCloseTo(0.485, 9);
    expect(crashSurvival(101n)).toBeCloseTo(0.97 / 1.01, 9);
    expect(crashSurvival(100_000n)).toBeCloseTo(0.97 / 1000, 9);
  });

  it('pays stake x target, rounded down to a minor unit, when the crash comes at or after it', () => {
    // U = 1/2 crashes at 1.94x.
    const random = fixed(CRASH_DRAW_RANGE / 2 - 1);
    expect(playCrash(random, 333n, 194n)).toEqual({
      crashPoint: 194n,
      cashedOut: true,
      payout: 646n,
    });
    expect(playCrash(random, 333n, 195n)).toEqual({
      crashPoint: 194n,
      cashedOut: false,
      payout: 0n,
    });
  });

  it('falls in each band as often as 0.97 / x says over 200,000 seeded rounds (chi-square, 1%)', () => {
    const edges = [100n, 101n, 150n, 200n, 500n, 1000n, 10_000n];
    const random = seededRandom(97);
    const rounds = 200_000;
    const counts = new Array<number>(edges.length).fill(0);
    for (let i = 0; i < rounds; i += 1) {
      const point = drawCrashPoint(random);
      let band = edges.length - 1;
      while (point < edges[band]!) band -= 1;
      counts[band]! += 1;
    }
    const expected = edges.map((edge, band) => {
      const next = edges[band + 1];
      return rounds * (crashSurvival(edge) - (next ? crashSurvival(next) : 0));
    });
    expect(chiSquare(counts, expected)).toBeLessThan(criticalValue1pct(edges.length - 1));
  });

  it('returns about 97% at any target over seeded rounds', () => {
    for (const target of [101n, 200n, 1000n]) {
      const random = seededRandom(Number(target));
      const rounds = 200_000;
      let paid = 0n;
      for (let i = 0; i < rounds; i += 1) paid += playCrash(random, 10_000n, target).payout;
      const rtp = Number(paid) / (rounds * 10_000);
      // sd per round = sqrt(p(1-p)) x target with p = 0.97 / target; 4 standard errors.
      const p = 0.97 / (Number(target) / 100);
      const tolerance = (4 * Math.sqrt(p * (1 - p)) * (Number(target) / 100)) / Math.sqrt(rounds);
      expect(Math.abs(rtp - 0.97)).toBeLessThan(tolerance);
    }
  });
});
