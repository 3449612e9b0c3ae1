import type { MissionPeriod } from '@portal/shared/schemas/missions';
import { SITE_UTC_OFFSET_MINUTES, siteDayOf } from '../../games/bet-records/site-days.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;

export interface MissionPeriodSpan {
  /** The period's first site day (yyyy-MM-dd), or `once`. */
  key: string;
  /** The instant the period ends; null: a one-off mission without an end. */
  end: Date | null;
}

/** The site day before `day` (yyyy-MM-dd). */
export function previousSiteDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The instant a site day starts: its midnight in the site's time zone. */
function siteMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - OFFSET_MS;
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
  if (period === 'daily') return { key: day, end: new Date(siteMidnight(day) + DAY_MS) };
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = new Date(Date.parse(`${day}T00:00:00Z`) - weekday * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { key: monday, end: new Date(siteMidnight(monday) + 7 * DAY_MS) };
}

/** An account as leaderboards show it: the first two and the last character (ab***9). */
export function maskPlayer(account: string): string {
  const chars = [...account];
  if (chars.length >= 4) return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
  return `${chars[0] ?? ''}***`;
}
