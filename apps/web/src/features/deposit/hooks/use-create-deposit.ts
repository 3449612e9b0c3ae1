import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionsKeys } from '../../../api/get-promotions';
import { createDeposit } from '../api/create-deposit';
import { depositKeys } from '../api/get-deposit-channels';

/** The header balance's key prefix (features/session/api/get-balance.ts). */
export const BALANCE_KEY = ['wallet', 'balance'] as const;

/**
 * Sends a deposit order; the history is fetched again once it exists. The promotions are asked
 * for again whatever the answer: a deposit with a deposit match joins it, and a refusal may say
 * that the member can no longer take it.
 */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositKeys.histories }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsKeys.all }),
  });
}
