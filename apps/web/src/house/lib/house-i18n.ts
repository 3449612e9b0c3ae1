import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  type Language,
} from '@portal/shared/constants/languages';
import { setMoneyLanguage } from '../../lib/money';

export const HOUSE_NAMESPACE = 'house';

/**
 * The game pages use one namespace, fetched from where the build publishes every bundle
 * (locales/<LANG>/<namespace>.json with the bundles' version; see vite.config.ts), so they load
 * nothing of the portal's frame.
 */
function bundleUrl(language: string, namespace: string): string {
  if (import.meta.env.DEV) return `/src/locales/${language}/${namespace}.json`;
  return `${import.meta.env.BASE_URL}locales/${language}/${namespace}.json?v=${__LOCALES_VERSION__}`;
}

async function loadBundle(language: string, namespace: string): Promise<Record<string, unknown>> {
  const response = await fetch(bundleUrl(language, namespace));
  if (!response.ok) throw new Error(`${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function initHouseI18n(language: Language): Promise<I18n> {
  document.documentElement.lang = LANGUAGES[language].locale;
  setMoneyLanguage(language);
  await i18next
    .use(resourcesToBackend(loadBundle))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      lowerCaseLng: false,
      load: 'currentOnly',
      ns: [HOUSE_NAMESPACE],
      defaultNS: HOUSE_NAMESPACE,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
      showSupportNotice: false,
    });
  return i18next;
}
