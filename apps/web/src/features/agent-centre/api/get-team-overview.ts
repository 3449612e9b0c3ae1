import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { teamOverviewQuerySchema, TeamOverviewValue } from '@portal/shared/schemas/agency';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** The query's parameters (the schema's output, each optional: the server fills the defaults). */
export type TeamOverviewFilter = Partial<z.infer<typeof teamOverviewQuerySchema>>;

/** GET /wps/agent/team/overview: the team's size and figures over a period, day by day. */
export const getTeamOverview = (query: TeamOverviewFilter, signal?: AbortSignal) =>
  api<TeamOverviewValue>('/wps/agent/team/overview', { query: { ...query }, signal });

export const teamOverviewQueryOptions = (query: TeamOverviewFilter) =>
  queryOptions({
    queryKey: agencyKeys.overview(query),
    queryFn: ({ signal }) => getTeamOverview(query, signal),
    placeholderData: keepPreviousData,
    // The figures follow the team's play: asked again when the agent comes back.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** Nothing is asked while the chosen period cannot be read (null). */
export const useTeamOverview = (query: TeamOverviewFilter | null) =>
  useQuery({ ...teamOverviewQueryOptions(query ?? {}), enabled: query !== null });
