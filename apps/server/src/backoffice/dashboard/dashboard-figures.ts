import { majorNumber } from '@portal/shared/money';
import type { DashboardFigures } from '@portal/shared/schemas/operator-dashboard';
import { addSiteDays, isSiteDay } from '@portal/shared/site-day';
import { AppError } from '../../lib/app-error.js';
import type { FigureSums } from './dashboard.repository.js';

export const emptySums = (): FigureSums => ({
  registrations: 0,
  first_deposits: 0,
  deposit_count: 0,
  bet_count: 0,
  deposits: 0n,
  withdrawals: 0n,
  bets: 0n,
  payouts: 0n,
  bonuses: 0n,
});

/** Adds `from` into `into`. */
export function addSums(into: FigureSums, from: FigureSums): void {
  into.registrations += from.registrations;
  into.first_deposits += from.first_deposits;
  into.deposit_count += from.deposit_count;
  into.bet_count += from.bet_count;
  into.deposits += from.deposits;
  into.withdrawals += from.withdrawals;
  into.bets += from.bets;
  into.payouts += from.payouts;
  into.bonuses += from.bonuses;
}

/** The dashboard's figures of some sums: the derived ones computed in minor units first. */
export function dashboardFigures(sums: FigureSums, activeMembers: number): DashboardFigures {
  return {
    deposits: majorNumber(sums.deposits),
    depositCount: sums.deposit_count,
    withdrawals: majorNumber(sums.withdrawals),
    netCash: majorNumber(sums.deposits - sums.withdrawals),
    bets: majorNumber(sums.bets),
    betCount: sums.bet_count,
    payouts: majorNumber(sums.payouts),
    ggr: majorNumber(sums.bets - sums.payouts),
    bonusCost: majorNumber(sums.bonuses),
    registrations: sums.registrations,
    firstDeposits: sums.first_deposits,
    activeMembers,
  };
}

/** Every site day of [from, to], oldest first. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addSiteDays(day, 1)) days.push(day);
  return days;
}

/**
 * The range a dashboard call asks for: both ends default to `today`, a lone end makes a
 * one-day range, and a range must be real days, in order, and at most `maxDays` long.
 */
export function resolveRange(
  query: { from?: string; to?: string },
  today: string,
  maxDays: number,
): { from: string; to: string } {
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? query.from ?? today;
  const refuse = (path: string, reason: string) =>
    new AppError('VALIDATION_FAILED', {}, [{ path, reason }]);
  if (!isSiteDay(from)) throw refuse('from', 'not_a_day');
  if (!isSiteDay(to)) throw refuse('to', 'not_a_day');
  if (from > to) throw refuse('to', 'before_from');
  if (addSiteDays(from, maxDays - 1) < to) throw refuse('to', 'range_too_long');
  return { from, to };
}
