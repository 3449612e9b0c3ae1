/**
 * Days in the site's operating time, GMT+8: the time notices are written in, and the days profit
 * and loss is reported by, wherever the member is.
 */
export const SITE_UTC_OFFSET_MINUTES = 8 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The site day (yyyy-MM-dd) an instant falls on. */
export function siteDayOf(at: Date, offsetMinutes = SITE_UTC_OFFSET_MINUTES): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * Every site day that part of [from, to) falls on, oldest first: the day of `from` up to the day
 * of the last millisecond before `to`.
 */
export function siteDaysBetween(
  from: Date,
  to: Date,
  offsetMinutes = SITE_UTC_OFFSET_MINUTES,
): string[] {
  const first = Date.parse(`${siteDayOf(from, offsetMinutes)}T00:00:00Z`);
  const last = Date.parse(`${siteDayOf(new Date(to.getTime() - 1), offsetMinutes)}T00:00:00Z`);
  const days: string[] = [];
  for (let day = first; day <= last; day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}
