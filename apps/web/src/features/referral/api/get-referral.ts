import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralSummary } from '@portal/shared/schemas/referral';
import { api } from '../../../lib/api-client';

/** Under ['member'] so that logging out drops them. */
export const referralKeys = {
  all: ['member', 'referral'] as const,
  summary: ['member', 'referral', 'summary'] as const,
  friends: (page: number) => ['member', 'referral', 'friends', page] as const,
};

/** GET /wps/member/referral: the member's code, link, totals and the programme's rules. */
export const getReferral = (signal?: AbortSignal) =>
  api<ReferralSummary>('/wps/member/referral', { signal });

/** Totals move as friends deposit: asked again when the member comes back to the page. */
export const referralQueryOptions = () =>
  queryOptions({
    queryKey: referralKeys.summary,
    queryFn: ({ signal }) => getReferral(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useReferral = () => useQuery(referralQueryOptions());
