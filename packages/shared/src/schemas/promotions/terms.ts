import { z } from 'zod';
import { amount, categoryMap, multiple, percent } from './fields.js';

/**
 * What a promotion is and the terms it is published with: its kinds, types, badges, phases, the
 * member's states and actions, and the terms, eligibility and bonus rules an operator sets.
 */

/** What joining does (issue text): see docs/decisions/025-bonuses-and-turnover.md. */
export const PROMOTION_KINDS = [
  'deposit_match',
  'cashback',
  'application',
  'raffle',
  /** The daily check-in: a bonus per day of the member's streak (decision 058). */
  'signed',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The type filters of /promotions (spec section 3: promotion entry type). */
export const PROMOTION_TYPES = ['welcome', 'reload', 'cashback', 'vip', 'event'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** The badge on a promotion card (spec section 3). */
export const PROMOTION_BADGES = ['hot', 'new', 'vip', 'limited'] as const;
export type PromotionBadge = (typeof PROMOTION_BADGES)[number];

/** The schedule: coming soon before its start, ongoing, closed after its end. */
export const PROMOTION_PHASES = ['coming_soon', 'ongoing', 'closed'] as const;
export type PromotionPhase = (typeof PROMOTION_PHASES)[number];

/**
 * The member's state of a promotion (spec section 4). join: may join or apply; joined: opted in
 * (a deposit match waits for the qualifying deposit, a raffle for its draw); applying: an
 * application waits for an operator; rejected: it was refused (with the reason); claim: a raffle
 * prize waits to be claimed; in_progress: its bonus is playing its turnover; claimed: the bonus
 * was released, or the prize claimed; closed: the promotion ended or the member cannot take part
 * (again); coming_soon: not started; signed: a daily check-in done today (decision 058).
 */
export const MEMBER_PROMOTION_STATES = [
  'join',
  'joined',
  'applying',
  'rejected',
  'claim',
  'in_progress',
  'claimed',
  'closed',
  'coming_soon',
  'signed',
] as const;
export type MemberPromotionState = (typeof MEMBER_PROMOTION_STATES)[number];

/** What the promotion's button does for this member now, if anything. */
export const PROMOTION_ACTIONS = [
  'login',
  'join',
  'apply',
  'claim',
  'deposit',
  'check_in',
] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/** Why a member cannot take part, when the state is closed and the promotion is ongoing. */
export const PROMOTION_INELIGIBLE_REASONS = [
  'new_members_only',
  'vip_rank',
  'once_per_member',
  'once_per_day',
  'once_per_week',
  'trial_account',
] as const;
export type PromotionIneligibleReason = (typeof PROMOTION_INELIGIBLE_REASONS)[number];

/** Once a week: weeks start on Monday, GMT+8. */
export const PROMOTION_FREQUENCIES = ['unlimited', 'once', 'daily', 'weekly'] as const;
export type PromotionFrequency = (typeof PROMOTION_FREQUENCIES)[number];

export const CASHBACK_BASES = ['net_loss', 'valid_turnover'] as const;
export type CashbackBasis = (typeof CASHBACK_BASES)[number];

/** Spec sections 5 and 9: application remark and images. */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** A data URL of the largest image: base64 grows by 4/3, plus the `data:image/jpeg;base64,` head. */
export const APPLICATION_IMAGE_DATA_URL_MAX = Math.ceil(APPLICATION_IMAGE_MAX_BYTES / 3) * 4 + 32;
/** The messaging apps a bonus may ask for (spec section 5: Zalo or WhatsApp id). */
export const CONTACT_APPS = ['zalo', 'whatsapp'] as const;
export type ContactApp = (typeof CONTACT_APPS)[number];

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

/** After the last day of the rewards: start again at day 1, or keep paying the last day's. */
export const CHECK_IN_AFTER_LAST = ['cycle', 'cap'] as const;
export type CheckInAfterLast = (typeof CHECK_IN_AFTER_LAST)[number];
export const CHECK_IN_DAYS_MAX = 31;

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
