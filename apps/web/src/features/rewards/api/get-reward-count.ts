import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardCountValue } from '@portal/shared/schemas/rewards';
import { api } from '../../../lib/api-client';
import { useSession } from '../../session/hooks/use-session';
import { rewardsKeys } from './rewards-keys';

/** GET /wps/member/rewards/count: unopened tickets not yet expired (the menu's badge). */
export const getRewardCount = (signal?: AbortSignal) =>
  api<RewardCountValue>('/wps/member/rewards/count', { signal }).then((value) => value.unopened);

/** Tickets arrive from deposits and sign-ins a job poll later: asked again on focus. */
export const rewardCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: rewardsKeys.count(token),
    queryFn: ({ signal }) => getRewardCount(signal),
    enabled: token !== null,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });

export const useRewardCount = ({ enabled = true }: { enabled?: boolean } = {}) => {
  const token = useSession((state) => state.token);
  return useQuery({ ...rewardCountQueryOptions(token), enabled: enabled && token !== null });
};
