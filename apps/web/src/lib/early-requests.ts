/**
 * The first screen's requests, started by index.html while the site's code is still downloading,
 * so that its data and translations are there when the code runs instead of being asked for only
 * then (decision 021). `startEarlyRequests` is written into the page by vite.first-load.ts; the
 * fetchers (api-client, i18n) take each answer with `takeEarlyResponse`, once.
 */

export interface EarlyRequestsConfig {
  /** Local storage key of the chosen language, and the codes it may hold. */
  languageKey: string;
  languages: readonly string[];
  defaultLanguage: string;
  fallbackLanguage: string;
  /** The frame translations' address with `{lng}` for the language; null without that file (dev). */
  frameUrl: string | null;
  /** Public API calls, sent with the Language and Device headers the api client sends. */
  calls: readonly string[];
  /** The site settings call, sent with `?host=` this page's host. */
  whitelabelCall: string;
  /** Code of each screen at its `paths`, fetched beside the shell's. */
  preload: readonly {
    paths: readonly string[];
    scripts: readonly string[];
    styles: readonly string[];
  }[];
}

interface EarlyRequest {
  /** The Language header it was sent with ('' for files). */
  language: string;
  /** Null when it failed: the caller asks again. */
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    __earlyRequests?: Record<string, EarlyRequest>;
  }
}

/**
 * Runs in the page before any module, as an inline script: self-contained, nothing imported or
 * referred to outside its body (the build writes its source text into index.html).
 */
export function startEarlyRequests(config: EarlyRequestsConfig): void {
  let stored = '';
  try {
    stored = (localStorage.getItem(config.languageKey) ?? '').trim().toUpperCase();
  } catch {
    // No storage (private mode): the default language, as lib/i18n.ts decides too.
  }
  const language = config.languages.includes(stored) ? stored : config.defaultLanguage;
  const early: Record<string, EarlyRequest> = {};
  window.__earlyRequests = early;
  const ask = (url: string, headerLanguage: string) => {
    const init = headerLanguage ? { headers: { Language: headerLanguage, Device: 'WEB' } } : {};
    early[url] = {
      language: headerLanguage,
      response: fetch(url, init).catch(() => null),
    };
  };
  if (config.frameUrl) {
    for (const lng of new Set([language, config.fallbackLanguage])) {
      ask(config.frameUrl.replace('{lng}', lng), '');
    }
  }
  for (const call of config.calls) ask(call, language);
  const host = new URLSearchParams({ host: window.location.host }).toString();
  ask(`${config.whitelabelCall}?${host}`, language);

  const screen = config.preload.find((entry) => entry.paths.includes(window.location.pathname));
  if (!screen) return;
  const link = (rel: string, href: string, as?: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    if (as) element.as = as;
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  for (const href of screen.scripts) link('modulepreload', href);
  for (const href of screen.styles) link('preload', href, 'style');
}

/**
 * The answer index.html already asked for at `url` with the Language header `language` ('' for a
 * file), or null when it did not ask (or it was taken). It resolves to null when that request
 * failed, so the caller sends its own.
 */
export function takeEarlyResponse(url: string, language: string): Promise<Response | null> | null {
  const early = window.__earlyRequests;
  const request = early?.[url];
  if (!early || !request || request.language !== language) return null;
  delete early[url];
  return request.response;
}
