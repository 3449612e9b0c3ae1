import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewardTicket } from '@portal/shared/schemas/rewards';
import { api } from '../../../lib/api-client';
import { BONUSES_KEY, POINTS_KEY, WALLET_BALANCE_KEY, rewardsKeys } from './rewards-keys';

/** POST /wps/member/rewards/tickets/:id/open: the prize drawn and paid, the seed revealed. */
export const openRewardTicket = (id: number) =>
  api<RewardTicket>(`/wps/member/rewards/tickets/${id}/open`, { method: 'POST', body: {} });

/**
 * Opens a ticket. Settled either way (a refused open may mean another tab opened it), the
 * tickets, the badge, the header's money, the bonuses and the points are asked again.
 */
export function useOpenRewardTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openRewardTicket,
    onSettled: () =>
      Promise.all(
        [rewardsKeys.all, WALLET_BALANCE_KEY, BONUSES_KEY, POINTS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
