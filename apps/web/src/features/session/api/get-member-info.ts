import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberIconValue, MemberInfo } from '@portal/shared/schemas/account';
import { api } from '../../../lib/api-client';
import { useSession } from '../hooks/use-session';

export const getMemberInfo = (signal?: AbortSignal) =>
  api<MemberInfo>('/wps/member/info', { signal });

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: token !== null,
  });

export const useMemberInfo = () => useQuery(memberInfoQueryOptions(useSession((s) => s.token)));

export const getMemberIcon = (signal?: AbortSignal) =>
  api<MemberIconValue>('/wps/member/info/icon', { signal });

export const memberIconQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'icon', token],
    queryFn: ({ signal }) => getMemberIcon(signal),
    enabled: token !== null,
    staleTime: 10 * 60_000,
    // The initial stands in for a missing avatar; there is nothing worth retrying for.
    retry: false,
    retryOnMount: false,
  });

export const useMemberIcon = () => useQuery(memberIconQueryOptions(useSession((s) => s.token)));
