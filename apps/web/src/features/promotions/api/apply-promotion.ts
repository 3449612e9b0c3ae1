import type { z } from 'zod';
import type {
  ApplyPromotionPayload,
  applyPromotionValueSchema,
} from '@portal/shared/schemas/promotions';
import { api } from '../../../lib/api-client';
import { usePromotionMutation } from '../hooks/use-promotion-mutation';

export type ApplyPromotionValue = z.infer<typeof applyPromotionValueSchema>;

export interface ApplyPromotionInput {
  id: number;
  payload: ApplyPromotionPayload;
}

/** POST /wps/promotions/:id/apply: the remark, up to three images and the contact asked for. */
export const applyPromotion = ({ id, payload }: ApplyPromotionInput) =>
  api<ApplyPromotionValue>(`/wps/promotions/${id}/apply`, { method: 'POST', body: payload });

export const useApplyPromotion = () => usePromotionMutation(applyPromotion);
