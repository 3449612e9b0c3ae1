import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawHistory } from '@portal/shared/schemas/withdrawal';
import { api } from '../../../lib/api-client';
import { withdrawKeys } from './get-withdraw-info';

export const HISTORY_PAGE_SIZE = 10;

export const getWithdrawHistory = (pageNo: number, signal?: AbortSignal) =>
  api<WithdrawHistory>('/wps/member/withdraw/history', {
    query: { pageNo, pageSize: HISTORY_PAGE_SIZE },
    signal,
  });

export const withdrawHistoryQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: withdrawKeys.history(pageNo),
    queryFn: ({ signal }) => getWithdrawHistory(pageNo, signal),
    placeholderData: keepPreviousData,
    // States change on finance's side: always the current ones (see get-withdraw-info.ts).
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useWithdrawHistory = (pageNo: number) => useQuery(withdrawHistoryQueryOptions(pageNo));
