import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@portal/shared/constants/site';
import type { BetRecordsValue } from '@portal/shared/schemas/games';
import { api } from '../../../lib/api-client';

export interface BetRecordsFilter {
  /** ISO instants, `to` exclusive. */
  from: string;
  to: string;
  gameType?: GameCategory;
  vassalage?: string;
  page: number;
  pageSize: number;
}

/** Under ['member'], so logging out drops them. */
export const betRecordsKeys = {
  all: ['member', 'bets'] as const,
  list: (filter: BetRecordsFilter) => [...betRecordsKeys.all, 'list', filter] as const,
};

export const getBetRecords = (filter: BetRecordsFilter, signal?: AbortSignal) =>
  api<BetRecordsValue>('/wps/member/bets', { signal, query: { ...filter } });

/** Nothing is asked while the chosen range is not one the server reads (null). */
export const useBetRecords = (filter: BetRecordsFilter | null) =>
  useQuery({
    queryKey: filter ? betRecordsKeys.list(filter) : betRecordsKeys.all,
    queryFn: filter ? ({ signal }) => getBetRecords(filter, signal) : skipToken,
    // The old page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
