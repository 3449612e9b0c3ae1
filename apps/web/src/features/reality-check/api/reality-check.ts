import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RealityCheckPayload, RealityCheckValue } from '@portal/shared/schemas/reality-check';
import { api } from '../../../lib/api-client';

/** Under ['member'], so logging out drops it. */
export const realityCheckKey = ['member', 'reality-check'] as const;

export const getRealityCheck = (signal?: AbortSignal) =>
  api<RealityCheckValue>('/wps/member/reality-check', { signal });

export const realityCheckQueryOptions = () =>
  queryOptions({
    queryKey: realityCheckKey,
    queryFn: ({ signal }) => getRealityCheck(signal),
    // The reminder and the limit read it when they are due; no background polling.
    staleTime: Infinity,
    retry: false,
  });

export const useRealityCheck = (enabled = true) =>
  useQuery({ ...realityCheckQueryOptions(), enabled });

export const putRealityCheck = (payload: RealityCheckPayload) =>
  api<null>('/wps/member/reality-check', { method: 'PUT', body: payload });

export function useSaveRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putRealityCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: realityCheckKey }),
  });
}
