import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bonusStateValueSchema } from '@portal/shared/schemas/promotions';
import { bonusesKeys } from '../../../api/get-bonuses';
import { promotionsKeys } from '../../../api/get-promotions';
import { api } from '../../../lib/api-client';
import { BALANCE_KEY } from '../../session/api/get-balance';

/** What holds back a withdrawal (the withdraw feature's query), asked again once a bonus goes. */
const WITHDRAW_INFO_KEY = ['member', 'withdraw', 'info'] as const;

export type BonusStateValue = z.infer<typeof bonusStateValueSchema>;

/** POST /wps/member/bonuses/:id/forfeit: the member gives a running bonus up. */
export const forfeitBonus = (id: number) =>
  api<BonusStateValue>(`/wps/member/bonuses/${id}/forfeit`, { method: 'POST', body: {} });

/**
 * Gives a bonus up, then asks again for the bonuses (list and totals), the balance (the bonus
 * wallet shrinks), the promotions (the promotion is no longer in progress) and what holds back a
 * withdrawal (the bonus no longer does).
 */
export function useForfeitBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forfeitBonus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bonusesKeys.all }),
        queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
        queryClient.invalidateQueries({ queryKey: promotionsKeys.all }),
        queryClient.invalidateQueries({ queryKey: WITHDRAW_INFO_KEY }),
      ]),
  });
}
