import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankEntry } from '@portal/shared/schemas/games';
import { api } from '../../../lib/api-client';
import { gameKeys } from './games-keys';

/** The winner board: the biggest recent wins, site-wide. */
export const getRankList = (signal?: AbortSignal) =>
  api<{ list: RankEntry[] }>('/wps/relay/GCSGAME_getRankList', { signal }).then(
    (value) => value.list,
  );

export const rankListQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.rankList(),
    queryFn: ({ signal }) => getRankList(signal),
  });

export const useRankList = () => useQuery(rankListQueryOptions());
