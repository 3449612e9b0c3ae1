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
import { FRAME_NAMESPACES } from '../config/frame-namespaces';
import { HIS_LANG_KEY, LANG_KEY } from '../config/storage-keys';
import { setApiLanguage } from './api-client';
import { takeEarlyResponse } from './early-requests';
import { setMoneyLanguage } from './money';

export { HIS_LANG_KEY, LANG_KEY };

/**
 * One JSON file per language and namespace under src/locales/<LANG>/<namespace>.json, fetched
 * the first time a screen needs it. Translations are data, not code: the build publishes them
 * at locales/<LANG>/<namespace>.json with one version for cache busting (see vite.config.ts).
 */
function bundleUrl(language: string, namespace: string): string {
  if (import.meta.env.DEV) return `/src/locales/${language}/${namespace}.json`;
  return `${import.meta.env.BASE_URL}locales/${language}/${namespace}.json?v=${__LOCALES_VERSION__}`;
}

type Bundle = Record<string, unknown>;
const frameNamespaces: ReadonlySet<string> = new Set(FRAME_NAMESPACES);
/** Requests in flight or done, so a file fetched early is not fetched again when i18next asks. */
const requests = new Map<string, Promise<unknown>>();

function fetchJson(url: string): Promise<unknown> {
  let request = requests.get(url);
  if (!request) {
    // index.html asks for the frame files before this code loads (lib/early-requests.ts).
    const early = takeEarlyResponse(url, '');
    request = (early ?? Promise.resolve(null)).then(async (earlyResponse) => {
      const response = earlyResponse ?? (await fetch(url));
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return (await response.json()) as unknown;
    });
    // A failed request may be tried again later.
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/** The built site serves the frame's namespaces of a language as one file (vite.config.ts). */
function frameUrl(language: string): string | null {
  if (import.meta.env.DEV) return null;
  return `${import.meta.env.BASE_URL}locales/${language}/frame.json?v=${__LOCALES_VERSION__}`;
}

async function loadBundle(language: string, namespace: string): Promise<Bundle> {
  const frame = frameNamespaces.has(namespace) ? frameUrl(language) : null;
  if (frame) {
    const bundles = (await fetchJson(frame)) as Record<string, Bundle>;
    const bundle = bundles[namespace];
    if (!bundle) throw new Error(`Bundle ${language}/${namespace} missing from the frame file`);
    return bundle;
  }
  return (await fetchJson(bundleUrl(language, namespace))) as Bundle;
}

type LanguageListener = (language: Language) => void;
const appliedListeners = new Set<LanguageListener>();

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
  setMoneyLanguage(code);
  document.documentElement.lang = LANGUAGES[code].locale;
  for (const listener of appliedListeners) listener(code);
}

/**
 * Runs after a language change has reached the API client, so anything a listener refetches
 * already carries the new `Language` header. Returns the unsubscribe function.
 */
export function onLanguageApplied(listener: LanguageListener): () => void {
  appliedListeners.add(listener);
  return () => {
    appliedListeners.delete(listener);
  };
}

export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
  applyLanguage(language);
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    return i18next;
  }
  i18next.on('languageChanged', applyLanguage);
  // Request the frame files (language and fallback) at once, ahead of the first data calls;
  // i18next's own loading, which starts a tick later, finds them in flight.
  for (const lng of new Set([language, FALLBACK_LANGUAGE])) {
    const url = frameUrl(lng);
    if (url) void fetchJson(url).catch(() => undefined);
  }
  await i18next
    .use(resourcesToBackend(loadBundle))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGE_CODES,
      lowerCaseLng: false,
      load: 'currentOnly',
      // All from one frame file per language: no extra request, and no screen suspends for them.
      ns: [...FRAME_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18next;
}

export function currentLanguage(): Language {
  return parseLanguage(i18next.resolvedLanguage ?? i18next.language);
}

/** Stores the choice (keeping the previous one in `hisLang`) and switches the interface. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    const previous = localStorage.getItem(LANG_KEY) ?? currentLanguage();
    if (previous !== language) localStorage.setItem(HIS_LANG_KEY, previous);
    localStorage.setItem(LANG_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  await i18next.changeLanguage(language);
}
