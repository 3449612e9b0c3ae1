import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room } from '@portal/shared/schemas/games';
import { api } from '../../../lib/api-client';
import { useSession } from '../../session/hooks/use-session';
import { memberGameKeys } from './games-keys';

/** GLS2_roomList: a live vendor's tables with their last results and players. */
export const getRoomList = (vassalage: string, signal?: AbortSignal) =>
  api<{ list: Room[] }>('/wps/relay/GLS2_roomList', { signal, query: { vassalage } }).then(
    (value) => value.list,
  );

export const roomListQueryOptions = (token: string | null, vassalage: string) =>
  queryOptions({
    queryKey: memberGameKeys.rooms(token, vassalage),
    queryFn: ({ signal }) => getRoomList(vassalage, signal),
    enabled: token !== null,
    // The tables' results move with every round.
    staleTime: 15_000,
    refetchInterval: 30_000,
  });

export const useRoomList = (vassalage: string) =>
  useQuery(
    roomListQueryOptions(
      useSession((state) => state.token),
      vassalage,
    ),
  );
