import { LANGUAGES, parseLanguage } from '@portal/shared/constants/languages';

/** A moment in the interface language, e.g. "21 Nov 2026, 12:00"; text that is not a time stays as is. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LANGUAGES[parseLanguage(language)].locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
