import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import { toMinor } from '@portal/shared/money';
import type {
  BonusRules,
  PromotionEligibility,
  PromotionPhase,
  PromotionTerms,
} from '@portal/shared/schemas/promotions';
import type { PromotionsTable } from './promotions.tables.js';

/** A promotion as the services use it: its JSON columns parsed and checked. */
export interface PromotionRecord {
  id: number;
  code: string;
  kind: PromotionsTable['kind'];
  type: string;
  badge: string | null;
  status: PromotionsTable['status'];
  startsAt: string;
  endsAt: string | null;
  sortOrder: number;
  terms: PromotionTerms;
  eligibility: PromotionEligibility;
  bonus: BonusRules;
  createdAt: string;
  updatedAt: string;
}

/** Coming soon before its start, closed from its end, ongoing between. */
export function promotionPhase(promotion: PromotionRecord, now: Date): PromotionPhase {
  if (Date.parse(promotion.startsAt) > now.getTime()) return 'coming_soon';
  if (promotion.endsAt && Date.parse(promotion.endsAt) <= now.getTime()) return 'closed';
  return 'ongoing';
}

/** The reader's language, else English, else the first language there is. */
export function pickContent<T extends { language: string }>(
  contents: readonly T[],
  language: Language,
): T | undefined {
  return (
    contents.find((c) => c.language === language) ??
    contents.find((c) => c.language === FALLBACK_LANGUAGE) ??
    contents[0]
  );
}

/** Minor units of a decimal amount from the terms (they are checked to 2 decimals). */
export const minorOf = (amount: number): bigint => toMinor(amount.toFixed(2));
