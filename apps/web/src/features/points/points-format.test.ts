import { describe, expect, it } from 'vitest';
import {
  cashForPoints,
  convertProblem,
  convertiblePoints,
  maxQuantity,
  parsePoints,
  rewardBlock,
  smallestConversion,
} from './points-format';
import { buildReward } from './components/points-test-data';

const rule = (points: number, amount: number, minPoints = 0, step = 1) => ({
  points,
  amount,
  minPoints,
  step,
});

describe('points arithmetic', () => {
  it('converts points to exact minor units, never through floats', () => {
    expect(cashForPoints(300, rule(3, 0.02))).toBe(200n);
    expect(cashForPoints(999_999, rule(3, 0.02))).toBe(666_666n);
    // 0.1 + 0.2 style traps: 0.07 per point, 3 points = 0.21 exactly.
    expect(cashForPoints(3, rule(1, 0.07))).toBe(21n);
    expect(cashForPoints(1_000_000_000_000, rule(100, 1))).toBe(1_000_000_000_000n);
    expect(cashForPoints(0, rule(100, 1))).toBe(0n);
  });

  it('takes whole steps of a balance and raises the minimum to a step', () => {
    expect(convertiblePoints(1_001, 3)).toBe(999);
    expect(convertiblePoints(2, 3)).toBe(0);
    expect(smallestConversion(rule(3, 0.02, 500, 3))).toBe(501);
    expect(smallestConversion(rule(100, 1, 0, 100))).toBe(100);
  });

  it('says why points cannot be converted', () => {
    const conversion = rule(3, 0.02, 500, 3);
    expect(convertProblem('abc', 1_000, conversion)).toBe('invalid');
    expect(convertProblem('12.5', 1_000, conversion)).toBe('invalid');
    expect(convertProblem('498', 1_000, conversion)).toBe('min');
    expect(convertProblem('502', 1_000, conversion)).toBe('step');
    expect(convertProblem('1,002', 1_000, conversion)).toBe('balance');
    expect(convertProblem('999', 1_000, conversion)).toBeNull();
    expect(parsePoints(' 1,500 ')).toBe(1_500);
  });

  it('caps a redeem by the limit left, the stock and 99', () => {
    expect(maxQuantity(buildReward())).toBe(99);
    expect(maxQuantity(buildReward({ stock: 4 }))).toBe(4);
    expect(maxQuantity(buildReward({ perMemberLimit: 5, redeemedByMe: 3, stock: 10 }))).toBe(2);
  });

  it('gives the first reason a reward cannot be redeemed', () => {
    expect(rewardBlock(buildReward(), 5_000)).toBeNull();
    expect(rewardBlock(buildReward(), 5_000, false)).toBe('closed');
    expect(rewardBlock(buildReward({ type: 'ticket', redeemable: false }), 5_000)).toBe(
      'unavailable',
    );
    expect(rewardBlock(buildReward({ stock: 0 }), 5_000)).toBe('soldOut');
    expect(rewardBlock(buildReward({ perMemberLimit: 1, redeemedByMe: 1 }), 5_000)).toBe(
      'limitReached',
    );
    expect(rewardBlock(buildReward(), 999)).toBe('notEnoughPoints');
    // A visitor's points are unknown: only what holds for everyone blocks them.
    expect(rewardBlock(buildReward(), null)).toBeNull();
  });
});
