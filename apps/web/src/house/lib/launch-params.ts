import { parseLanguage, type Language } from '@portal/shared/constants/languages';

export type HouseTheme = 'dark' | 'light';

/** What the portal puts in the page address: `/house/play?token=&lang=&back=&theme=`. */
export interface LaunchParams {
  token: string;
  language: Language;
  /** A path on the portal, or null when none (or an unsafe one) was given. */
  back: string | null;
  theme: HouseTheme;
}

/**
 * Only a path of this site may be the exit target: "//host" and "/\host" would leave it, and a
 * scheme ("javascript:") would run in the portal's window.
 */
export function safePortalPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return /[\s\p{Cc}]/u.test(value) ? null : value;
}

function storedTheme(): HouseTheme | null {
  try {
    const stored = localStorage.getItem('theme');
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

/** Reads the address; the theme falls back to the portal's stored choice, then dark. */
export function readLaunchParams(search: string): LaunchParams {
  const params = new URLSearchParams(search);
  const theme = params.get('theme');
  return {
    token: params.get('token')?.trim() ?? '',
    language: parseLanguage(params.get('lang')),
    back: safePortalPath(params.get('back')),
    theme: theme === 'light' || theme === 'dark' ? theme : (storedTheme() ?? 'dark'),
  };
}
