import { describe, expect, it } from 'vitest';
import { MATCH_PROFILES, drawOutcome, oddsOf, playMatch, type MatchProfile } from './match.js';
import type { RandomSource } from './random.js';
import { seededRandom } from './seeded-random.js';
import { chiSquare, criticalValue1pct } from './statistics.js';

const profiles: MatchProfile[] = Object.values(MATCH_PROFILES);
const odds = (profile: MatchProfile) => profile.sides.map((side) => oddsOf(profile, side));

describe('match odds', () => {
  it('are (1 - 5%) / p rounded down to 2 decimals', () => {
    expect(odds(MATCH_PROFILES.football)).toEqual([211n, 380n, 316n]);
    expect(odds(MATCH_PROFILES.cockfight)).toEqual([193n, 4750n, 193n]);
  });

  it.each(profiles)('return at most 95% on any $name pick', (profile) => {
    const total = profile.sides.reduce((sum, side) => sum + side.weight, 0);
    for (const side of profile.sides) {
      // p x odds = (weight / total) x (hundredths / 100) <= 0.95.
      expect(BigInt(side.weight) * oddsOf(profile, side)).toBeLessThanOrEqual(95n * BigInt(total));
    }
  });
});

describe('match outcome', () => {
  it('maps the draw over the integer weights in order', () => {
    const at = (value: number): RandomSource => ({ int: () => value });
    const football = MATCH_PROFILES.football;
    expect([0, 44, 45, 69, 70, 99].map((v) => drawOutcome(football, at(v)).pick)).toEqual([
      'home',
      'home',
      'draw',
      'draw',
      'away',
      'away',
    ]);
  });

  it('pays stake x odds rounded down on the picked side and nothing otherwise', () => {
    const football = MATCH_PROFILES.football;
    const home = football.sides[0];
    expect(playMatch(football, { int: () => 10 }, 333n, home)).toEqual({
      outcome: 'home',
      odds: 211n,
      payout: 702n,
    });
    expect(playMatch(football, { int: () => 50 }, 333n, home)).toEqual({
      outcome: 'draw',
      odds: 211n,
      payout: 0n,
    });
  });

  it.each(profiles)(
    'follows the $name probabilities over 100,000 seeded matches (chi-square, 2 df, 1%)',
    (profile) => {
      const random = seededRandom(profile.sides.length * 1000 + profile.name.length);
      const rounds = 100_000;
      const picks = profile.sides.map((side) => side.pick);
      const counts = picks.map(() => 0);
      for (let i = 0; i < rounds; i += 1) {
        counts[picks.indexOf(drawOutcome(profile, random).pick)]! += 1;
      }
      const total = profile.sides.reduce((sum, side) => sum + side.weight, 0);
      const expected = profile.sides.map((side) => (rounds * side.weight) / total);
      expect(chiSquare(counts, expected)).toBeLessThan(criticalValue1pct(picks.length - 1));
    },
  );
});
