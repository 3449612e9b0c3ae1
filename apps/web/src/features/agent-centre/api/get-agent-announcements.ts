import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentAnnouncementsValue } from '@portal/shared/schemas/agency';
import { api } from '../../../lib/api-client';
import { agencyKeys } from './agency-keys';

/** GET /wps/agent/announcements: the operator's notices to agents, newest first. */
export const getAgentAnnouncements = (signal?: AbortSignal) =>
  api<AgentAnnouncementsValue>('/wps/agent/announcements', { signal });

export const agentAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: agencyKeys.announcements,
    queryFn: ({ signal }) => getAgentAnnouncements(signal),
  });

export const useAgentAnnouncements = () => useQuery(agentAnnouncementsQueryOptions());
