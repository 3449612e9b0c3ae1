import type { MissionPeriod } from '@portal/shared/schemas/missions';
import { addSiteDays, siteDayOf, siteDayStart, siteWeekStart } from '@portal/shared/site-day';

export interface MissionPeriodSpan {
  /** The period's first site day (yyyy-MM-dd), or `once`. */
  key: string;
  /** The instant the period ends; null: a one-off mission without an end. */
  end: Date | null;
}

/** The site day before `day` (yyyy-MM-dd). */
export function previousSiteDay(day: string): string {
  return addSiteDays(day, -1);
}

/**
 * The period of a mission an instant falls in. Days and weeks roll over at the site's midnight
 * (GMT+8), wherever the member is; a week starts on Monday.
 */
export function periodOf(
  period: MissionPeriod,
  at: Date,
  missionEnd: Date | null = null,
): MissionPeriodSpan {
  if (period === 'once') return { key: 'once', end: missionEnd };
  const day = siteDayOf(at);
  if (period === 'daily') return { key: day, end: siteDayStart(addSiteDays(day, 1)) };
  const monday = siteWeekStart(day);
  return { key: monday, end: siteDayStart(addSiteDays(monday, 7)) };
}

/** An account as leaderboards show it: the first two and the last character (ab***9). */
export function maskPlayer(account: string): string {
  const chars = [...account];
  if (chars.length >= 4) return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
  return `${chars[0] ?? ''}***`;
}
