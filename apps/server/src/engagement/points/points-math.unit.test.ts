import { describe, expect, it } from 'vitest';
import {
  accruePoints,
  cashFor,
  cashValue,
  conversionStep,
  NO_FRACTION,
  pointsEarned,
  type PointFraction,
} from './points-math.js';

describe('pointsEarned', () => {
  it('floors valid turnover x points / perAmount', () => {
    // 5 points per 10.00: a 25.00 bet earns 12.5, floored to 12.
    const rate = { points: 5n, perAmount: 1_000n };
    expect(pointsEarned(2_500n, rate)).toBe(12n);
    expect(pointsEarned(1_000n, rate)).toBe(5n);
    expect(pointsEarned(199n, rate)).toBe(0n);
    expect(pointsEarned(200n, rate)).toBe(1n);
  });

  it('earns nothing without a rate, with a zero rate or without turnover', () => {
    expect(pointsEarned(10_000n, undefined)).toBe(0n);
    expect(pointsEarned(10_000n, { points: 0n, perAmount: 100n })).toBe(0n);
    expect(pointsEarned(0n, { points: 1n, perAmount: 100n })).toBe(0n);
    expect(pointsEarned(-500n, { points: 1n, perAmount: 100n })).toBe(0n);
  });

  it('stays exact past 2^53 (bigint throughout)', () => {
    const turnover = 9_007_199_254_740_993n; // 2^53 + 1
    expect(pointsEarned(turnover, { points: 3n, perAmount: 1n })).toBe(27_021_597_764_222_979n);
  });
});

describe('accruePoints', () => {
  const perTen = { points: 1n, perAmount: 1_000n };

  it('adds up the fractions small bets leave: ten 1.00 spins at 1 point per 10.00 earn 1', () => {
    let carry: PointFraction = NO_FRACTION;
    const earned: bigint[] = [];
    for (let spin = 0; spin < 10; spin += 1) {
      const result = accruePoints(carry, 100n, perTen);
      earned.push(result.points);
      carry = result.carry;
    }
    expect(earned).toEqual([0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 0n, 1n]);
    expect(carry).toEqual(NO_FRACTION);
  });

  it('earns what one bet of the same total earns, whatever the split', () => {
    const rate = { points: 7n, perAmount: 1_300n };
    const bets = [1n, 999n, 250n, 13n, 4_000n, 77n, 1_299n];
    let carry: PointFraction = NO_FRACTION;
    let total = 0n;
    for (const bet of bets) {
      const result = accruePoints(carry, bet, rate);
      total += result.points;
      carry = result.carry;
      expect(carry.num >= 0n && carry.num < carry.den).toBe(true);
    }
    const sum = bets.reduce((a, b) => a + b, 0n);
    expect(total).toBe(pointsEarned(sum, rate));
  });

  it('keeps the carry at its own rate when the rate changes', () => {
    // Half a point at 1 per 10.00, then 5.00 at 1 per 5.00 (one point): 1.5, one paid.
    const half = accruePoints(NO_FRACTION, 500n, perTen);
    expect(half).toEqual({ points: 0n, carry: { num: 1n, den: 2n } });
    const next = accruePoints(half.carry, 500n, { points: 1n, perAmount: 500n });
    expect(next).toEqual({ points: 1n, carry: { num: 1n, den: 2n } });
  });

  it('leaves the carry alone without a rate or turnover', () => {
    const carry = { num: 1n, den: 3n };
    expect(accruePoints(carry, 500n, undefined)).toEqual({ points: 0n, carry });
    expect(accruePoints(carry, 0n, perTen)).toEqual({ points: 0n, carry });
  });
});

describe('conversion', () => {
  it('converts in steps that give whole minor units', () => {
    expect(conversionStep({ points: 100n, amount: 100n })).toBe(1n);
    expect(conversionStep({ points: 100n, amount: 1n })).toBe(100n);
    expect(conversionStep({ points: 3n, amount: 2n })).toBe(3n);
    expect(conversionStep({ points: 1_000n, amount: 250n })).toBe(4n);
    expect(cashFor(1_200n, { points: 1_000n, amount: 250n })).toBe(300n);
  });

  it('values a balance by its whole steps only', () => {
    const rule = { points: 100n, amount: 1n };
    expect(cashValue(1_250n, rule)).toBe(12n);
    expect(cashValue(99n, rule)).toBe(0n);
    expect(cashValue(0n, rule)).toBe(0n);
  });
});
