import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberMission } from '@portal/shared/schemas/missions';
import { api } from '../../../lib/api-client';
import { REWARD_LANDING_KEYS, missionsKeys } from './missions-keys';

/** POST /wps/relay/MCSFE_claimMission: the reward paid once, the mission as it now stands. */
export const claimMission = (missionId: number) =>
  api<MemberMission>('/wps/relay/MCSFE_claimMission', { method: 'POST', body: { missionId } });

/**
 * Claims a mission. Settled either way (a refused claim may mean another tab claimed it), the
 * missions, the badge and wherever the reward lands are asked again.
 */
export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSettled: () =>
      Promise.all(
        [missionsKeys.all, ...REWARD_LANDING_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
