import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../hooks/use-session';

/** Number of unread platform messages (spec section 7, CSP_unreadCount). */
export const getUnreadCount = (signal?: AbortSignal) =>
  api<number | { count?: number; unreadCount?: number }>('/wps/relay/CSP_unreadCount', {
    signal,
  }).then((value) => {
    const count = typeof value === 'number' ? value : (value?.count ?? value?.unreadCount ?? 0);
    return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  });

/** The unread count of every session; the message centre refreshes it after each change. */
export const UNREAD_COUNT_KEY = ['messages', 'unread'] as const;

/**
 * A change made on this site refreshes the count at once and a return to the tab asks again,
 * so the background poll only catches notices that arrive while the member stays on the page.
 */
const POLL_MS = 5 * 60_000;
/** Focus changes come in bursts (a dialog, another tab and back): ask at most this often. */
const FOCUS_STALE_MS = 10_000;

export const unreadCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...UNREAD_COUNT_KEY, token],
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: token !== null,
    // Asked again on focus; a fresh count is not asked for twice.
    refetchOnWindowFocus: true,
    staleTime: FOCUS_STALE_MS,
    refetchInterval: POLL_MS,
  });

/** Not asked in a session opened during a break to withdraw: the server answers only that. */
export const useUnreadCount = () =>
  useQuery(unreadCountQueryOptions(useSession((s) => (s.withdrawOnly ? null : s.token))));
