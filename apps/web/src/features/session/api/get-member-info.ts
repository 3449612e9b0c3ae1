import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../hooks/use-session';
import type { MemberInfo } from '../types';

export const getMemberInfo = (signal?: AbortSignal) =>
  api<MemberInfo>('/wps/member/info', { signal });

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: token !== null,
  });

export const useMemberInfo = () => useQuery(memberInfoQueryOptions(useSession((s) => s.token)));
