import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What a limit caps: money paid in, stakes minus payouts, or stakes. */
export type LimitKind = 'deposit' | 'loss' | 'wager';
/** Site days (GMT+8), weeks from Monday, calendar months. */
export type LimitPeriod = 'day' | 'week' | 'month';

export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** One of the nine limits, in the site currency's major units. */
export interface SaferLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force; null when none. */
  amount: number | null;
  /** What counts against it in the current period. */
  used: number;
  periodEndsAt: string;
  /** A raise or a removal waiting for its cooling period (amount null: the removal). */
  pending: { amount: number | null; effectiveAt: string } | null;
}

export type BreakKind = 'timeout' | 'exclusion';
export type TimeoutDuration = '24h' | '1w' | '6w';
export type ExclusionDuration = '6m' | '1y' | '5y' | 'permanent';

export const TIMEOUT_DURATIONS: readonly TimeoutDuration[] = ['24h', '1w', '6w'];
export const EXCLUSION_DURATIONS: readonly ExclusionDuration[] = ['6m', '1y', '5y', 'permanent'];

export interface PlayBreak {
  kind: BreakKind;
  startedAt: string;
  /** Null: permanent. */
  endsAt: string | null;
}

export interface SaferPlayView {
  limits: SaferLimit[];
  break: PlayBreak | null;
  /** Hours a raise or a removal waits before it applies. */
  coolingHours: number;
}

export type BreakRequest =
  | { kind: 'timeout'; duration: TimeoutDuration; password: string }
  | { kind: 'exclusion'; duration: ExclusionDuration; password: string };

/** The value of PLAY_BREAK_ACTIVE at login: the break and the balance that may be withdrawn. */
export interface BreakLoginValue {
  kind: BreakKind;
  endsAt: string | null;
  balance?: number;
}

/** The value of LOSS_LIMIT_REACHED, WAGER_LIMIT_REACHED and DEPOSIT_LIMIT_REACHED. */
export interface LimitReachedValue {
  period: LimitPeriod;
  limit: number;
  remaining: number;
}

const SAFER_PLAY_PATH = '/wps/member/safer-play';

/** Under ['member'], so logging out drops it with the rest of the member's data. */
export const saferPlayKeys = { view: ['member', 'safer-play'] as const };

export const getSaferPlay = (signal?: AbortSignal) =>
  api<SaferPlayView>(SAFER_PLAY_PATH, { signal });

export const saferPlayQueryOptions = () =>
  queryOptions({
    queryKey: saferPlayKeys.view,
    queryFn: ({ signal }) => getSaferPlay(signal),
    // Pending changes apply when their time comes: read afresh each time the page opens.
    staleTime: 0,
  });

export const useSaferPlay = () => useQuery(saferPlayQueryOptions());

/** Sets, lowers, raises or (amount null) removes one limit; answers the whole view. */
export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: LimitKind; period: LimitPeriod; amount: number | null }) =>
      api<SaferPlayView>(`${SAFER_PLAY_PATH}/limits`, { method: 'PUT', body }),
    onSuccess: (view) => queryClient.setQueryData(saferPlayKeys.view, view),
  });
}

/** Takes a time-out or a self-exclusion; the server ends every session of the member. */
export const takeBreak = (body: BreakRequest) =>
  api<PlayBreak>(`${SAFER_PLAY_PATH}/break`, { method: 'POST', body });

/** After a self-exclusion ended: asks to return, proven by the login credentials. */
export const askToReturn = (body: { username: string; password: string }) =>
  api<{ returnAt: string }>(`${SAFER_PLAY_PATH}/return`, { method: 'POST', body });
