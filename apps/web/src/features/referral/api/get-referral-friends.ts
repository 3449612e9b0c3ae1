import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  REFERRAL_FRIENDS_PAGE_SIZE,
  type ReferralFriendsValue,
} from '@portal/shared/schemas/referral';
import { api } from '../../../lib/api-client';
import { referralKeys } from './get-referral';

/** GET /wps/member/referral/friends: one page of invited friends, newest first. */
export const getReferralFriends = (page: number, signal?: AbortSignal) =>
  api<ReferralFriendsValue>('/wps/member/referral/friends', {
    query: { page, pageSize: REFERRAL_FRIENDS_PAGE_SIZE },
    signal,
  });

export const referralFriendsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: referralKeys.friends(page),
    queryFn: ({ signal }) => getReferralFriends(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useReferralFriends = (page: number) => useQuery(referralFriendsQueryOptions(page));
