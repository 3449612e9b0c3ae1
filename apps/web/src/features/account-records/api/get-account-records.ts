import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AccountRecords, RecordType } from '@portal/shared/schemas/account-records';
import { api } from '../../../lib/api-client';

export interface RecordsFilter {
  /** ISO instants, `to` exclusive. */
  from: string;
  to: string;
  /** Empty: every type. */
  types: readonly RecordType[];
  page: number;
  pageSize: number;
}

/** Under ['wallet'], so logging out drops them and a money movement can refresh them. */
export const accountRecordsKeys = {
  all: ['wallet', 'transactions'] as const,
  list: (filter: RecordsFilter) => [...accountRecordsKeys.all, filter] as const,
};

export const getAccountRecords = (filter: RecordsFilter, signal?: AbortSignal) =>
  api<AccountRecords>('/wps/member/wallet/transactions', {
    signal,
    query: {
      from: filter.from,
      to: filter.to,
      type: filter.types.length > 0 ? filter.types.join(',') : undefined,
      page: filter.page,
      pageSize: filter.pageSize,
    },
  });

export const accountRecordsQueryOptions = (filter: RecordsFilter) =>
  queryOptions({
    queryKey: accountRecordsKeys.list(filter),
    queryFn: ({ signal }) => getAccountRecords(filter, signal),
    // The old page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Nothing is asked while the chosen range is not one the server reads (null). */
export const useAccountRecords = (filter: RecordsFilter | null) =>
  useQuery({
    queryKey: filter ? accountRecordsKeys.list(filter) : accountRecordsKeys.all,
    queryFn: filter ? ({ signal }) => getAccountRecords(filter, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
