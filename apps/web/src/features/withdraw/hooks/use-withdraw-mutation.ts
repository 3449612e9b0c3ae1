import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawKeys } from '../api/get-withdraw-info';

/** The header balance's key prefix (features/session/api/get-balance.ts). */
const BALANCE_KEY = ['wallet', 'balance'] as const;

/**
 * A change on the withdraw page: on success the page's data and the header balance are fetched
 * again, then `onSuccess` runs (to say what happened).
 */
export function useWithdrawMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  { onSuccess }: { onSuccess?: (result: TResult, variables: TVariables) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
        queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
      ]);
      onSuccess?.(result, variables);
    },
  });
}
