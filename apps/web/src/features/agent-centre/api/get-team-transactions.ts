import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  teamTransactionsQuerySchema,
  TeamTransactionsValue,
} from '@portal/shared/schemas/agency';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** The query's parameters (the schema's output, each optional: the server fills the defaults). */
export type TeamTransactionsFilter = Partial<z.infer<typeof teamTransactionsQuerySchema>>;

/** GET /wps/agent/team/transactions: the downline's wallet movements over a period. */
export const getTeamTransactions = (query: TeamTransactionsFilter, signal?: AbortSignal) =>
  api<TeamTransactionsValue>('/wps/agent/team/transactions', { query: { ...query }, signal });

export const useTeamTransactions = (query: TeamTransactionsFilter | null) =>
  useQuery({
    queryKey: agencyKeys.transactions(query ?? {}),
    queryFn: ({ signal }) => getTeamTransactions(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
