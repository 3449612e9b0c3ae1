import { LANGUAGE_CODES, LANGUAGES, type Language } from '@portal/shared/constants/languages';

/**
 * The portal's content languages, EN first: visitors read their language, else EN, so EN is
 * the one every item should have.
 */
export const CONTENT_LANGUAGES: readonly Language[] = [
  'EN',
  ...LANGUAGE_CODES.filter((code) => code !== 'EN'),
];

/** A language's name in its own script, as the portal's picker shows it. */
export const languageName = (code: Language): string => LANGUAGES[code].nativeName;

/** Keeps the languages whose texts are not all empty. */
export function filledLanguages<T extends Record<string, unknown>>(
  texts: Partial<Record<Language, T>>,
  filled: (text: T) => boolean,
): Partial<Record<Language, T>> {
  const kept: Partial<Record<Language, T>> = {};
  for (const code of CONTENT_LANGUAGES) {
    const text = texts[code];
    if (text && filled(text)) kept[code] = text;
  }
  return kept;
}

/** An item's title for lists: EN's, else the first language's that has one. */
export function titleOf(item: { translations: Partial<Record<Language, { title: string }>> }) {
  return (
    item.translations.EN?.title ||
    CONTENT_LANGUAGES.map((code) => item.translations[code]?.title).find(Boolean) ||
    ''
  );
}

/** The languages an item has, short: every one, or their codes. */
export function languagesLabel(codes: readonly string[], every: string): string {
  return codes.length >= CONTENT_LANGUAGES.length
    ? every
    : CONTENT_LANGUAGES.filter((code) => codes.includes(code)).join(' · ');
}
