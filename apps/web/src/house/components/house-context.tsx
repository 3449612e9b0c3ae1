import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  HOUSE_BALANCE_MESSAGE,
  HOUSE_READY_MESSAGE,
  HOUSE_TRANSFER_REQUEST,
  PORTAL_PLAY_PAUSE,
  PORTAL_TRANSFER_OFFER,
  PORTAL_WALLET_MOVED,
  type HouseSessionValue,
} from '@portal/shared/schemas/house-games';
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
  /** The portal framing the page moves money into this game's wallet on request. */
  transferOffered: boolean;
  /** Asks the portal to move money from the main wallet into this game's wallet. */
  requestTransfer: () => void;
  /** The portal's reality check is up: no bets until the member answers it. */
  paused: boolean;
}

const HouseContext = createContext<HouseContextValue | null>(null);

/**
 * Tells the portal framing this page that the wallet moved, so that its header balance follows.
 * Only a parent on this page's own origin receives it (the portal serves the house page).
 */
function announceBalanceChange(): void {
  tellPortal(HOUSE_BALANCE_MESSAGE);
}

function tellPortal(type: string): void {
  if (window.parent === window) return;
  window.parent.postMessage({ type }, window.location.origin);
}

/**
 * The transfer-in exchange with the portal (see HOUSE_READY_MESSAGE): the page says it is ready,
 * the portal may offer transfers, and after one it says the wallet moved: the balance is read
 * again and the refusal it answered is cleared.
 */
function usePortalTransfers(onWalletMoved: () => void) {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === PORTAL_TRANSFER_OFFER) setOffered(true);
      else if (type === PORTAL_WALLET_MOVED) onWalletMoved();
    };
    window.addEventListener('message', onMessage);
    tellPortal(HOUSE_READY_MESSAGE);
    return () => window.removeEventListener('message', onMessage);
  }, [onWalletMoved]);
  const request = useCallback(() => tellPortal(HOUSE_TRANSFER_REQUEST), []);
  return { offered, request };
}

/** The portal framing the page pauses play while its reality check is up (decision 052). */
function usePortalPause(): boolean {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const data = event.data as { type?: unknown; paused?: unknown } | null;
      if (data?.type === PORTAL_PLAY_PAUSE) setPaused(data.paused === true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return paused;
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
  const walletMoved = useCallback(() => {
    setError(null);
    void queryClient.invalidateQueries(sessionQueryOptions(token));
  }, [queryClient, token]);
  const transfers = usePortalTransfers(walletMoved);
  const paused = usePortalPause();

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
      transferOffered: transfers.offered,
      requestTransfer: transfers.request,
      paused,
    }),
    [
      token,
      currency,
      error,
      sessionEnded,
      setBalance,
      revealOutcome,
      reportError,
      clearError,
      transfers.offered,
      transfers.request,
      paused,
    ],
  );
  return <HouseContext value={value}>{children}</HouseContext>;
}
