import { queryOptions, useQuery } from '@tanstack/react-query';
import { POPULAR_COUNT } from '@portal/shared/constants/limits';
import type { Language } from '@portal/shared/constants/languages';
import type { Game } from '@portal/shared/schemas/games';
import { api } from '../../../lib/api-client';
import { gameKeys } from './games-keys';

/** /lgw/games/popular: the site's most played games (spec sections 4 and 7, count 20). */
export const getPopularGames = (language: Language, signal?: AbortSignal) =>
  api<Game[]>('/lgw/games/popular', {
    signal,
    query: { count: POPULAR_COUNT, device: 'WEB', language },
  });

export const popularGamesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: gameKeys.popular(language),
    queryFn: ({ signal }) => getPopularGames(language, signal),
    staleTime: 5 * 60_000,
  });

export const usePopularGames = (language: Language, enabled = true) =>
  useQuery({ ...popularGamesQueryOptions(language), enabled });
