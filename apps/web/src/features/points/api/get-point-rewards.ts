import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointRewardType } from '@portal/shared/schemas/points/constants';
import type { PointRewardsValue } from '@portal/shared/schemas/points';
import { api } from '../../../lib/api-client';
import { pointsKeys } from './points-keys';

/** Public; with a token the answer adds the member's own redeemed counts. */
export const getPointRewards = (type: PointRewardType | undefined, signal?: AbortSignal) =>
  api<PointRewardsValue>('/wps/relay/MCS2_getPointReward', { query: { type }, signal });

export const pointRewardsQueryOptions = (
  language: string,
  type: PointRewardType | undefined,
  token: string | null,
) =>
  queryOptions({
    queryKey: pointsKeys.rewards(language, type, token),
    queryFn: ({ signal }) => getPointRewards(type, signal),
  });

export const usePointRewards = (
  language: string,
  type: PointRewardType | undefined,
  token: string | null,
) => useQuery(pointRewardsQueryOptions(language, type, token));
