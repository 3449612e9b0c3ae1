import { describe, expect, it } from 'vitest';
import { cashFor, cashValue, conversionStep, pointsEarned } from './points-math.js';

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
