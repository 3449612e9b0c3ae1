import type { z } from 'zod';
import type { joinPromotionValueSchema } from '@portal/shared/schemas/promotions';
import { api } from '../../../lib/api-client';
import { usePromotionMutation } from '../hooks/use-promotion-mutation';

export type JoinPromotionValue = z.infer<typeof joinPromotionValueSchema>;

/** POST /wps/promotions/:id/join: a deposit match (for the next deposit), a cashback or a raffle. */
export const joinPromotion = (id: number) =>
  api<JoinPromotionValue>(`/wps/promotions/${id}/join`, { method: 'POST', body: {} });

export const useJoinPromotion = () => usePromotionMutation(joinPromotion);
