import { describe, expect, it } from 'vitest';
import {
  cardChurn,
  churnWindowStart,
  littlePlay,
  overAmount,
  readParams,
  tooManySharing,
} from './risk-rules.js';

describe('money-pattern rules', () => {
  it('flags an amount only strictly above the threshold, to the minor unit', () => {
    expect(overAmount(500_000n, 500_000n)).toBe(false);
    expect(overAmount(500_001n, 500_000n)).toBe(true);
    expect(overAmount(0n, 0n)).toBe(false);
  });

  it('flags little play below the ratio of the deposits, not at it', () => {
    const params = { ratioBps: 3_000, minDepositsMinor: 100_000 };
    // 30 % of 1 000.00 is 300.00.
    expect(littlePlay({ deposits: 100_000n, played: 29_999n }, params)).toBe(true);
    expect(littlePlay({ deposits: 100_000n, played: 30_000n }, params)).toBe(false);
    expect(littlePlay({ deposits: 100_000n, played: 0n }, params)).toBe(true);
  });

  it('ignores deposits below the minimum and a withdrawal without deposits', () => {
    const params = { ratioBps: 3_000, minDepositsMinor: 100_000 };
    expect(littlePlay({ deposits: 99_999n, played: 0n }, params)).toBe(false);
    expect(littlePlay({ deposits: 0n, played: 0n }, { ratioBps: 3_000, minDepositsMinor: 0 })).toBe(
      false,
    );
  });

  it('counts sharing and card changes strictly above their limits', () => {
    expect(tooManySharing(3, 3)).toBe(false);
    expect(tooManySharing(4, 3)).toBe(true);
    expect(cardChurn(3, 3)).toBe(false);
    expect(cardChurn(4, 3)).toBe(true);
  });

  it('opens the card window the given hours before the withdrawal', () => {
    expect(churnWindowStart(new Date('2026-01-02T12:00:00Z'), 36).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });

  it('reads stored thresholds, and falls back to the default when they no longer read', () => {
    expect(readParams('card_churn', '{"maxChanges":5,"hours":12}')).toEqual({
      maxChanges: 5,
      hours: 12,
    });
    expect(readParams('card_churn', '{"maxChanges":0}')).toEqual({ maxChanges: 3, hours: 24 });
    expect(readParams('shared_device', 'not json')).toEqual({ maxMembers: 3 });
  });
});
