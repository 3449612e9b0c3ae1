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

export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: withdrawKeys.info,
    queryFn: ({ signal }) => getWithdrawInfo(signal),
  });

export const useWithdrawInfo = () => useQuery(withdrawInfoQueryOptions());
