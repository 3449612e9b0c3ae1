import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  parseLanguage,
  type Language,
} from '@portal/shared/constants/languages';
import { setApiLanguage } from './api-client';

export const LANG_KEY = 'lang';
export const HIS_LANG_KEY = 'hisLang';

/**
 * One JSON file per language and namespace under src/locales/<LANG>/<namespace>.json,
 * each loaded lazily the first time a screen needs it.
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANG_KEY);
    return stored ? parseLanguage(stored) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyLanguage(language: string): void {
  const code = parseLanguage(language);
  setApiLanguage(code);
  document.documentElement.lang = LANGUAGES[code].locale;
}

export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
  applyLanguage(language);
  i18next.on('languageChanged', applyLanguage);
  await i18next
    .use(
      resourcesToBackend((lng: string, ns: string) => {
        const load = bundles[`../locales/${lng}/${ns}.json`];
        if (!load) return Promise.reject(new Error(`No bundle ${lng}/${ns}`));
        return load().then((m) => m.default);
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      lowerCaseLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18next;
}

/** Stores the choice (keeping the previous one in `hisLang`) and switches the interface. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    const previous = localStorage.getItem(LANG_KEY);
    if (previous) localStorage.setItem(HIS_LANG_KEY, previous);
    localStorage.setItem(LANG_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  await i18next.changeLanguage(language);
}
