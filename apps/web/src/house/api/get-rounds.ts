import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseRound } from '@portal/shared/schemas/house-games';
import { houseApi } from '../lib/house-api';

export const getRounds = (token: string) =>
  houseApi<{ list: HouseRound[] }>('rounds', { query: { token } });

export const roundsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['house', 'rounds', token],
    queryFn: () => getRounds(token),
    select: (value) => value.list,
    retry: false,
  });

export const useRounds = (token: string) => useQuery(roundsQueryOptions(token));
