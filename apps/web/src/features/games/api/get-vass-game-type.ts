import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { vassGameTypeValueSchema } from '@portal/shared/schemas/games';
import { api } from '../../../lib/api-client';
import { gameKeys } from './games-keys';

/** A vendor's title and the categories it has games in, in nav order, with how many. */
export type VassGameType = z.infer<typeof vassGameTypeValueSchema>;

/** A vendor's title and the categories of its games: the tabs of the vendor's game popup. */
export const getVassGameType = (vassalage: string, signal?: AbortSignal) =>
  api<VassGameType>('/wps/relay/GCSGAME_getVassGameType', { signal, query: { vassalage } });

export const vassGameTypeQueryOptions = (vassalage: string) =>
  queryOptions({
    queryKey: gameKeys.vassGameType(vassalage),
    queryFn: ({ signal }) => getVassGameType(vassalage, signal),
  });

export const useVassGameType = (vassalage: string) => useQuery(vassGameTypeQueryOptions(vassalage));
