import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { builtMemberPages } from '../../member-centre/pages';
import { useSession } from '../hooks/use-session';
import { isRouteMissing, notOfferedYetOptions } from './get-balance';

/** Number of unread platform messages (spec section 7, CSP_unreadCount). */
export const getUnreadCount = (signal?: AbortSignal) =>
  api<number | { count?: number; unreadCount?: number }>('/wps/relay/CSP_unreadCount', {
    signal,
  }).then((value) => {
    const count = typeof value === 'number' ? value : (value?.count ?? value?.unreadCount ?? 0);
    return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  });

export const unreadCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['messages', 'unread', token],
    queryFn: ({ signal }) => getUnreadCount(signal),
    // The message centre's count is asked for once its page exists.
    enabled: token !== null && builtMemberPages.has('messageV2'),
    ...notOfferedYetOptions,
    refetchInterval: (query) => (isRouteMissing(query.state.error) ? false : 60_000),
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions(useSession((s) => s.token)));
