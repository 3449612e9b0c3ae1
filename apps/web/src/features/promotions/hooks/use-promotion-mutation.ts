import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bonusesKeys } from '../../../api/get-bonuses';
import { promotionsKeys } from '../../../api/get-promotions';
import { BALANCE_KEY } from '../../session/api/get-balance';

/**
 * A member's action on a promotion (join, apply, claim): once it succeeds, the promotions (list,
 * detail and the deposit page's choice), the header balance and the member's bonuses are asked
 * for again, as a claim or an approval moves money into the bonus wallet. `update` first writes
 * what the answer already says into the cached promotions, so the state changes at once.
 */
export function usePromotionMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  update?: (queryClient: QueryClient, result: TResult, variables: TVariables) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => {
      update?.(queryClient, result, variables);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionsKeys.all }),
        queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
        queryClient.invalidateQueries({ queryKey: bonusesKeys.all }),
      ]);
    },
  });
}
