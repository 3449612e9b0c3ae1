import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDeposit } from '../api/create-deposit';
import { depositKeys } from '../api/get-deposit-channels';

/** The header balance's key prefix (features/session/api/get-balance.ts). */
export const BALANCE_KEY = ['wallet', 'balance'] as const;

/** Sends a deposit order; the history is fetched again once it exists. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositKeys.histories }),
  });
}
