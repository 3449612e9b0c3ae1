import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HOUSE_BALANCE_MESSAGE, type HouseSessionValue } from '@portal/shared/schemas/house-games';
import { roundsQueryOptions } from '../api/get-rounds';
import { sessionQueryOptions } from '../api/get-session';
import { errorCodeOf } from '../lib/house-api';

export interface HouseContextValue {
  token: string;
  /** The symbol amounts are written with ("RM"), as the portal writes them. */
  currency: string;
  /** The last failure, shown in the banner until the next play or a dismissal. */
  error: unknown;
  /** The launch token stopped working: every control stays disabled until the game is reopened. */
  sessionEnded: boolean;
  setBalance: (balance: number) => void;
  /** Shows a play's answer once the page has revealed it: its balance and the new rounds list. */
  revealOutcome: (balance: number) => void;
  reportError: (error: unknown) => void;
  clearError: () => void;
}

const HouseContext = createContext<HouseContextValue | null>(null);

/**
 * Tells the portal framing this page that the wallet moved, so that its header balance follows.
 * Only a parent on this page's own origin receives it (the portal serves the house page).
 */
function announceBalanceChange(): void {
  if (window.parent === window) return;
  window.parent.postMessage({ type: HOUSE_BALANCE_MESSAGE }, window.location.origin);
}

export function useHouse(): HouseContextValue {
  const value = useContext(HouseContext);
  if (!value) throw new Error('useHouse outside HouseProvider');
  return value;
}

export function HouseProvider({
  token,
  currency,
  children,
}: {
  token: string;
  currency: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [sessionEnded, setSessionEnded] = useState(false);

  const setBalance = useCallback(
    (balance: number) => {
      queryClient.setQueryData<HouseSessionValue>(sessionQueryOptions(token).queryKey, (session) =>
        session ? { ...session, balance } : session,
      );
      announceBalanceChange();
    },
    [queryClient, token],
  );
  const revealOutcome = useCallback(
    (balance: number) => {
      setBalance(balance);
      void queryClient.invalidateQueries(roundsQueryOptions(token));
    },
    [queryClient, token, setBalance],
  );
  const reportError = useCallback((next: unknown) => {
    if (errorCodeOf(next) === 'GAME_SESSION_INVALID') setSessionEnded(true);
    setError(next);
  }, []);
  const clearError = useCallback(() => setError(null), []);

  const value = useMemo(
    () => ({
      token,
      currency,
      error,
      sessionEnded,
      setBalance,
      revealOutcome,
      reportError,
      clearError,
    }),
    [token, currency, error, sessionEnded, setBalance, revealOutcome, reportError, clearError],
  );
  return <HouseContext value={value}>{children}</HouseContext>;
}
