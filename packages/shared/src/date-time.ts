import { LANGUAGES, parseLanguage } from './constants/languages.js';
import { siteDayOf } from './site-day.js';

/**
 * How the site writes moments, on every page and in every message the server writes: one
 * date-time format and one time-only format per interface language, always in the site's time
 * zone, GMT+8 (its days, draws and reports run on it), on a 24-hour clock; a page that lists
 * days rather than moments writes the date part alone.
 *   EN "Nov 28, 2026, 14:03" · MY "28 Nov 2026, 14:03" · CN "2026年11月28日 14:03" · time "14:03"
 */

/** GMT+8 without daylight saving (the IANA name's sign is inverted: Etc/GMT-8 is UTC+8). */
export const SITE_TIME_ZONE = 'Etc/GMT-8';

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: SITE_TIME_ZONE,
};
const dateOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: SITE_TIME_ZONE };
const timeOptions: Intl.DateTimeFormatOptions = {
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: SITE_TIME_ZONE,
};

// Building a formatter is far dearer than using one (a records page formats every row).
const formats = new Map<string, Intl.DateTimeFormat>();

const optionsOf = { dateTime: dateTimeOptions, date: dateOptions, time: timeOptions };

function formatter(kind: keyof typeof optionsOf, language: string): Intl.DateTimeFormat {
  const locale = LANGUAGES[parseLanguage(language)].locale;
  const key = `${kind}:${locale}`;
  let format = formats.get(key);
  if (!format) {
    // Latin digits in every language, as in amounts and in what members type (Bengali and
    // Burmese would otherwise write their own digits).
    format = new Intl.DateTimeFormat(locale, { numberingSystem: 'latn', ...optionsOf[kind] });
    formats.set(key, format);
  }
  return format;
}

const toDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

/** A moment in the interface language, e.g. "28 Nov 2026, 14:03"; text that is not a time stays as is. */
export function formatDateTime(at: string | Date, language: string): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return formatter('dateTime', language).format(date);
}

/** The site day of a moment, e.g. "28 Nov 2026", where a page shows days rather than moments. */
export function formatDate(at: string | Date, language: string): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return formatter('date', language).format(date);
}

/** The time of day of a moment, e.g. "14:03"; text that is not a time stays as is. */
export function formatTime(at: string | Date, language: string): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return formatter('time', language).format(date);
}

/** The site day (GMT+8) of a moment, "2026-11-28": whether two moments fall on the same day. */
export function siteDay(at: string | Date): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '';
  return siteDayOf(date);
}
