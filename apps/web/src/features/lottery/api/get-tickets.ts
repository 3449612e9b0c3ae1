import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import type { ticketsQuerySchema, ticketsValueSchema } from '@portal/shared/schemas/lottery';
import { api } from '../../../lib/api-client';
import { lotteryKeys, WALLET_KEYS } from './lottery-keys';

export type TicketsQuery = Partial<z.infer<typeof ticketsQuerySchema>>;
export type TicketsValue = z.infer<typeof ticketsValueSchema>;

/** While a shown ticket waits for its draw, the list is asked again this often. */
export const PENDING_REFRESH_MS = 15_000;

/** GET /lotto/lgw/tickets (token): the member's tickets, newest first, paged. */
export const getTickets = (query: TicketsQuery, signal?: AbortSignal) =>
  api<TicketsValue>('/lotto/lgw/tickets', { query: { ...query }, signal });

const pendingOf = (value: TicketsValue | undefined) =>
  value?.list.filter((ticket) => ticket.state === 'pending').length ?? 0;

/**
 * The member's tickets. While one of them is pending the list refreshes on its own; when one
 * settles, the header balance, the account records and the game's results refresh with it.
 */
export function useTickets(query: TicketsQuery, signedIn: boolean) {
  const queryClient = useQueryClient();
  const tickets = useQuery({
    queryKey: lotteryKeys.tickets(query),
    queryFn: ({ signal }) => getTickets(query, signal),
    enabled: signedIn,
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (pendingOf(current.state.data) > 0 ? PENDING_REFRESH_MS : false),
  });
  const pending = pendingOf(tickets.data);
  const before = useRef(pending);
  useEffect(() => {
    if (pending < before.current) {
      for (const queryKey of WALLET_KEYS) void queryClient.invalidateQueries({ queryKey });
      if (query.gameCode) {
        void queryClient.invalidateQueries({ queryKey: lotteryKeys.results(query.gameCode) });
      }
    }
    before.current = pending;
  }, [pending, query.gameCode, queryClient]);
  return tickets;
}
