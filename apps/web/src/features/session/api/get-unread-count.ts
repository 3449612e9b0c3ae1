import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../hooks/use-session';

/** Number of unread platform messages (spec section 7, CSP_unreadCount). */
export const getUnreadCount = (signal?: AbortSignal) =>
  api<number>('/wps/relay/CSP_unreadCount', { signal });

export const unreadCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['messages', 'unread', token],
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: token !== null,
    refetchInterval: 60_000,
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions(useSession((s) => s.token)));
