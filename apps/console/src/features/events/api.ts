import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventConsumerValue } from '@portal/shared/schemas/operator';
import { api } from '../../api/client';

export const CONSUMERS_PATH = '/events/consumers';
export const DEAD_LETTERS_PATH = '/events/dead-letters';
/** How often the consumers' places are read again while the screen is open. */
export const CONSUMERS_REFRESH_MS = 5_000;

export function useConsumers() {
  return useQuery({
    queryKey: ['operator', CONSUMERS_PATH],
    queryFn: ({ signal }) => api<EventConsumerValue[]>(CONSUMERS_PATH, { signal }),
    refetchInterval: CONSUMERS_REFRESH_MS,
  });
}

/** Replays a dead letter (events.manage); the lists and the consumers are read again. */
export function useReplay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<null>(`${DEAD_LETTERS_PATH}/${id}/retry`, { method: 'POST', body: {} }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['operator', DEAD_LETTERS_PATH] }),
        client.invalidateQueries({ queryKey: ['operator', CONSUMERS_PATH] }),
      ]),
  });
}
