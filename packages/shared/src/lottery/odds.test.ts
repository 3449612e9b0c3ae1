import { describe, expect, it } from 'vitest';
import { BET_KINDS, type BetKind, PICK_DIGITS, XIEN_SIZE } from './bet-types.js';
import { oddsTableSchema } from '../schemas/lottery/rules.js';
import { DEFAULT_ODDS, PRIZE_MODES, applyRatioDown, applyRatioUp } from './odds.js';
import { LOTTERY_REGIONS, type LotteryRegion, lotCount } from './prize-structures.js';
import { positionCount } from './settle.js';

/**
 * The exact return to player of one line, as a fraction [num, den] of bigints, with every digit
 * of a draw uniform and independent (true of the fast draws).
 */
function returnToPlayer(
  kind: BetKind,
  region: LotteryRegion,
  mode: (typeof PRIZE_MODES)[number],
): [bigint, bigint] {
  const { payout, pointCost } = DEFAULT_ODDS[mode][kind][region];
  const paid = BigInt(payout.num) * BigInt(pointCost.den);
  const cost = BigInt(payout.den) * BigInt(pointCost.num);
  if (kind === 'big_small' || kind === 'odd_even') return [paid, cost * 2n];
  if (kind === 'xien2' || kind === 'xien3' || kind === 'xien4') {
    // P(all n chosen numbers among L lô) by inclusion-exclusion: sum (-1)^j C(n,j) (100-j)^L / 100^L.
    const n = XIEN_SIZE[kind];
    const lots = BigInt(lotCount(region));
    let all = 0n;
    let binomial = 1n;
    for (let j = 0; j <= n; j += 1) {
      all += (j % 2 ? -1n : 1n) * binomial * BigInt(100 - j) ** lots;
      binomial = (binomial * BigInt(n - j)) / BigInt(j + 1);
    }
    return [paid * all, cost * 100n ** lots];
  }
  const positions = BigInt(positionCount(kind, region));
  return [paid * positions, cost * 10n ** BigInt(PICK_DIGITS[kind])];
}

describe('odds tables', () => {
  it('are valid for every prize mode, bet type and region', () => {
    for (const mode of PRIZE_MODES) {
      expect(oddsTableSchema.safeParse(DEFAULT_ODDS[mode]).success).toBe(true);
      for (const kind of BET_KINDS)
        for (const region of LOTTERY_REGIONS)
          expect(DEFAULT_ODDS[mode][kind][region]).toBeDefined();
    }
  });

  it('keep the house edge on every bet: the return to player is between 25% and 99%', () => {
    for (const mode of PRIZE_MODES)
      for (const kind of BET_KINDS)
        for (const region of LOTTERY_REGIONS) {
          const [num, den] = returnToPlayer(kind, region, mode);
          const label = `${mode} ${kind} ${region}: ${(Number((num * 10000n) / den) / 100).toFixed(2)}%`;
          expect(num * 100n <= den * 99n, label).toBe(true);
          expect(num * 100n >= den * 25n, label).toBe(true);
        }
  });

  it('quotes the conventions of the decision: lô 1 ăn 80 at 23 (Lott), 1 ăn 98 at 27 (ZY)', () => {
    expect(DEFAULT_ODDS.Lott.lo2.north).toEqual({
      payout: { num: 80, den: 1 },
      pointCost: { num: 23, den: 1 },
    });
    expect(DEFAULT_ODDS.ZY.lo2.north.pointCost).toEqual({ num: 27, den: 1 });
    expect(DEFAULT_ODDS.ZY.lo2.south.pointCost).toEqual({ num: 18, den: 1 });
    expect(DEFAULT_ODDS.SEA.lo2.north.pointCost).toEqual({ num: 1, den: 1 });
    expect(returnToPlayer('lo2', 'north', 'ZY')).toEqual([98n * 27n, 27n * 100n]);
  });

  it('applies a fraction to minor units in bigint, down for payouts and up for costs', () => {
    expect(applyRatioDown(1001n, { num: 195, den: 100 })).toBe(1951n);
    expect(applyRatioUp(1001n, { num: 195, den: 100 })).toBe(1952n);
    expect(applyRatioUp(1000n, { num: 195, den: 100 })).toBe(1950n);
    const huge = 10n ** 30n;
    expect(applyRatioDown(huge, { num: 960, den: 1 })).toBe(960n * huge);
  });
});
