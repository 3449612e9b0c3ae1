import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameMenu } from '@portal/shared/schemas/system';
import { api } from '../lib/api-client';

export const getGameMenus = (signal?: AbortSignal) =>
  api<GameMenu[]>('/lgw/games/game_menus', { signal });

export const gameMenusQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'menus'],
    queryFn: ({ signal }) => getGameMenus(signal),
  });

export const useGameMenus = () => useQuery(gameMenusQueryOptions());
