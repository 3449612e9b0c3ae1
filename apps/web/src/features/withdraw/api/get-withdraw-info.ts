import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawInfo } from '@portal/shared/schemas/withdrawal';
import { api } from '../../../lib/api-client';

/** Everything the withdraw page keys under; logout drops it with ['member']. */
export const withdrawKeys = {
  all: ['member', 'withdraw'] as const,
  info: ['member', 'withdraw', 'info'] as const,
  history: (pageNo: number) => ['member', 'withdraw', 'history', pageNo] as const,
  banks: ['member', 'withdraw', 'banks'] as const,
};

export const getWithdrawInfo = (signal?: AbortSignal) =>
  api<WithdrawInfo>('/wps/member/withdraw/info', { signal });

/**
 * Finance decides orders at any time: the page reads the current state whenever it opens or the
 * member comes back to the tab, not a copy from a minute ago.
 */
export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: withdrawKeys.info,
    queryFn: ({ signal }) => getWithdrawInfo(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useWithdrawInfo = () => useQuery(withdrawInfoQueryOptions());
