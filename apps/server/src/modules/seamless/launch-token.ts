import { isLanguage, type Language } from '@portal/shared/constants/languages';
import { newSecretToken } from '../../lib/secret-tokens.js';

/**
 * A launch token: 256 random bits, then the interface language of the launch
 * (`<base64url>.<LANG>`). Only its SHA-256 is stored, so the language cannot be altered without
 * the token becoming unknown; it is no secret (the provider is told it at launch anyway).
 */
export function newLaunchToken(language: Language): string {
  return `${newSecretToken()}.${language}`;
}

/** The language a token was issued with; the fallback for a token not of this form. */
export function launchTokenLanguage(token: string, fallback: Language = 'EN'): Language {
  const suffix = token.slice(token.lastIndexOf('.') + 1);
  return isLanguage(suffix) ? suffix : fallback;
}
