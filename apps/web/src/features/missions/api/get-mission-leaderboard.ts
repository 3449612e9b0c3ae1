import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MissionLeaderboardValue } from '@portal/shared/schemas/missions';
import { api } from '../../../lib/api-client';
import { missionsKeys } from './missions-keys';

/** The rows a leaderboard shows. */
export const LEADERBOARD_SIZE = 10;

/** GET /wps/relay/MCSFE_getMissionLeaderboard: a mission's ranking in its current period. */
export const getMissionLeaderboard = (missionId: number | null, signal?: AbortSignal) =>
  api<MissionLeaderboardValue>('/wps/relay/MCSFE_getMissionLeaderboard', {
    query: { ...(missionId === null ? {} : { missionId }), count: LEADERBOARD_SIZE },
    signal,
  });

export const missionLeaderboardQueryOptions = (missionId: number | null, language: string) =>
  queryOptions({
    queryKey: missionsKeys.leaderboard(missionId, language),
    queryFn: ({ signal }) => getMissionLeaderboard(missionId, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useMissionLeaderboard = (missionId: number | null, language: string) =>
  useQuery(missionLeaderboardQueryOptions(missionId, language));
