import {
  REPORT_MAX_DAYS,
  resolveReportPeriod,
  type ReportPeriod,
} from '@portal/shared/schemas/agency';
import { AppError } from '../../lib/app-error.js';
import { addSiteDays, isSiteDay, siteDayStart } from '@portal/shared/site-day';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReportRange {
  /** First and last site day (yyyy-MM-dd, GMT+8), both included. */
  from: string;
  to: string;
  /** The same range as stored instants (UTC ISO text): `fromInstant` included, `toInstant` not. */
  fromInstant: string;
  toInstant: string;
}

/**
 * The days a report covers. A custom range must be real days, start no later than it ends and
 * span at most REPORT_MAX_DAYS; anything else is REPORT_RANGE_INVALID.
 */
export function resolveReportRange(
  query: { period?: ReportPeriod; from?: string; to?: string },
  now: Date,
): ReportRange {
  const period = query.period ?? 'today';
  const { from, to } = resolveReportPeriod(period, now, query);
  if (period === 'custom') {
    if (!isSiteDay(from) || !isSiteDay(to) || from > to) throw new AppError('REPORT_RANGE_INVALID');
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (days > REPORT_MAX_DAYS) throw new AppError('REPORT_RANGE_INVALID');
  }
  return {
    from,
    to,
    fromInstant: siteDayStart(from).toISOString(),
    toInstant: siteDayStart(addSiteDays(to, 1)).toISOString(),
  };
}
