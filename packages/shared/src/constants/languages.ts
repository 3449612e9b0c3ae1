/**
 * Interface languages. Codes are the portal's own (upper case) as used in the `Language`
 * header, the `lang` local key and server content; `locale` is the BCP 47 tag for Intl.
 * See docs/decisions/004-language-codes.md for MY and TY.
 */
export const LANGUAGES = {
  EN: { locale: 'en', nativeName: 'English' },
  CN: { locale: 'zh-CN', nativeName: '简体中文' },
  MY: { locale: 'ms', nativeName: 'Bahasa Melayu' },
  VI: { locale: 'vi', nativeName: 'Tiếng Việt' },
  TH: { locale: 'th', nativeName: 'ไทย' },
  ID: { locale: 'id', nativeName: 'Bahasa Indonesia' },
  JA: { locale: 'ja', nativeName: '日本語' },
  TY: { locale: 'zh-TW', nativeName: '繁體中文' },
  KO: { locale: 'ko', nativeName: '한국어' },
  HI: { locale: 'hi', nativeName: 'हिन्दी' },
  BN: { locale: 'bn', nativeName: 'বাংলা' },
  KM: { locale: 'km', nativeName: 'ខ្មែរ' },
  LO: { locale: 'lo', nativeName: 'ລາວ' },
  MM: { locale: 'my', nativeName: 'မြန်မာ' },
  PT: { locale: 'pt-BR', nativeName: 'Português (Brasil)' },
  ES: { locale: 'es', nativeName: 'Español' },
} as const;

export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** The header picker's languages, in the spec's order. */
export const HEADER_LANGUAGES: readonly Language[] = ['CN', 'EN', 'VI', 'JA', 'TH', 'TY', 'MY'];

/**
 * The languages the header's picker offers: the spec's header languages, then the others the
 * operator has turned on in the site settings, then the member's own choice if it is neither.
 */
export function pickerLanguages(supported: readonly string[] = [], current?: Language): Language[] {
  const more = LANGUAGE_CODES.filter(
    (code) => !HEADER_LANGUAGES.includes(code) && (supported.includes(code) || code === current),
  );
  return [...HEADER_LANGUAGES, ...more];
}

export const DEFAULT_LANGUAGE: Language = 'MY';
export const FALLBACK_LANGUAGE: Language = 'EN';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && value in LANGUAGES;
}

/** Picks the language from a header or key value, falling back to the default. */
export function parseLanguage(value: unknown): Language {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isLanguage(upper) ? upper : DEFAULT_LANGUAGE;
}
