import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointBalance } from '@portal/shared/schemas/points';
import { api } from '../../../lib/api-client';
import { pointsKeys } from './points-keys';

export const getPointBalance = (signal?: AbortSignal) =>
  api<PointBalance>('/wps/relay/MCS2_getPointBalance', { signal });

/** Points arrive as bets settle: asked again when the member comes back to the tab. */
export const pointBalanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: pointsKeys.balance(token),
    queryFn: ({ signal }) => getPointBalance(signal),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export const usePointBalance = (token: string | null) =>
  useQuery({ ...pointBalanceQueryOptions(token), enabled: token !== null });
