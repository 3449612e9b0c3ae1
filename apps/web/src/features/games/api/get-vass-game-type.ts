import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@portal/shared/constants/site';
import { api } from '../../../lib/api-client';
import { gameKeys } from './games-keys';

export interface VassGameType {
  vassalage: string;
  title: string;
  /** The categories the vendor has games in, in nav order. */
  gameTypes: { gameType: GameCategory; games: number }[];
}

/** A vendor's title and the categories of its games: the tabs of the vendor's game popup. */
export const getVassGameType = (vassalage: string, signal?: AbortSignal) =>
  api<VassGameType>('/wps/relay/GCSGAME_getVassGameType', { signal, query: { vassalage } });

export const vassGameTypeQueryOptions = (vassalage: string) =>
  queryOptions({
    queryKey: gameKeys.vassGameType(vassalage),
    queryFn: ({ signal }) => getVassGameType(vassalage, signal),
  });

export const useVassGameType = (vassalage: string) => useQuery(vassGameTypeQueryOptions(vassalage));
