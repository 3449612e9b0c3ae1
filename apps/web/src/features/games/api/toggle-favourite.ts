import type { QueryClient } from '@tanstack/react-query';
import type { GameCategory } from '@portal/shared/constants/site';
import { api } from '../../../lib/api-client';
import { memberGameKeys } from './games-keys';

export interface FavouriteChange {
  nodeId: string;
  vendor?: string;
  gameType?: GameCategory;
  /** The state wanted: sent explicitly, so a repeated click cannot flip it back. */
  favourite: boolean;
}

/** gameFavAction: sets a game's favourite mark. */
export const setFavourite = (change: FavouriteChange) =>
  api<{ nodeId: string; favourite: boolean }>('/wps/relay/MCSFE_gameFavAction', {
    method: 'POST',
    body: change,
  });

/**
 * The star shows the new state at once; a failure puts the previous ids back. Either way the
 * ids and the favourites lists are fetched again afterwards. A plain function rather than a
 * mutation hook: the star loads it with its first click (the home page's first load carries
 * no mutation code).
 */
export async function changeFavourite(
  queryClient: QueryClient,
  token: string | null,
  change: FavouriteChange,
): Promise<void> {
  const idsKey = memberGameKeys.favouriteIds(token);
  await queryClient.cancelQueries({ queryKey: idsKey });
  const previous = queryClient.getQueryData<string[]>(idsKey);
  queryClient.setQueryData<string[]>(idsKey, (ids = []) =>
    change.favourite
      ? [...ids.filter((id) => id !== change.nodeId), change.nodeId]
      : ids.filter((id) => id !== change.nodeId),
  );
  try {
    await setFavourite(change);
  } catch {
    if (previous) queryClient.setQueryData(idsKey, previous);
    // Clicked before the ids had loaded: nothing to put back, so forget the guess.
    else void queryClient.resetQueries({ queryKey: idsKey, exact: true });
  } finally {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: idsKey }),
      queryClient.invalidateQueries({ queryKey: memberGameKeys.favouritesAll }),
    ]);
  }
}
