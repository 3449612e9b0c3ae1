import { describe, expect, it } from 'vitest';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';
import { depositMatchPreview, depositMatches } from './deposit-bonus';

const terms = (
  overrides: Partial<{
    percent: number;
    capAmount: number;
    minDeposit: number;
    turnoverMultiple: number;
  }> = {},
) => ({
  kind: 'deposit_match' as const,
  percent: 100,
  capAmount: 500,
  minDeposit: 50,
  turnoverMultiple: 10,
  ...overrides,
});

describe('depositMatchPreview', () => {
  it('gives the percent of the deposit, exactly, with the turnover on deposit and bonus', () => {
    expect(depositMatchPreview(10_000n, terms())).toEqual({
      kind: 'bonus',
      bonus: 10_000n,
      turnover: 200_000n,
      capped: false,
    });
    // 30% of 123.45 is 37.035: floored to the cent, as the server does.
    expect(depositMatchPreview(12_345n, terms({ percent: 30, turnoverMultiple: 5 }))).toEqual({
      kind: 'bonus',
      bonus: 3_703n,
      turnover: (12_345n + 3_703n) * 5n,
      capped: false,
    });
    // A percent with decimals: 12.5% of 80.00 is 10.00.
    expect(depositMatchPreview(8_000n, terms({ percent: 12.5, minDeposit: 10 }))).toMatchObject({
      bonus: 1_000n,
    });
    // 0.1 + 0.2 style percents do not drift: 33.33% of 300.00 is 99.99.
    expect(depositMatchPreview(30_000n, terms({ percent: 33.33 }))).toMatchObject({
      bonus: 9_999n,
    });
  });

  it('stops at the cap and says so', () => {
    expect(depositMatchPreview(80_000n, terms())).toEqual({
      kind: 'bonus',
      bonus: 50_000n,
      turnover: (80_000n + 50_000n) * 10n,
      capped: true,
    });
    // Exactly the cap is not "capped".
    expect(depositMatchPreview(50_000n, terms())).toMatchObject({ bonus: 50_000n, capped: false });
  });

  it('gives nothing below the minimum deposit, and names the minimum', () => {
    expect(depositMatchPreview(4_999n, terms())).toEqual({ kind: 'belowMinimum', min: 5_000n });
    expect(depositMatchPreview(5_000n, terms())).toMatchObject({ kind: 'bonus', bonus: 5_000n });
  });

  it('asks no turnover with a multiple of 0', () => {
    expect(depositMatchPreview(10_000n, terms({ turnoverMultiple: 0 }))).toMatchObject({
      bonus: 10_000n,
      turnover: 0n,
    });
  });
});

describe('depositMatches', () => {
  const summary = (overrides: Partial<PromotionSummary>): PromotionSummary => ({
    id: 1,
    kind: 'deposit_match',
    type: 'welcome',
    badge: null,
    title: 'Welcome',
    summary: '',
    imageUrl: null,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    phase: 'ongoing',
    state: 'join',
    action: 'join',
    ineligibleReason: null,
    terms: terms(),
    eligibility: { newMembersOnly: false, frequency: 'unlimited', minVipRank: 0 },
    expiryDays: 7,
    participation: null,
    ...overrides,
  });

  it('offers the deposit matches the member may join and the one joined', () => {
    const list = [
      summary({ id: 1 }),
      summary({ id: 2, state: 'joined', action: 'deposit' }),
      summary({ id: 3, state: 'closed', action: null }),
      summary({ id: 4, state: 'in_progress', action: null }),
      summary({
        id: 5,
        kind: 'cashback',
        terms: {
          kind: 'cashback',
          basis: 'net_loss',
          rates: {},
          minPayout: 1,
          capAmount: 10,
          turnoverMultiple: 0,
        },
      }),
      summary({ id: 6, action: 'login' }),
    ];
    expect(depositMatches(list).map((item) => item.id)).toEqual([1, 2]);
  });
});
