import { useCallback, useRef } from 'react';

/**
 * Lets an action through at most once per `intervalMs` (spec section 5: captcha refresh and
 * login SMS requests); `allow()` answers whether this attempt may run and records it if so.
 */
export function useThrottle(intervalMs: number): () => boolean {
  const last = useRef<number | null>(null);
  return useCallback(() => {
    const now = Date.now();
    if (last.current !== null && now - last.current < intervalMs) return false;
    last.current = now;
    return true;
  }, [intervalMs]);
}
