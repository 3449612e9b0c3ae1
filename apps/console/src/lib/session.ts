import { setApiToken } from '../api/client';

/**
 * The staff session token lives in sessionStorage: it ends with the browser tab (operator desks
 * are shared) and the server ends it after 30 idle minutes or 12 hours anyway (decision 016).
 */
const KEY = 'console.session';

export function loadToken(): string | null {
  try {
    const token = sessionStorage.getItem(KEY);
    setApiToken(token);
    return token;
  } catch {
    return null;
  }
}

export function saveToken(token: string | null): void {
  setApiToken(token);
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the session lasts as long as the page.
  }
}
