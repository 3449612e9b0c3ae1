import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_TYPE, GAME_PLATFORM } from '@portal/shared/constants/limits';
import type { Game } from '@portal/shared/schemas/games';
import { api } from '../../../lib/api-client';
import { gameKeys, type GameFilter } from './games-keys';

type HotFilter = Pick<GameFilter, 'gameType' | 'vassalage'>;

/** getHotGameList: one page of hot games for a vendor, a category or (no filter) the site. */
export const getHotGames = (filter: HotFilter, signal?: AbortSignal) =>
  api<{ list: Game[] }>('/wps/relay/GCSGAME_hotGamesV2', {
    signal,
    query: { clientType: CLIENT_TYPE, isPlatform: 2, platform: GAME_PLATFORM, ...filter },
  }).then((value) => value.list);

export const hotGamesQueryOptions = (filter: HotFilter) =>
  queryOptions({
    queryKey: gameKeys.hot(filter),
    queryFn: ({ signal }) => getHotGames(filter, signal),
  });

export const useHotGames = (filter: HotFilter, enabled = true) =>
  useQuery({ ...hotGamesQueryOptions(filter), enabled });
