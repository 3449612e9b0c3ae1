/**
 * The site's days: GMT+8 without daylight saving, wherever the member is. Notices, profit and
 * loss, missions, cashback and agency reports all count days on this clock. A site day is written
 * yyyy-MM-dd.
 */

/** The site's offset from UTC: its days run from 00:00 to 24:00 GMT+8. */
export const SITE_UTC_OFFSET_MINUTES = 8 * 60;

const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The site day an instant falls on, "2025-11-21". */
export function siteDayOf(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a site day starts: its midnight in GMT+8, 16:00 UTC of the day before. */
export function siteDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** Whether a text is a real day written yyyy-MM-dd (2025-02-30 is not). */
export function isSiteDay(text: string): boolean {
  const match = DAY_TEXT.exec(text);
  if (!match) return false;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 02-30 over into March: such a day does not exist.
  return new Date(utc).toISOString().slice(0, 10) === text;
}

/** The instant a written site day starts, or null when the text is not a real day. */
export function parseSiteDay(text: string): Date | null {
  return isSiteDay(text) ? siteDayStart(text) : null;
}

/** The day `days` after a site day (negative: before). */
export function addSiteDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of a site day's week. */
export function siteWeekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addSiteDays(day, -((weekday + 6) % 7));
}

/**
 * Every site day that part of [from, to) falls on, oldest first: the day of `from` up to the day
 * of the last millisecond before `to`.
 */
export function siteDaysBetween(from: Date, to: Date): string[] {
  const first = Date.parse(`${siteDayOf(from)}T00:00:00Z`);
  const last = Date.parse(`${siteDayOf(new Date(to.getTime() - 1))}T00:00:00Z`);
  const days: string[] = [];
  for (let day = first; day <= last; day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}
