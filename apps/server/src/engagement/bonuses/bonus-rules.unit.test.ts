import { describe, expect, it } from 'vitest';
import { addTurnover, weightedHundredths, weightedTurnover } from './bonus-rules.js';

const LIVE_AT_HALF = { LIVE: 50, LOTTERY: 0 };

describe('bonus turnover weights', () => {
  it('counts two live bets of 3.75 at 50 % as 3.75, carrying the half cent between them', () => {
    let counted = { played: 0n, carry: 0n };
    counted = addTurnover(counted, weightedHundredths(375n, 'LIVE', LIVE_AT_HALF));
    expect(counted).toEqual({ played: 187n, carry: 50n });
    counted = addTurnover(counted, weightedHundredths(375n, 'LIVE', LIVE_AT_HALF));
    expect(counted).toEqual({ played: 375n, carry: 0n });
  });

  it('floors the weighted sum once, never bet by bet', () => {
    const bets = Array.from({ length: 3 }, () => ({ validTurnover: 1n, category: 'LIVE' }));
    // 0.5 + 0.5 + 0.5 cents: one whole cent, the half waits.
    expect(weightedTurnover(bets, LIVE_AT_HALF)).toBe(1n);
    expect(weightedTurnover([{ validTurnover: 375n, category: 'SLOT' }], LIVE_AT_HALF)).toBe(375n);
  });

  it('counts an excluded category as nothing and a missing weight in full', () => {
    expect(weightedHundredths(1_000n, 'LOTTERY', LIVE_AT_HALF)).toBe(0n);
    expect(weightedHundredths(1_000n, 'SLOT', LIVE_AT_HALF)).toBe(100_000n);
    expect(weightedHundredths(0n, 'SLOT', LIVE_AT_HALF)).toBe(0n);
  });
});
