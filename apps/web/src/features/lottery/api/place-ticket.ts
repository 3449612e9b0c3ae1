import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceTicketPayload, TicketView } from '@portal/shared/schemas/lottery';
import { api } from '../../../lib/api-client';
import { lotteryKeys, WALLET_KEYS } from './lottery-keys';

/** POST /lotto/lgw/tickets (token): one ticket, debited through the wallet. */
export const placeTicket = (payload: PlaceTicketPayload) =>
  api<TicketView>('/lotto/lgw/tickets', { method: 'POST', body: payload });

/** Placing a ticket; on success the balance, the tickets and the recent games refresh. */
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
  });
}
