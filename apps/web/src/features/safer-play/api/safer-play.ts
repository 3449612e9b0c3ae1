import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  breakRefusalValueSchema,
  limitRefusalValueSchema,
  PlayBreak,
  SaferPlayView,
  SetLimitPayload,
  TakeBreakPayload,
} from '@portal/shared/schemas/safer-play';
import { api } from '../../../lib/api-client';

export {
  EXCLUSION_DURATIONS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  TIMEOUT_DURATIONS,
} from '@portal/shared/schemas/safer-play';
export type {
  BreakKind,
  LimitKind,
  LimitPeriod,
  PlayBreak,
  SaferLimit,
  SaferPlayView,
} from '@portal/shared/schemas/safer-play';

export type BreakRequest = TakeBreakPayload;
/** The value of PLAY_BREAK_ACTIVE at login: the break and the balance that may be withdrawn. */
export type BreakLoginValue = z.infer<typeof breakRefusalValueSchema>;
/** The value of LOSS_LIMIT_REACHED, WAGER_LIMIT_REACHED and DEPOSIT_LIMIT_REACHED. */
export type LimitReachedValue = z.infer<typeof limitRefusalValueSchema>;

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
    mutationFn: (body: SetLimitPayload) =>
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
