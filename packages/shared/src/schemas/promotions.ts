import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages.js';
import { GAME_CATEGORIES } from '../constants/site.js';
import { displayText } from '../validation/display-text.js';

/**
 * Promotions and bonuses (spec sections 1, 2, 3, 4, 5 and 9): what an operator publishes, what a
 * member sees on /promotions and /promoDetail with the state of their own participation, the
 * bonuses in their bonus wallet (member-centre page bonusDetails) and the operator calls.
 * Amounts travel as decimals with at most 2 decimals; percentages with at most 2 decimals.
 */

/** What joining does (issue text): see docs/decisions/025-bonuses-and-turnover.md. */
export const PROMOTION_KINDS = ['deposit_match', 'cashback', 'application', 'raffle'] as const;
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
 * (again); coming_soon: not started.
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
] as const;
export type MemberPromotionState = (typeof MEMBER_PROMOTION_STATES)[number];

/** What the promotion's button does for this member now, if anything. */
export const PROMOTION_ACTIONS = ['login', 'join', 'apply', 'claim', 'deposit'] as const;
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

const percent = z
  .number()
  .min(0)
  .max(1000)
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) &&
      Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'two_decimals',
  );
const amount = z.number().min(0).max(1e12);
const multiple = z.number().int().min(0).max(100);
const timestamp = z.string();
const categoryMap = <T extends z.ZodType>(value: T) =>
  z.partialRecord(z.enum(GAME_CATEGORIES), value);

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

export const promotionTermsSchema = z.discriminatedUnion('kind', [
  depositMatchTermsSchema,
  cashbackTermsSchema,
  applicationTermsSchema,
  raffleTermsSchema,
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

// ---- Member and visitor: promotions ------------------------------------------------------
export const promotionsQuerySchema = z.strictObject({
  type: z.enum(PROMOTION_TYPES).optional(),
});

export const promotionIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });
/** GET /wps/promotions/:id takes the id or the code (banners link to a promotion by its code). */
export const promotionRefParamsSchema = z.strictObject({
  id: z
    .string()
    .trim()
    .regex(/^(\d{1,9}|[A-Za-z0-9][A-Za-z0-9-]{1,48})$/),
});

/** The member's own part in a promotion, when they have one. */
export const participationSchema = z.object({
  id: z.number().int(),
  /** Applying, rejected, joined, issued, claimed or closed as stored. */
  status: z.string(),
  createdAt: timestamp,
  /** Set by the operator or by the rules. */
  amount: z.number().nullable(),
  /** Why an application was rejected. */
  reason: z.string().nullable(),
  remark: z.string().nullable(),
  /** The bonus it gave, with its turnover. */
  bonusId: z.number().int().nullable(),
});

export const promotionSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  type: z.enum(PROMOTION_TYPES),
  badge: z.enum(PROMOTION_BADGES).nullable(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: timestamp,
  endsAt: timestamp.nullable(),
  phase: z.enum(PROMOTION_PHASES),
  state: z.enum(MEMBER_PROMOTION_STATES),
  /** The button for this member now; null when there is nothing to do. */
  action: z.enum(PROMOTION_ACTIONS).nullable(),
  ineligibleReason: z.enum(PROMOTION_INELIGIBLE_REASONS).nullable(),
  terms: promotionTermsSchema,
  eligibility: promotionEligibilitySchema,
  expiryDays: z.number().int(),
  /**
   * The bonus rules' turnover weights (percent; 0 = excluded), so the terms can say which
   * categories count less or not at all. Optional: an answer without it leaves that to the content.
   */
  weights: categoryMap(z.number().int().min(0).max(100)).optional(),
  participation: participationSchema.nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

/** GET /wps/promotions: published promotions not yet closed, in the operator's order. */
export const promotionsValueSchema = z.object({ list: z.array(promotionSummarySchema) });
export type PromotionsValue = z.infer<typeof promotionsValueSchema>;

/** GET /wps/promotions/:id: also the rich content (HTML cleaned on the server). */
export const promotionDetailSchema = promotionSummarySchema.extend({ content: z.string() });
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** POST /wps/promotions/:id/join (a deposit match, cashback or raffle). */
export const joinPromotionValueSchema = z.object({ state: z.enum(MEMBER_PROMOTION_STATES) });

/** POST /wps/promotions/:id/apply. */
export const applyPromotionPayloadSchema = z.strictObject({
  remark: displayText(z.string().trim().max(APPLICATION_REMARK_MAX), { multiline: true }),
  /** PNG or JPEG data URLs, checked by content on the server. */
  images: z.array(z.string().max(APPLICATION_IMAGE_DATA_URL_MAX)).max(APPLICATION_IMAGES_MAX),
  contact: z
    .strictObject({ app: z.enum(CONTACT_APPS), id: displayText(z.string().trim().min(3).max(50)) })
    .optional(),
});
export type ApplyPromotionPayload = z.infer<typeof applyPromotionPayloadSchema>;
export const applyPromotionValueSchema = z.object({
  applicationId: z.number().int(),
  state: z.enum(MEMBER_PROMOTION_STATES),
});

/** POST /wps/relay/MCS2_claimRafflePromotion: the member's won prize of that promotion. */
export const claimRafflePayloadSchema = z.strictObject({
  promotionId: z.coerce.number().int().min(1),
});
export const claimRaffleValueSchema = z.object({
  bonusId: z.number().int(),
  amount: z.number(),
  state: z.enum(MEMBER_PROMOTION_STATES),
});

// ---- Member: bonuses --------------------------------------------------------------------
/**
 * in_progress: playing its turnover; completed: released to the main wallet; expired: its time
 * ran out; forfeited: given up by the member; cancelled: by an operator. The last three go back
 * to the bonus pool.
 */
export const BONUS_STATES = [
  'in_progress',
  'completed',
  'expired',
  'forfeited',
  'cancelled',
] as const;
export type BonusState = (typeof BONUS_STATES)[number];
export const BONUS_SOURCES = [
  'deposit_match',
  'cashback',
  'application',
  'raffle',
  'adjustment',
  /** A bonus reward bought with points (decision 027). */
  'points',
  'referral',
  /** A bonus won by opening a reward ticket (decision 029). */
  'reward_ticket',
  /** A mission's bonus reward, claimed (decision 030). */
  'mission',
] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];
export const BONUSES_PAGE_SIZE = 20;

export const bonusesQuerySchema = z.strictObject({
  state: z.enum(BONUS_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const bonusSchema = z.object({
  id: z.number().int(),
  /** B + digits, shown to the member and in notices. */
  bonusNo: z.string(),
  source: z.enum(BONUS_SOURCES),
  promotionId: z.number().int().nullable(),
  /** The promotion's title in the request's language, or the operator's reason for an adjustment. */
  title: z.string(),
  amount: z.number(),
  turnoverRequired: z.number(),
  turnoverPlayed: z.number(),
  /** 0 to 100, floored. */
  progressPercent: z.number().int(),
  state: z.enum(BONUS_STATES),
  issuedAt: timestamp,
  expiresAt: timestamp,
  endedAt: timestamp.nullable(),
  /** Categories whose turnover counts differently (percent; 0 = excluded). */
  weights: categoryMap(z.number().int()),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusesValueSchema = z.object({
  list: z.array(bonusSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totals: z.object({
    /** Bonus money waiting for its turnover (in the bonus wallet). */
    inProgress: z.number(),
    /** Turnover still to play over all running bonuses. */
    turnoverRemaining: z.number(),
    /** Released to the main wallet, all time. */
    released: z.number(),
    /** Expired, forfeited or cancelled, all time. */
    lost: z.number(),
  }),
});
export type BonusesValue = z.infer<typeof bonusesValueSchema>;

export const bonusIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });
export const bonusStateValueSchema = z.object({
  id: z.number().int(),
  state: z.enum(BONUS_STATES),
});

// ---- Operator ---------------------------------------------------------------------------
const content = z.strictObject({
  title: z.string().trim().min(1).max(100),
  summary: z.string().trim().max(300),
  /** HTML; cleaned to a safe subset on the server. */
  content: z.string().max(20_000),
  imageUrl: z.string().trim().max(500).nullable().optional(),
});
export const PROMOTION_STATUSES = ['draft', 'published', 'archived'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const promotionInputSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,48}$/),
    type: z.enum(PROMOTION_TYPES),
    badge: z.enum(PROMOTION_BADGES).nullable(),
    status: z.enum(PROMOTION_STATUSES),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    sortOrder: z.number().int().min(0).max(10_000),
    terms: promotionTermsSchema,
    eligibility: promotionEligibilitySchema,
    bonus: bonusRulesSchema,
    /** At least one language; a member reads their own, else EN, else the first there is. */
    contents: z.partialRecord(z.enum(LANGUAGE_CODES), content),
  })
  .superRefine((input, ctx) => {
    if (Object.keys(input.contents).length === 0)
      ctx.addIssue({ code: 'custom', path: ['contents'], message: 'at_least_one_language' });
    if (input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'before_start' });
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const operatorPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  type: z.enum(PROMOTION_TYPES),
  badge: z.enum(PROMOTION_BADGES).nullable(),
  status: z.enum(PROMOTION_STATUSES),
  startsAt: timestamp,
  endsAt: timestamp.nullable(),
  sortOrder: z.number().int(),
  terms: promotionTermsSchema,
  eligibility: promotionEligibilitySchema,
  bonus: bonusRulesSchema,
  contents: z.partialRecord(z.enum(LANGUAGE_CODES), content),
  participants: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;
export const operatorPromotionsValueSchema = z.object({ list: z.array(operatorPromotionSchema) });

export const APPLICATION_STATUSES = ['applying', 'approved', 'rejected'] as const;
export const applicationsQuerySchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES).optional(),
  promotionId: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export const operatorApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionCode: z.string(),
  username: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  remark: z.string(),
  contact: z.object({ app: z.enum(CONTACT_APPS), id: z.string() }).nullable(),
  /** Data URLs of the images, in the order sent. */
  images: z.array(z.string()),
  amount: z.number().nullable(),
  reason: z.string().nullable(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
  decidedBy: z.string().nullable(),
});
export const operatorApplicationsValueSchema = z.object({
  list: z.array(operatorApplicationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const applicationParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });
export const approveApplicationPayloadSchema = z.strictObject({
  amount: amount.refine((v) => v > 0, 'positive'),
});
export const rejectApplicationPayloadSchema = z.strictObject({
  reason: z.string().trim().min(1).max(500),
});

export const operatorBonusesQuerySchema = z.strictObject({
  username: z.string().trim().min(1).max(64).optional(),
  state: z.enum(BONUS_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export const operatorBonusSchema = bonusSchema.extend({ username: z.string() });
export const operatorBonusesValueSchema = z.object({
  list: z.array(operatorBonusSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
/** POST /wps/operator/bonuses: a bonus given by hand (an adjustment), with its own turnover. */
export const grantBonusPayloadSchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  amount: amount.refine((v) => v > 0, 'positive'),
  turnoverMultiple: multiple,
  expiryDays: z.number().int().min(1).max(365),
  reason: z.string().trim().min(1).max(200),
});
export const cancelBonusPayloadSchema = z.strictObject({
  reason: z.string().trim().min(1).max(500),
});

/** POST /wps/operator/promotions/:id/raffle-prizes: a member won this prize. */
export const rafflePrizePayloadSchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  amount: amount.refine((v) => v > 0, 'positive'),
});
export const rafflePrizeValueSchema = z.object({ id: z.number().int() });

/** POST /wps/operator/promotions/:id/cashback-run: pays a day's cashback now (normally a job). */
export const cashbackRunPayloadSchema = z.strictObject({
  /** The GMT+8 business day, yyyy-MM-dd. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const cashbackRunValueSchema = z.object({ paid: z.number().int(), total: z.number() });
