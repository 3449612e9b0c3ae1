import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DeleteNoticesPayload,
  deleteNoticesValueSchema,
} from '@portal/shared/schemas/notices';
import { api } from '../../../lib/api-client';
import { UNREAD_COUNT_KEY } from '../../session/api/get-unread-count';
import { noticesKeys } from './get-notices';

/** How many were deleted and the member's unread notices after the change. */
export type DeleteNoticesValue = z.infer<typeof deleteNoticesValueSchema>;

/** POST /wps/member/notices/delete: 1 to 100 of the member's own notices. */
export const deleteNotices = (payload: DeleteNoticesPayload) =>
  api<DeleteNoticesValue>('/wps/member/notices/delete', { method: 'POST', body: payload });

/** Deletes notices, then refreshes the list, the mail icon and the menu badge. */
export function useDeleteNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotices,
    onSuccess: ({ unread }) => {
      queryClient.setQueriesData<number>({ queryKey: UNREAD_COUNT_KEY }, unread);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesKeys.all }),
  });
}
