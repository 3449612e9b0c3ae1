import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../api/client';

/** The console's languages: English and Simplified Chinese, and the server's code for each. */
export const consoleLanguages = [
  { code: 'en', label: 'English', server: 'EN', locale: 'en-GB' },
  { code: 'zh', label: '简体中文', server: 'CN', locale: 'zh-CN' },
] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number]['code'];

const KEY = 'console.language';

function storedLanguage(): ConsoleLanguage {
  try {
    const value = localStorage.getItem(KEY);
    if (value === 'en' || value === 'zh') return value;
  } catch {
    // fall through
  }
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('zh')
    ? 'zh'
    : 'en';
}

const languageOf = (code: string) =>
  consoleLanguages.find((language) => language.code === code) ?? consoleLanguages[0];

/** The Intl locale of the console's current language, for numbers and dates. */
export const currentLocale = () => languageOf(i18next.language).locale;

function follow(code: string): void {
  const language = languageOf(code);
  setApiLanguage(language.server);
  if (typeof document !== 'undefined') document.documentElement.lang = language.locale;
}

/** Starts i18next with every screen's texts (they are small: all load with the app). */
export async function initI18n(resources: Resource, language?: ConsoleLanguage) {
  i18next.on('languageChanged', follow);
  await i18next.use(initReactI18next).init({
    resources,
    lng: language ?? storedLanguage(),
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  follow(i18next.language);
  return i18next;
}

export async function changeLanguage(code: ConsoleLanguage): Promise<void> {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // The choice lasts for this page only.
  }
  await i18next.changeLanguage(code);
}
