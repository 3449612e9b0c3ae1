import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { teamProfitQuerySchema, TeamProfitValue } from '@portal/shared/schemas/agency';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** The query's parameters (the schema's output, each optional: the server fills the defaults). */
export type TeamProfitFilter = Partial<z.infer<typeof teamProfitQuerySchema>>;

/** GET /wps/agent/team/profit: one level of the tree, each member's own and team figures. */
export const getTeamProfit = (query: TeamProfitFilter, signal?: AbortSignal) =>
  api<TeamProfitValue>('/wps/agent/team/profit', { query: { ...query }, signal });

export const useTeamProfit = (query: TeamProfitFilter | null) =>
  useQuery({
    queryKey: agencyKeys.profit(query ?? {}),
    queryFn: ({ signal }) => getTeamProfit(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
