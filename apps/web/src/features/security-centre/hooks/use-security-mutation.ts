import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { securityKeys } from '../api/get-security-overview';

/**
 * A change of the security page: on success the queries it affects are refetched (the overview
 * unless told otherwise) and `onSuccess` runs, e.g. to show what changed.
 */
export function useSecurityMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  {
    onSuccess,
    invalidate = [securityKeys.overview],
  }: { onSuccess?: (result: TResult) => void; invalidate?: readonly QueryKey[] } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(result);
    },
  });
}
