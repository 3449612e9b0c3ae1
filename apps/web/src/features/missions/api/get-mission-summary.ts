import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MissionSummaryValue } from '@portal/shared/schemas/missions';
import { api } from '../../../lib/api-client';
import { useSession } from '../../session/hooks/use-session';
import { missionsKeys } from './missions-keys';

/** GET /wps/relay/MCSFE_getMissionSummaryDetails: the missions of the current periods. */
export const getMissionSummary = (signal?: AbortSignal) =>
  api<MissionSummaryValue>('/wps/relay/MCSFE_getMissionSummaryDetails', { signal });

/** The soonest period end, so that the page shows the new period as soon as it starts. */
export function untilNextPeriod(value: MissionSummaryValue | undefined, now = Date.now()) {
  const ends = (value?.missions ?? [])
    .map((mission) => (mission.periodEnd ? Date.parse(mission.periodEnd) - now : Infinity))
    .filter((ms) => ms > 0);
  const soonest = Math.min(...ends);
  return Number.isFinite(soonest) ? soonest + 1_000 : false;
}

/**
 * Progress moves with deposits and bets a job poll later: asked again on focus, and when the
 * soonest period ends (a day or a week rolls over at the site's midnight).
 */
export const missionSummaryQueryOptions = (token: string | null, language: string) =>
  queryOptions({
    queryKey: missionsKeys.summary(token, language),
    queryFn: ({ signal }) => getMissionSummary(signal),
    enabled: token !== null,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => untilNextPeriod(query.state.data),
  });

export const useMissionSummary = (language: string, { enabled = true } = {}) => {
  const token = useSession((state) => state.token);
  return useQuery({
    ...missionSummaryQueryOptions(token, language),
    enabled: enabled && token !== null,
  });
};

/** The menu's badge: missions completed and not yet claimed in their period. */
export const useMissionCount = (language: string, { enabled = true } = {}) => {
  const token = useSession((state) => state.token);
  return useQuery({
    ...missionSummaryQueryOptions(token, language),
    enabled: enabled && token !== null,
    select: (value) => value.readyToClaim,
  });
};
