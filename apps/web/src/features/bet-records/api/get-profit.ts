import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { ProfitValue } from '@portal/shared/schemas/games';
import { api } from '../../../lib/api-client';
import { betRecordsKeys } from './get-bet-records';

export interface ProfitFilter {
  /** ISO instants, `to` exclusive. */
  from: string;
  to: string;
}

export const profitKeys = {
  range: (filter: ProfitFilter) => [...betRecordsKeys.all, 'profit', filter] as const,
};

export const getProfit = (filter: ProfitFilter, signal?: AbortSignal) =>
  api<ProfitValue>('/wps/member/bets/profit', { signal, query: { ...filter } });

/** Nothing is asked while the chosen range is not one the server reads (null). */
export const useProfit = (filter: ProfitFilter | null) =>
  useQuery({
    queryKey: filter ? profitKeys.range(filter) : [...betRecordsKeys.all, 'profit'],
    queryFn: filter ? ({ signal }) => getProfit(filter, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
