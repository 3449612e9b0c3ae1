import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceTicketPayload, TicketView } from '@portal/shared/schemas/lottery';
import { api, ApiError } from '../../../lib/api-client';
import { lotteryKeys, WALLET_KEYS } from './lottery-keys';

/** POST /lotto/lgw/tickets (token): one ticket, debited through the wallet. */
export const placeTicket = (payload: PlaceTicketPayload) =>
  api<TicketView>('/lotto/lgw/tickets', { method: 'POST', body: payload });

/**
 * Placing a ticket; on success the balance, the tickets and the recent games refresh. A draw
 * that closed before its countdown said (drawn early by an operator, or a clock off) refreshes
 * the open draw, so that placing again goes to the next one.
 */
export function usePlaceTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeTicket,
    onSuccess: () =>
      Promise.all(
        [...WALLET_KEYS, lotteryKeys.ticketsAll, lotteryKeys.recent].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    onError: (error) => {
      if (error instanceof ApiError && error.errorCode === 'LOTTERY_DRAW_CLOSED')
        void queryClient.invalidateQueries({ queryKey: ['member', 'lottery', 'open'] });
    },
  });
}
