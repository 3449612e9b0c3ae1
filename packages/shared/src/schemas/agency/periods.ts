import { z } from 'zod';
import { addSiteDays, siteDayOf, siteWeekStart } from '../../site-day.js';
import { siteDay } from './fields.js';

/** The report periods of the agent centre and the money figures every report is made of. */

// ---- Periods ----------------------------------------------------------------------------------

export const reportPeriods = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
/** The longest custom range, in days. */
export const REPORT_MAX_DAYS = 92;

/** A period of the reports: a named one, or custom with from and to (site days, inclusive). */
export const reportPeriodQuery = {
  period: z.enum(reportPeriods).default('today'),
  from: siteDay.optional(),
  to: siteDay.optional(),
};

/**
 * The first and last site day (inclusive) of a period at `now`. Custom ranges are checked by the
 * caller (from <= to, at most REPORT_MAX_DAYS); this returns them as given.
 */
export function resolveReportPeriod(
  period: ReportPeriod,
  now: Date,
  custom: { from?: string; to?: string } = {},
): { from: string; to: string } {
  const today = siteDayOf(now);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addSiteDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'week':
      return { from: siteWeekStart(today), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'custom':
      return { from: custom.from ?? today, to: custom.to ?? today };
  }
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addSiteDays(day, 1)) days.push(day);
  return days;
}

// ---- Figures ----------------------------------------------------------------------------------

/** The money figures of a member or a team over a period. */
export const moneyFiguresSchema = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  bets: z.number(),
  validBets: z.number(),
  payouts: z.number(),
  bonuses: z.number(),
  /** payouts + bonuses - bets: the members' result. */
  profitLoss: z.number(),
});
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;
