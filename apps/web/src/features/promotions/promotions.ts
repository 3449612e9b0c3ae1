import { SITE_TIME_ZONE } from '@portal/shared/date-time';

// Building a formatter is far dearer than using one: one per locale.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A site day (GMT+8) in the reader's locale, e.g. "21 Nov 2026". Kept apart from the promotion pages' helpers:
 * the home page's latest news uses it and must not load what those pages need.
 */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      numberingSystem: 'latn',
      dateStyle: 'medium',
      timeZone: SITE_TIME_ZONE,
    });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
