import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { addSums, dashboardFigures, daysOf, emptySums, resolveRange } from './dashboard-figures.js';

const today = '2026-11-28';

describe('the range of a dashboard call', () => {
  it('is today when neither end is given, and one day when only one is', () => {
    expect(resolveRange({}, today, 366)).toEqual({ from: today, to: today });
    expect(resolveRange({ from: '2026-11-01' }, today, 366)).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
    });
    expect(resolveRange({ to: '2026-11-02' }, today, 366)).toEqual({
      from: '2026-11-02',
      to: '2026-11-02',
    });
  });

  it('refuses days that do not exist, a reversed range and one longer than allowed', () => {
    const reason = (query: { from?: string; to?: string }) => {
      try {
        resolveRange(query, today, 31);
        return null;
      } catch (error) {
        return error instanceof AppError ? error.details?.[0]?.reason : 'other';
      }
    };
    expect(reason({ from: '2026-02-29' })).toBe('not_a_day');
    expect(reason({ from: '2026-11-02', to: '2026-11-01' })).toBe('before_from');
    expect(reason({ from: '2026-11-01', to: '2026-12-01' })).toBe(null);
    expect(reason({ from: '2026-11-01', to: '2026-12-02' })).toBe('range_too_long');
  });
});

describe('the dashboard figures', () => {
  it('derive net cash and GGR in minor units, then write money as decimals', () => {
    const sums = emptySums();
    addSums(sums, {
      ...emptySums(),
      deposits: 10_010n,
      withdrawals: 2_005n,
      bets: 333n,
      payouts: 1_000n,
    });
    addSums(sums, { ...emptySums(), deposits: 20n, bonuses: 7n, registrations: 2, bet_count: 3 });
    expect(dashboardFigures(sums, 4)).toEqual({
      deposits: 100.3,
      depositCount: 0,
      withdrawals: 20.05,
      netCash: 80.25,
      bets: 3.33,
      betCount: 3,
      payouts: 10,
      ggr: -6.67,
      bonusCost: 0.07,
      registrations: 2,
      firstDeposits: 0,
      activeMembers: 4,
    });
  });

  it('lists every day of a range, across a month end', () => {
    expect(daysOf('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });
});
