import type { z } from 'zod';
import type { claimRaffleValueSchema } from '@portal/shared/schemas/promotions';
import { api } from '../../../lib/api-client';
import { usePromotionMutation } from '../hooks/use-promotion-mutation';

export type ClaimRaffleValue = z.infer<typeof claimRaffleValueSchema>;

/** MCS2_claimRafflePromotion: the prize the member won, once, as a bonus. */
export const claimRaffle = (promotionId: number) =>
  api<ClaimRaffleValue>('/wps/relay/MCS2_claimRafflePromotion', {
    method: 'POST',
    body: { promotionId },
  });

export const useClaimRaffle = () => usePromotionMutation(claimRaffle);
