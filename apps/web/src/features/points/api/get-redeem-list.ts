import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  POINT_PAGE_SIZE_DEFAULT,
  type PointRedeemStatus,
} from '@portal/shared/schemas/points/constants';
import type { RedeemPointListValue } from '@portal/shared/schemas/points';
import { api } from '../../../lib/api-client';
import { pointsKeys } from './points-keys';

/** '' is every status. */
export type RedeemStatusFilter = PointRedeemStatus | '';

/**
 * The member's redeems, newest first. The server's range is 7 days by default: the history asks
 * for the longest it allows, so a redeem still being sent does not drop out of sight.
 */
export const getRedeemList = (
  status: RedeemStatusFilter,
  page: number,
  from: string,
  signal?: AbortSignal,
) =>
  api<RedeemPointListValue>('/wps/relay/MCS2_getRedeemPointList', {
    query: { status: status || undefined, page, pageSize: POINT_PAGE_SIZE_DEFAULT, from },
    signal,
  });

export const redeemListQueryOptions = (
  status: RedeemStatusFilter,
  page: number,
  language: string,
  from: string,
) =>
  queryOptions({
    queryKey: pointsKeys.redeems(status, page, language),
    queryFn: ({ signal }) => getRedeemList(status, page, from, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useRedeemList = (
  status: RedeemStatusFilter,
  page: number,
  language: string,
  from: string,
) => useQuery(redeemListQueryOptions(status, page, language, from));
