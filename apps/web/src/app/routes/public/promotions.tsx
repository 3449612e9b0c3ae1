import { PromotionList } from '../../../features/promotions/components/promotion-list';

export function PromotionsRoute() {
  return <PromotionList />;
}
