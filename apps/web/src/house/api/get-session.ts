import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseSessionValue } from '@portal/shared/schemas/house-games';
import { houseApi } from '../lib/house-api';

export const getSession = (token: string) =>
  houseApi<HouseSessionValue>('session', { query: { token } });

/** The session holds the balance shown; every play writes its answer's balance into it. */
export const sessionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['house', 'session', token],
    queryFn: () => getSession(token),
    staleTime: Infinity,
    retry: false,
  });

export const useSession = (token: string) => useQuery(sessionQueryOptions(token));
