import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSession } from '@portal/shared/schemas/account';
import { api } from '../../../lib/api-client';
import { securityKeys } from './get-security-overview';

export const getMemberSessions = (signal?: AbortSignal) =>
  api<MemberSession[]>('/wps/member/sessions', { signal });

export const memberSessionsQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => getMemberSessions(signal),
  });

export const useMemberSessions = () => useQuery(memberSessionsQueryOptions());

/** Signs one of the member's other sessions out. */
export const revokeSession = (id: number) =>
  api<null>(`/wps/member/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Signs out every session and remembered device but this one. */
export const revokeOtherSessions = () => api<null>('/wps/member/sessions', { method: 'DELETE' });
