import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Adjustment } from '@portal/shared/schemas/balance-adjustments';
import type { KycState } from '@portal/shared/schemas/kyc';
import type { MemberDetail } from '@portal/shared/schemas/operator-members';
import { api, type CallOptions } from '../../api/client';

export const memberPath = (id: number | string) => `/members/${id}`;

export function useMember(id: number) {
  return useQuery({
    queryKey: ['operator', memberPath(id)],
    queryFn: ({ signal }) => api<MemberDetail>(memberPath(id), { signal }),
  });
}

/** The member's identity check state and recorded birthday (one line of the profile). */
export function useMemberKyc(id: number) {
  return useQuery({
    queryKey: ['operator', `${memberPath(id)}/kyc`],
    queryFn: ({ signal }) =>
      api<{ state: KycState; birthday: string | null }>(`${memberPath(id)}/kyc`, { signal }),
  });
}

export function useAdjustmentThreshold() {
  return useQuery({
    queryKey: ['operator', '/adjustments/settings'],
    queryFn: ({ signal }) =>
      api<{ approvalThreshold: number }>('/adjustments/settings', { signal }),
    staleTime: 60_000,
  });
}

/** Every member and adjustment read: what an action on a member may have changed. */
export function refreshMembers(client: QueryClient) {
  return client.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[1];
      return (
        query.queryKey[0] === 'operator' &&
        typeof path === 'string' &&
        (path.startsWith('/members') ||
          path.startsWith('/adjustments') ||
          path.startsWith('/dashboard'))
      );
    },
  });
}

/**
 * An operator call that changes a member or an adjustment: on success every member and
 * adjustment read is fetched again. A refusal is thrown as the server's ApiError.
 */
export function useOperatorAction<T, V = void>(call: (variables: V) => [string, CallOptions]) {
  const client = useQueryClient();
  return useMutation<T, unknown, V>({
    mutationFn: (variables) => {
      const [path, options] = call(variables);
      return api<T>(path, { method: 'POST', ...options });
    },
    onSuccess: () => refreshMembers(client),
  });
}

export type { Adjustment };
