import { describe, expect, it } from 'vitest';
import { expectedTicketCost, prizeOdds, type WeightedPrize } from './prize-odds.js';

const bonus = (amount: number, weight: number): WeightedPrize => ({
  type: 'bonus',
  amount,
  points: null,
  ticketKind: null,
  weight,
});
const points = (value: number, weight: number): WeightedPrize => ({
  type: 'points',
  amount: null,
  points: value,
  ticketKind: null,
  weight,
});
const nothing = (weight: number): WeightedPrize => ({
  type: 'nothing',
  amount: null,
  points: null,
  ticketKind: null,
  weight,
});
const ticket = (weight: number): WeightedPrize => ({
  type: 'ticket',
  amount: null,
  points: null,
  ticketKind: 'golden_egg',
  weight,
});

describe('prizeOdds', () => {
  it('gives each prize its weight over the total, in parts per million', () => {
    expect(prizeOdds([bonus(5, 1), nothing(2)])).toEqual([
      { weight: 1, total: 3, ppm: 333_333 },
      { weight: 2, total: 3, ppm: 666_667 },
    ]);
    expect(prizeOdds([nothing(0)])).toEqual([{ weight: 0, total: 0, ppm: 0 }]);
  });
});

describe('expectedTicketCost', () => {
  it('sums odds × value exactly, rounding once half up', () => {
    // (1 × 10.00 + 2 × 0.05) / 4 = 2.525 → 2.53
    const cost = expectedTicketCost([bonus(10, 1), bonus(0.05, 2), nothing(1)]);
    expect(cost.bonusMinor).toBe(253);
    expect(cost.totalWeight).toBe(4);
    expect(cost.nothingPpm).toBe(250_000);
    expect(cost.pointsHundredths).toBe(0);
  });

  it('keeps points and further tickets apart from money', () => {
    const cost = expectedTicketCost([points(100, 1), points(7, 2), ticket(3)]);
    // (100 + 14) / 6 = 19.0 points; 3 / 6 = 0.5 golden eggs
    expect(cost.pointsHundredths).toBe(1_900);
    expect(cost.ticketsHundredths).toEqual({ golden_egg: 50, red_envelope: 0, prize_wheel: 0 });
    expect(cost.bonusMinor).toBe(0);
  });

  it('is exact where floating point is not', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in minor units it is 30 exactly.
    expect(expectedTicketCost([bonus(0.1, 1), bonus(0.2, 1)]).bonusMinor).toBe(15);
    // The largest table: a weight total of 1_000_000 with 1e9 prizes overflows 2^53 as a float
    // product; bigint keeps it exact.
    const big = expectedTicketCost([bonus(999_999_999.99, 999_999), bonus(0.01, 1)]);
    expect(big.bonusMinor).toBe(Number((99_999_999_999n * 999_999n + 1n + 500_000n) / 1_000_000n));
  });

  it('draws nothing from an empty or all-zero table', () => {
    expect(expectedTicketCost([])).toMatchObject({ totalWeight: 0, bonusMinor: 0 });
    expect(expectedTicketCost([bonus(5, 0)]).bonusMinor).toBe(0);
  });
});
