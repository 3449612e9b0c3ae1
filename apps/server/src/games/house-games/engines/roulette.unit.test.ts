import { describe, expect, it } from 'vitest';
import { ROULETTE_BET_KINDS } from '@portal/shared/schemas/house-games';
import {
  POCKETS,
  RETURN_MULTIPLIER,
  betWins,
  colourOf,
  isValidSpot,
  settleBets,
  spinWheel,
  type RouletteKind,
} from './roulette.js';
import { seededRandom } from './seeded-random.js';
import { chiSquare, criticalValue1pct, tally } from './statistics.js';

const numbers = Array.from({ length: POCKETS }, (_, n) => n);
type Spot = [RouletteKind, number | undefined];
/** Every spot of every kind: 37 straights, 3 dozens, 3 columns and the six even-money bets. */
const spots: Spot[] = ROULETTE_BET_KINDS.flatMap((kind): Spot[] => {
  if (kind === 'straight') return numbers.map((n) => [kind, n]);
  if (kind === 'dozen' || kind === 'column') return [1, 2, 3].map((v) => [kind, v]);
  return [[kind, undefined]];
});

describe('roulette wheel', () => {
  it('colours 18 numbers red, 18 black and the zero green', () => {
    const colours = numbers.map(colourOf);
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(colourOf(0)).toBe('green');
    expect([1, 3, 12, 19, 36].map(colourOf)).toEqual(['red', 'red', 'red', 'red', 'red']);
    expect([2, 10, 11, 28, 35].map(colourOf)).toEqual([
      'black',
      'black',
      'black',
      'black',
      'black',
    ]);
  });

  it.each([
    ['straight', 17, 17, true],
    ['straight', 17, 18, false],
    ['straight', 0, 0, true],
    ['red', undefined, 32, true],
    ['black', undefined, 32, false],
    ['odd', undefined, 35, true],
    ['even', undefined, 0, false],
    ['low', undefined, 18, true],
    ['high', undefined, 18, false],
    ['high', undefined, 19, true],
    ['dozen', 2, 13, true],
    ['dozen', 2, 24, true],
    ['dozen', 3, 24, false],
    ['column', 1, 34, true],
    ['column', 3, 36, true],
    ['column', 2, 36, false],
    ['dozen', 1, 0, false],
  ] as const)('%s %s on %i wins: %s', (kind, value, number, wins) => {
    expect(betWins(kind, value, number)).toBe(wins);
  });

  it('pays 35:1 on a number, 2:1 on a dozen or column and 1:1 on the even-money bets', () => {
    const { wins, payout } = settleBets(
      [
        { kind: 'straight', value: 7, amount: 100n },
        { kind: 'red', value: null, amount: 250n },
        { kind: 'dozen', value: 1, amount: 300n },
        { kind: 'column', value: 2, amount: 50n },
        { kind: 'even', value: null, amount: 1000n },
      ],
      7,
    );
    expect(wins.map((win) => [win.kind, win.payout])).toEqual([
      ['straight', 3600n],
      ['red', 500n],
      ['dozen', 900n],
    ]);
    expect(payout).toBe(5000n);
  });

  it('loses every outside bet on zero', () => {
    const bets = spots
      .filter(([kind]) => kind !== 'straight')
      .map(([kind, value]) => ({ kind, value: value ?? null, amount: 100n }));
    expect(settleBets(bets, 0)).toEqual({ wins: [], payout: 0n });
  });

  it('returns exactly 36/37 on every spot over the 37 pockets', () => {
    for (const [kind, value] of spots) {
      const winning = numbers.filter((n) => betWins(kind, value, n)).length;
      // Return per unit = winning pockets x multiplier / 37.
      expect(BigInt(winning) * RETURN_MULTIPLIER[kind]).toBe(36n);
    }
  });

  it('accepts a spot only where the kind takes one', () => {
    expect(isValidSpot('straight', 36)).toBe(true);
    expect(isValidSpot('straight', 37)).toBe(false);
    expect(isValidSpot('straight', undefined)).toBe(false);
    expect(isValidSpot('dozen', 0)).toBe(false);
    expect(isValidSpot('column', 3)).toBe(true);
    expect(isValidSpot('red', undefined)).toBe(true);
    expect(isValidSpot('red', 1)).toBe(false);
  });

  it('lands on every pocket equally often over 370,000 seeded spins (chi-square, 36 df, 1%)', () => {
    const random = seededRandom(37);
    const spins = 370_000;
    const counts = tally(
      Array.from({ length: spins }, () => spinWheel(random)),
      POCKETS,
    );
    const expected = counts.map(() => spins / POCKETS);
    expect(chiSquare(counts, expected)).toBeLessThan(criticalValue1pct(36));
  });
});
