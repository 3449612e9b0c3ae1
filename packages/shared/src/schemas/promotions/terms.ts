import { z } from 'zod';
import { amount, categoryMap, multiple, percent } from './fields.js';
import {
  CASHBACK_BASES,
  CHECK_IN_AFTER_LAST,
  CHECK_IN_DAYS_MAX,
  PROMOTION_FREQUENCIES,
} from './constants.js';

/**
 * What a promotion is and the terms it is published with: its kinds, types, badges, phases, the
 * member's states and actions, and the terms, eligibility and bonus rules an operator sets.
 */

// ---- Terms shown to members (and set by operators) ---------------------------------------
export const depositMatchTermsSchema = z.strictObject({
  kind: z.literal('deposit_match'),
  /** Bonus as a percentage of the qualifying deposit, e.g. 100 for a 100% match. */
  percent: percent.refine((value) => value > 0, 'positive'),
  /** Largest bonus. */
  capAmount: amount.refine((value) => value > 0, 'positive'),
  minDeposit: amount,
  /** Turnover required = (deposit + bonus) x this. */
  turnoverMultiple: multiple,
});

export const cashbackTermsSchema = z.strictObject({
  kind: z.literal('cashback'),
  /** Paid on the previous day's net loss, or on its valid turnover. */
  basis: z.enum(CASHBACK_BASES),
  /** Percentage per game category; a category not listed earns nothing. */
  rates: categoryMap(percent),
  /** Smaller amounts are not paid. */
  minPayout: amount,
  capAmount: amount.refine((value) => value > 0, 'positive'),
  /** Turnover required = cashback x this (0: paid straight to the main wallet). */
  turnoverMultiple: multiple,
});

export const applicationTermsSchema = z.strictObject({
  kind: z.literal('application'),
  /** The most an operator may approve. */
  maxAmount: amount.refine((value) => value > 0, 'positive'),
  /** Turnover required = approved amount x this. */
  turnoverMultiple: multiple,
  /** The Zalo or WhatsApp id asked for before the bonus is redeemed (spec section 5). */
  contactRequired: z.boolean(),
});

export const raffleTermsSchema = z.strictObject({
  kind: z.literal('raffle'),
  /** Turnover required = prize x this. */
  turnoverMultiple: multiple,
});

export const signedTermsSchema = z.strictObject({
  kind: z.literal('signed'),
  /** The bonus of day 1, day 2... of the member's streak of daily check-ins. */
  rewards: z
    .array(amount.refine((value) => value > 0, 'positive'))
    .min(1)
    .max(CHECK_IN_DAYS_MAX),
  afterLast: z.enum(CHECK_IN_AFTER_LAST),
  /** Turnover required = the day's reward x this. */
  turnoverMultiple: multiple,
});
export type SignedTerms = z.infer<typeof signedTermsSchema>;

export const promotionTermsSchema = z.discriminatedUnion('kind', [
  depositMatchTermsSchema,
  cashbackTermsSchema,
  applicationTermsSchema,
  raffleTermsSchema,
  signedTermsSchema,
]);
export type PromotionTerms = z.infer<typeof promotionTermsSchema>;

export const promotionEligibilitySchema = z.strictObject({
  /** Only members who have never had a successful deposit before. */
  newMembersOnly: z.boolean(),
  frequency: z.enum(PROMOTION_FREQUENCIES),
  /** Lowest VIP rank (clubLabel.rankLevel) that may take part; 0 for everyone. */
  minVipRank: z.number().int().min(0).max(99),
});
export type PromotionEligibility = z.infer<typeof promotionEligibilitySchema>;

export const bonusRulesSchema = z.strictObject({
  /** Days a bonus has to meet its turnover before it expires. */
  expiryDays: z.number().int().min(1).max(365),
  /** Percentage of a category's valid turnover that counts (absent: 100; 0: excluded). */
  weights: categoryMap(z.number().int().min(0).max(100)),
});
export type BonusRules = z.infer<typeof bonusRulesSchema>;
