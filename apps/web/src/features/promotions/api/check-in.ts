import type { QueryClient } from '@tanstack/react-query';
import type {
  CheckInValue,
  PromotionSummary,
  PromotionsValue,
} from '@portal/shared/schemas/promotions';
import { promotionsKeys } from '../../../api/get-promotions';
import { api } from '../../../lib/api-client';
import { usePromotionMutation } from '../hooks/use-promotion-mutation';

/** POST /wps/promotions/:id/check-in: today's check-in, paid as the streak day's bonus. */
export const checkIn = (id: number) =>
  api<CheckInValue>(`/wps/promotions/${id}/check-in`, { method: 'POST', body: {} });

/** The promotion as the check-in left it: signed today, with its new streak. */
function signed<T extends PromotionSummary>(promotion: T, id: number, value: CheckInValue): T {
  if (promotion.id !== id) return promotion;
  return {
    ...promotion,
    state: value.state,
    action: null,
    checkIn: { streak: value.streak, signedToday: true, nextReward: value.nextReward },
  };
}

/** Shows "Signed" at once in the cached list and detail, before they are read again. */
function markSigned(queryClient: QueryClient, value: CheckInValue, id: number) {
  const [all] = promotionsKeys.all;
  queryClient.setQueriesData<PromotionsValue>({ queryKey: [all, 'list'] }, (data) =>
    data ? { ...data, list: data.list.map((p) => signed(p, id, value)) } : data,
  );
  queryClient.setQueriesData<PromotionSummary>({ queryKey: [all, 'detail'] }, (data) =>
    data ? signed(data, id, value) : data,
  );
}

export const useCheckIn = () => usePromotionMutation(checkIn, markSigned);
