import { LANGUAGES, parseLanguage } from '@portal/shared/constants/languages';

// Building a formatter is far dearer than using one (a records page formats every row).
const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment in the interface language, e.g. "21 Nov 2026, 12:00"; text that is not a time stays as is. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = LANGUAGES[parseLanguage(language)].locale;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(date);
}
