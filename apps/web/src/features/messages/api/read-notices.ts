import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  NoticesValue,
  ReadNoticesPayload,
  readNoticesValueSchema,
} from '@portal/shared/schemas/notices';
import { api } from '../../../lib/api-client';
import { UNREAD_COUNT_KEY } from '../../session/api/get-unread-count';
import { noticesKeys } from './get-notices';

/** How many were marked read and the member's unread notices after the change. */
export type ReadNoticesValue = z.infer<typeof readNoticesValueSchema>;

export const readNotices = (payload: ReadNoticesPayload) =>
  api<ReadNoticesValue>('/wps/member/notices/read', { method: 'POST', body: payload });

/** Marks the listed notices read in every loaded page (all of them for `all: true`). */
function markReadInPlace(payload: ReadNoticesPayload) {
  const ids = 'ids' in payload ? new Set(payload.ids) : null;
  return (value: NoticesValue | undefined): NoticesValue | undefined => {
    if (!value) return value;
    let newlyRead = 0;
    const list = value.list.map((notice) => {
      if (notice.read || (ids && !ids.has(notice.id))) return notice;
      newlyRead += 1;
      return { ...notice, read: true };
    });
    return { ...value, list, unread: ids ? Math.max(0, value.unread - newlyRead) : 0 };
  };
}

/**
 * Marks notices read. The marker goes at once; the server's unread figure then feeds the mail
 * icon and the menu badge, and every messages query is asked again.
 */
export function useReadNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotices,
    onMutate: (payload) => {
      queryClient.setQueriesData<NoticesValue>(
        { queryKey: noticesKeys.lists },
        markReadInPlace(payload),
      );
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueriesData<number>({ queryKey: UNREAD_COUNT_KEY }, unread);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesKeys.all }),
  });
}
