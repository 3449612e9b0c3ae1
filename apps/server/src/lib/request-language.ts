import { parseLanguage, type Language } from '@portal/shared/constants/languages';

/**
 * The `Language` header (EN, CN, MY, VI, TH, ID, JA, TY; any case). Anything else, or no header,
 * means the site's default language MY; a repeated header counts by its first value.
 */
export function languageFromHeader(value: string | string[] | undefined): Language {
  return parseLanguage(Array.isArray(value) ? value[0] : value);
}
