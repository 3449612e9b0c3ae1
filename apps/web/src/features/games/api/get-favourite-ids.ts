import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../session/hooks/use-session';
import { memberGameKeys } from './games-keys';

/** MCSFE_getFavoriteGames: every favourite's nodeId, so any list can show its stars. */
export const getFavouriteIds = (signal?: AbortSignal) =>
  api<{ nodeIds: string[] }>('/wps/relay/MCSFE_getFavoriteGames', { signal }).then(
    (value) => value.nodeIds,
  );

export const favouriteIdsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: memberGameKeys.favouriteIds(token),
    queryFn: ({ signal }) => getFavouriteIds(signal),
    enabled: token !== null,
  });

export const useFavouriteIds = () =>
  useQuery(favouriteIdsQueryOptions(useSession((state) => state.token)));
