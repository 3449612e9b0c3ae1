import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { teamBetsQuerySchema, TeamBetsValue } from '@portal/shared/schemas/agency';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** The query's parameters (the schema's output, each optional: the server fills the defaults). */
export type TeamBetsFilter = Partial<z.infer<typeof teamBetsQuerySchema>>;

/** GET /wps/agent/team/bets: the downline's rounds, a page at a time, with the totals of them all. */
export const getTeamBets = (query: TeamBetsFilter, signal?: AbortSignal) =>
  api<TeamBetsValue>('/wps/agent/team/bets', { query: { ...query }, signal });

/** Nothing is asked while the chosen range cannot be read (null). */
export const useTeamBets = (query: TeamBetsFilter | null) =>
  useQuery({
    queryKey: agencyKeys.bets(query ?? {}),
    queryFn: ({ signal }) => getTeamBets(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
