import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardTicketStatus, RewardTicketsValue } from '@portal/shared/schemas/rewards';
import { api } from '../../../lib/api-client';
import { rewardsKeys } from './rewards-keys';

/** GET /wps/member/rewards/tickets: one page of the member's tickets of a status, newest first. */
export const getRewardTickets = (status: RewardTicketStatus, page: number, signal?: AbortSignal) =>
  api<RewardTicketsValue>('/wps/member/rewards/tickets', { query: { status, page }, signal });

/** Prize labels come in the request's language; a ticket may arrive at any time: asked on focus. */
export const rewardTicketsQueryOptions = (
  status: RewardTicketStatus,
  page: number,
  language: string,
) =>
  queryOptions({
    queryKey: rewardsKeys.tickets(status, page, language),
    queryFn: ({ signal }) => getRewardTickets(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useRewardTickets = (status: RewardTicketStatus, page: number, language: string) =>
  useQuery(rewardTicketsQueryOptions(status, page, language));
