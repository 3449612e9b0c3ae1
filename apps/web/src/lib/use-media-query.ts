import { useSyncExternalStore } from 'react';

/** Whether a media query matches, kept in sync with the viewport. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones and small tablets: the header collapses and the nav opens sheets. */
export const PHONE_QUERY = '(max-width: 767px)';
