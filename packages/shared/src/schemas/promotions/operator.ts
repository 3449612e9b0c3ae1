import { z } from 'zod';
import { LANGUAGE_CODES } from '../../constants/languages.js';
import { bonusSchema } from './bonuses.js';
import { amount, multiple, timestamp } from './fields.js';
import { bonusRulesSchema, promotionEligibilitySchema, promotionTermsSchema } from './terms.js';
import {
  APPLICATION_STATUSES,
  BONUS_STATES,
  CONTACT_APPS,
  PROMOTION_BADGES,
  PROMOTION_KINDS,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
} from './constants.js';

/** The operator calls: promotions, applications, bonuses, raffle prizes and cashback runs. */

// ---- Operator ---------------------------------------------------------------------------
const content = z.strictObject({
  title: z.string().trim().min(1).max(100),
  summary: z.string().trim().max(300),
  /** HTML; cleaned to a safe subset on the server. */
  content: z.string().max(20_000),
  imageUrl: z.string().trim().max(500).nullable().optional(),
});
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
  /** The promotion that gave it. */
  promotionId: z.coerce.number().int().min(1).optional(),
  /** Issued on these GMT+8 site days, both ends included. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
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
