import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Players who ask for less motion see outcomes at once, without spins or climbs. (The page's
 * own hook: the portal's media-query helper lives in chunks a game page must not load.)
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
