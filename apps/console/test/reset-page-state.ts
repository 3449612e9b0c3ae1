/**
 * Puts the worker back to a fresh page between test files. The files of a worker share its
 * modules and its jsdom page (isolate: false, decision 072), so what a file leaves behind (a
 * rendered tree, storage, cookies, the address, a stub, the console's module-level state) would
 * reach the next file. test/setup.ts calls resetPageState before each file and resetDocument
 * after it.
 *
 * The console's modules are imported when this runs, not at the top: a file that calls
 * `vi.resetModules()` gets new instances, and this must reset the ones the next file will use.
 */
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { vi } from 'vitest';

function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function clearAttributes(element: Element): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}

/** The page: no rendered tree, no storage, no cookies, at `/`, and the real globals and timers. */
export function resetDocument(): void {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  document.body.replaceChildren();
  for (const node of document.head.querySelectorAll(':not(style)')) node.remove();
  document.title = '';
  clearAttributes(document.body);
  clearAttributes(document.documentElement);
  window.history.replaceState(null, '', '/');
}

/** The console's module-level state, back to what a page load starts with. */
async function resetConsoleModules(): Promise<void> {
  const client = await import('../src/api/client');
  client.setApiToken(null);
  client.setOnUnauthorized(() => {});
  // test/render.tsx starts i18next (a single instance, in English) once per worker; a file may
  // have switched the language. Switching back also sets the API's language and <html lang>.
  if (i18next.isInitialized) await i18next.changeLanguage('en');
  else client.setApiLanguage(client.DEFAULT_API_LANGUAGE);
}

export async function resetPageState(): Promise<void> {
  resetDocument();
  await resetConsoleModules();
}
