import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { downlineQuerySchema, DownlineListValue } from '@portal/shared/schemas/agency';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** The query's parameters (the schema's output, each optional: the server fills the defaults). */
export type DownlineFilterQuery = Partial<z.infer<typeof downlineQuerySchema>>;

/** GET /wps/agent/team/members: one page of a downline list, its breadcrumbs and what may be granted. */
export const getDownlines = (query: DownlineFilterQuery, signal?: AbortSignal) =>
  api<DownlineListValue>('/wps/agent/team/members', { query: { ...query }, signal });

export const downlinesQueryOptions = (query: DownlineFilterQuery) =>
  queryOptions({
    queryKey: agencyKeys.downlines(query),
    queryFn: ({ signal }) => getDownlines(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useDownlines = (query: DownlineFilterQuery) => useQuery(downlinesQueryOptions(query));

/**
 * The agent type this agent may give (null: none), read from the first page of the direct
 * downline list: the register form offers "sub-agent" only when there is one.
 */
export const useGrantableType = () =>
  useQuery({
    ...downlinesQueryOptions({ page: 1, pageSize: 1 }),
    select: (value) => value.grantableType,
  });
