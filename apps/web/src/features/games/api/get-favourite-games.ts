import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_TYPE, LOBBY_PAGE_SIZE } from '@portal/shared/constants/limits';
import type { Game } from '@portal/shared/schemas/games';
import { apiPaged } from '../../../lib/api-client';
import { useSession } from '../../session/hooks/use-session';
import { memberGameKeys, nextPageNo, type GameFilter, type GamePage } from './games-keys';

type FavouriteFilter = Pick<GameFilter, 'gameType' | 'vassalage'>;

/** getFavGameList: the member's favourites, newest first. */
export const getFavouriteGames = (filter: FavouriteFilter, pageNo: number, signal?: AbortSignal) =>
  apiPaged<Game[]>('/wps/relay/MCSFE_getFavoriteGamesList', {
    signal,
    query: {
      clientType: CLIENT_TYPE,
      platform: 'flash',
      ...filter,
      pageNo,
      pageSize: LOBBY_PAGE_SIZE,
    },
  });

export const favouriteGamesQueryOptions = (
  token: string | null,
  filter: FavouriteFilter,
  enabled = true,
) =>
  infiniteQueryOptions({
    queryKey: memberGameKeys.favourites(token, filter),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const page = await getFavouriteGames(filter, pageParam, signal);
      return { games: page.value, totalPages: page.totalPages, total: null };
    },
    initialPageParam: 1,
    getNextPageParam: (page: GamePage, _pages: GamePage[], pageNo: number) =>
      nextPageNo(page, pageNo),
    enabled: token !== null && enabled,
    gcTime: 0,
  });

export const useFavouriteGames = (filter: FavouriteFilter, enabled = true) =>
  useInfiniteQuery(
    favouriteGamesQueryOptions(
      useSession((state) => state.token),
      filter,
      enabled,
    ),
  );
