import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositHistoryValue, DepositStatus } from '@portal/shared/schemas/deposit';
import { DEPOSIT_HISTORY_PAGE_SIZE } from '@portal/shared/schemas/deposit';
import { api } from '../../../lib/api-client';
import { depositKeys } from './get-deposit-channels';

/** '' is every state. */
export type HistoryFilter = DepositStatus | '';

export const getDepositHistory = (page: number, status: HistoryFilter, signal?: AbortSignal) =>
  api<DepositHistoryValue>('/wps/member/deposit/history', {
    query: { page, pageSize: DEPOSIT_HISTORY_PAGE_SIZE, status: status || undefined },
    signal,
  });

export const depositHistoryQueryOptions = (page: number, status: HistoryFilter) =>
  queryOptions({
    queryKey: depositKeys.history(page, status),
    queryFn: ({ signal }) => getDepositHistory(page, status, signal),
    placeholderData: keepPreviousData,
  });

export const useDepositHistory = (page: number, status: HistoryFilter) =>
  useQuery(depositHistoryQueryOptions(page, status));
