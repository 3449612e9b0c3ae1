import { useCallback, useState } from 'react';

/** Local storage key of the member's choice to place lottery tickets without the confirm step. */
export const SKIP_CONFIRM_KEY = 'lotterySkipConfirm';

function readSkip(): boolean {
  try {
    return localStorage.getItem(SKIP_CONFIRM_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether a ticket is placed with one tap (the member turned the confirm step off on this
 * device). Off by default: a ticket is confirmed with its lines, cost and largest payout first.
 */
export function useSkipConfirm() {
  const [skip, setSkipState] = useState(readSkip);
  const setSkip = useCallback((value: boolean) => {
    setSkipState(value);
    try {
      if (value) localStorage.setItem(SKIP_CONFIRM_KEY, '1');
      else localStorage.removeItem(SKIP_CONFIRM_KEY);
    } catch {
      // Private mode without storage: the choice holds for this page only.
    }
  }, []);
  return [skip, setSkip] as const;
}
