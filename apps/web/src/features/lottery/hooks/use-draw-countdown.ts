import { useEffect, useRef, useState } from 'react';

/**
 * Seconds until `closeAt`, by the server's clock: `serverTime` was the server's time when the
 * answer arrived at `receivedAt` (local ms), so a wrong device clock does not move the cut-off.
 * Calls `onClosed` once when it reaches 0; the ticking stops there.
 */
export function useDrawCountdown(
  closeAt: string | null,
  serverTime: string | null,
  receivedAt: number,
  onClosed: () => void,
): number | null {
  const offset = serverTime ? Date.parse(serverTime) - receivedAt : 0;
  const deadline = closeAt ? Date.parse(closeAt) - offset : null;
  const secondsLeft = () =>
    deadline === null ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [left, setLeft] = useState(secondsLeft);
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;

  useEffect(() => {
    if (deadline === null) {
      setLeft(null);
      return;
    }
    const tick = () => {
      const next = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) {
        window.clearInterval(timer);
        closedRef.current();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline]);

  return left;
}

/** "1:05:09" or "04:59". */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
