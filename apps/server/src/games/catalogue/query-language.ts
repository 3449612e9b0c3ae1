import { isLanguage, type Language } from '@portal/shared/constants/languages';

/**
 * The language of a games answer: the query's `language` when it names a known one (any case),
 * else the request's (its Language header, MY by default).
 */
export function queryLanguage(language: string | undefined, requestLanguage: Language): Language {
  const upper = language?.trim().toUpperCase();
  return upper && isLanguage(upper) ? upper : requestLanguage;
}
