import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import { PROMOTION_TYPES, type PromotionType } from '@portal/shared/schemas/promotions/constants';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';

/** The filters of /promotions: every promotion, or one type (kept in `?type=`). */
export type PromotionFilter = 'all' | PromotionType;
export const PROMOTION_FILTERS: readonly PromotionFilter[] = ['all', ...PROMOTION_TYPES];

export function parsePromotionType(value: string | null): PromotionType | undefined {
  return PROMOTION_TYPES.find((type) => type === value);
}

export { useMoney } from '../../components/ui/use-money';

/** A percentage of the terms (at most 2 decimals) without trailing zeros: 100, 0.5, 12.25. */
export const formatPercent = (percent: number) => String(Number(percent.toFixed(2)));

/**
 * The categories whose turnover counts differently, in the site's category order: those that
 * count in part (with their percent) and those that do not count at all.
 */
export function weightGroups(weights: PromotionSummary['weights'] = {}): {
  partial: { category: GameCategory; weight: number }[];
  excluded: GameCategory[];
} {
  const partial: { category: GameCategory; weight: number }[] = [];
  const excluded: GameCategory[] = [];
  for (const category of GAME_CATEGORIES) {
    const weight = weights[category];
    if (weight === undefined || weight >= 100) continue;
    if (weight <= 0) excluded.push(category);
    else partial.push({ category, weight });
  }
  return { partial, excluded };
}
