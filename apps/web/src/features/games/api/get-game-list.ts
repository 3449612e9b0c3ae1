import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_TYPE, GAME_PLATFORM, LOBBY_PAGE_SIZE } from '@portal/shared/constants/limits';
import type { GameListValue } from '@portal/shared/schemas/games';
import { api } from '../../../lib/api-client';
import { gameKeys, nextPageNo, type GameFilter, type GamePage } from './games-keys';

/** getGameList of spec section 7: one page of the catalogue, 24 games a page. */
export const getGameList = (filter: GameFilter, pageNo: number, signal?: AbortSignal) =>
  api<GameListValue>('/wps/relay/GCSGAME_gameList', {
    signal,
    query: {
      clientType: CLIENT_TYPE,
      platform: GAME_PLATFORM,
      ...filter,
      pageNo,
      pageSize: LOBBY_PAGE_SIZE,
    },
  });

export const gameListQueryOptions = (filter: GameFilter) =>
  infiniteQueryOptions({
    queryKey: gameKeys.list(filter),
    queryFn: async ({ pageParam, signal }): Promise<GamePage> => {
      const value = await getGameList(filter, pageParam, signal);
      return { games: value.games, totalPages: value.totalPages, total: value.total };
    },
    initialPageParam: 1,
    getNextPageParam: (page: GamePage, _pages: GamePage[], pageNo: number) =>
      nextPageNo(page, pageNo),
    // Pages are dropped once no list shows them, so coming back starts again at page 1.
    gcTime: 0,
  });

export const useGameList = (filter: GameFilter, enabled = true) =>
  useInfiniteQuery({ ...gameListQueryOptions(filter), enabled });
