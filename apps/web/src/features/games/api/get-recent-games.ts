import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_TYPE, LOBBY_PAGE_SIZE } from '@portal/shared/constants/limits';
import type { Game } from '@portal/shared/schemas/games';
import { apiPaged } from '../../../lib/api-client';
import { useSession } from '../../session/hooks/use-session';
import { memberGameKeys, nextPageNo, type GameFilter, type GamePage } from './games-keys';

type RecentFilter = Pick<GameFilter, 'gameType' | 'vassalage'>;

/** getRecentGameList: the member's launches, newest first. */
export const getRecentGames = (filter: RecentFilter, pageNo: number, signal?: AbortSignal) =>
  apiPaged<Game[]>('/wps/relay/GCS_recentGame', {
    signal,
    query: { clientType: CLIENT_TYPE, ...filter, pageNo, pageSize: LOBBY_PAGE_SIZE },
  });

export const recentGamesQueryOptions = (
  token: string | null,
  filter: RecentFilter,
  enabled = true,
) =>
  infiniteQueryOptions({
    queryKey: memberGameKeys.recent(token, filter),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const page = await getRecentGames(filter, pageParam, signal);
      return { games: page.value, totalPages: page.totalPages, total: null };
    },
    initialPageParam: 1,
    getNextPageParam: (page: GamePage, _pages: GamePage[], pageNo: number) =>
      nextPageNo(page, pageNo),
    enabled: token !== null && enabled,
    gcTime: 0,
  });

export const useRecentGames = (filter: RecentFilter, enabled = true) =>
  useInfiniteQuery(
    recentGamesQueryOptions(
      useSession((state) => state.token),
      filter,
      enabled,
    ),
  );
