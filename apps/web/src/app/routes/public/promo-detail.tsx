import { PromotionDetail } from '../../../features/promotions/components/promotion-detail';

export function PromoDetailRoute() {
  return <PromotionDetail />;
}
