import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import type { GameMenu } from '@portal/shared/schemas/system';
import { api } from '../lib/api-client';
import { isModuleEnabled, useWhitelabel } from './get-whitelabel';

export const getGameMenus = (signal?: AbortSignal) =>
  api<GameMenu[]>('/lgw/games/game_menus', { signal });

export const gameMenusQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'menus'],
    queryFn: ({ signal }) => getGameMenus(signal),
  });

export const useGameMenus = () => useQuery(gameMenusQueryOptions());

/**
 * The game categories this site shows, in bottom-nav order: those listed by game_menus whose
 * whitelabel module (the category code: RNG, LIVE...) is on.
 */
export function useEnabledGameMenus(): {
  menus: GameMenu[];
  isPending: boolean;
  error: Error | null;
} {
  const whitelabel = useWhitelabel();
  const gameMenus = useGameMenus();
  const tree = whitelabel.data?.whitelabel;
  const menus =
    tree && gameMenus.data
      ? GAME_CATEGORIES.flatMap((category) => {
          const menu = gameMenus.data.find((item) => item.gameCategory === category);
          return menu && isModuleEnabled(tree, category) ? [menu] : [];
        })
      : [];
  return {
    menus,
    isPending: whitelabel.isPending || gameMenus.isPending,
    error: whitelabel.error ?? gameMenus.error,
  };
}
