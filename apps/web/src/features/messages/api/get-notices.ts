import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTICES_PAGE_SIZE, type NoticesValue } from '@portal/shared/schemas/notices';
import { api } from '../../../lib/api-client';

/**
 * Under ['messages'] with the header's unread count, so logging out drops both and one
 * invalidation after a change refreshes the list, the mail icon and the menu badge together.
 */
export const noticesKeys = {
  all: ['messages'] as const,
  lists: ['messages', 'notices'] as const,
  list: (page: number) => ['messages', 'notices', page] as const,
};

export const getNotices = (page: number, signal?: AbortSignal) =>
  api<NoticesValue>('/wps/member/notices', {
    signal,
    query: { page, pageSize: NOTICES_PAGE_SIZE },
  });

export const noticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: noticesKeys.list(page),
    queryFn: ({ signal }) => getNotices(page, signal),
    // The old page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // A deposit or withdrawal may be decided at any time: the page shows the current notices.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useNotices = (page: number) => useQuery(noticesQueryOptions(page));
