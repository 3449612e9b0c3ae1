import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityOverview } from '@portal/shared/schemas/account';
import { api } from '../../../lib/api-client';

/** Everything the member-centre security page keys under; logout drops it with ['member']. */
export const securityKeys = {
  overview: ['member', 'security'] as const,
  sessions: ['member', 'sessions'] as const,
  socialLinks: ['member', 'social-links'] as const,
};

export const getSecurityOverview = (signal?: AbortSignal) =>
  api<SecurityOverview>('/wps/member/security', { signal });

export const securityOverviewQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.overview,
    queryFn: ({ signal }) => getSecurityOverview(signal),
  });

export const useSecurityOverview = () => useQuery(securityOverviewQueryOptions());
