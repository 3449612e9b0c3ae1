import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ticketsQuerySchema, ticketsValueSchema } from '@portal/shared/schemas/lottery';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './lottery-keys';

export type TicketsQuery = Partial<z.infer<typeof ticketsQuerySchema>>;
export type TicketsValue = z.infer<typeof ticketsValueSchema>;

/** GET /lotto/lgw/tickets (token): the member's tickets, newest first, paged. */
export const getTickets = (query: TicketsQuery, signal?: AbortSignal) =>
  api<TicketsValue>('/lotto/lgw/tickets', { query: { ...query }, signal });

export const useTickets = (query: TicketsQuery, signedIn: boolean) =>
  useQuery({
    queryKey: lotteryKeys.tickets(query),
    queryFn: ({ signal }) => getTickets(query, signal),
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
