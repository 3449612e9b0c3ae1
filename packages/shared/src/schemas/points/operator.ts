import { z } from 'zod';
import { LANGUAGE_CODES } from '../../constants/languages.js';
import { GAME_CATEGORIES } from '../../constants/site.js';
import {
  POINT_REDEEM_STATUSES,
  POINT_REQUIREMENT_KINDS,
  POINT_REWARD_TYPES,
  POINT_TICKET_KINDS,
} from './constants.js';
import { amount, page, pageSize, points, positivePoints, timestamp } from './fields.js';
import { pointRedeemSchema } from './member.js';

/** The operator calls: config, rates, the reward catalogue, redeems and grants. */

// ---- Operator ------------------------------------------------------------------------------

const localized = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(max))
    .refine((value) => (value.EN ?? '').length > 0, 'en_required');

/** GET and PUT /wps/operator/points/config. */
export const operatorPointConfigSchema = z.strictObject({
  enabled: z.boolean(),
  conversion: z.strictObject({
    points: positivePoints,
    amount: amount.refine((v) => v > 0, 'positive'),
    minPoints: points,
  }),
  /** The rules text per language; EN is the fallback. */
  rules: z.partialRecord(z.enum(LANGUAGE_CODES), z.string().max(5000)),
});
export type OperatorPointConfig = z.infer<typeof operatorPointConfigSchema>;

/** GET and PUT /wps/operator/points/rates: the whole table (a category left out earns nothing). */
export const operatorPointRatesSchema = z.strictObject({
  rates: z
    .array(
      z.strictObject({
        category: z.enum(GAME_CATEGORIES),
        points: points,
        perAmount: amount.refine((v) => v > 0, 'positive'),
      }),
    )
    .max(GAME_CATEGORIES.length)
    .refine(
      (rates) => new Set(rates.map((rate) => rate.category)).size === rates.length,
      'duplicate_category',
    ),
});
export type OperatorPointRates = z.infer<typeof operatorPointRatesSchema>;

/** POST /wps/operator/points/rewards and PUT /wps/operator/points/rewards/:id. */
export const pointRewardInputSchema = z
  .strictObject({
    type: z.enum(POINT_REWARD_TYPES),
    names: localized(100),
    descriptions: z.partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(1000)),
    imageUrl: z.string().trim().max(500).nullable(),
    points: positivePoints,
    /** Cash and bonus rewards: the amount per unit (above zero); null for the others. */
    amount: amount.nullable(),
    /** Bonus rewards: turnover multiple (0 releases at once) and days to meet it. */
    turnoverMultiple: z.number().int().min(0).max(100).nullable(),
    bonusExpiryDays: z.number().int().min(1).max(365).nullable(),
    ticketKind: z.enum(POINT_TICKET_KINDS).nullable(),
    requirement: z
      .strictObject({ kind: z.enum(POINT_REQUIREMENT_KINDS), amount: amount })
      .nullable(),
    /** Units left (null: unlimited). Use the stock call to add or remove units atomically. */
    stock: z.number().int().min(0).max(1_000_000_000).nullable(),
    perMemberLimit: z.number().int().min(1).max(1_000_000).nullable(),
    active: z.boolean(),
    sortOrder: z.number().int().min(0).max(100_000),
  })
  .superRefine((input, ctx) => {
    const money = input.type === 'cash' || input.type === 'bonus';
    if (money && !(input.amount !== null && input.amount > 0))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'required_for_cash_and_bonus' });
    if (!money && input.amount !== null)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'only_cash_and_bonus' });
    if (input.type === 'bonus' && input.turnoverMultiple === null)
      ctx.addIssue({ code: 'custom', path: ['turnoverMultiple'], message: 'required_for_bonus' });
    if (input.type === 'ticket' && input.ticketKind === null)
      ctx.addIssue({ code: 'custom', path: ['ticketKind'], message: 'required_for_ticket' });
    if (input.type !== 'ticket' && input.ticketKind !== null)
      ctx.addIssue({ code: 'custom', path: ['ticketKind'], message: 'only_ticket' });
  });
export type PointRewardInput = z.infer<typeof pointRewardInputSchema>;

export const operatorPointRewardSchema = z.object({
  id: z.number().int(),
  type: z.enum(POINT_REWARD_TYPES),
  names: z.partialRecord(z.enum(LANGUAGE_CODES), z.string()),
  descriptions: z.partialRecord(z.enum(LANGUAGE_CODES), z.string()),
  imageUrl: z.string().nullable(),
  points: z.number().int(),
  amount: z.number().nullable(),
  turnoverMultiple: z.number().int().nullable(),
  bonusExpiryDays: z.number().int().nullable(),
  ticketKind: z.enum(POINT_TICKET_KINDS).nullable(),
  requirement: z.object({ kind: z.enum(POINT_REQUIREMENT_KINDS), amount: z.number() }).nullable(),
  stock: z.number().int().nullable(),
  /** Units redeemed and not rejected, all time. */
  redeemed: z.number().int(),
  perMemberLimit: z.number().int().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OperatorPointReward = z.infer<typeof operatorPointRewardSchema>;
export const operatorPointRewardsValueSchema = z.object({
  list: z.array(operatorPointRewardSchema),
});

export const pointIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });

/** POST /wps/operator/points/rewards/:id/stock: add (or, negative, remove) units atomically. */
export const pointRewardStockPayloadSchema = z.strictObject({
  change: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((v) => v !== 0, 'not_zero'),
});

/** GET /wps/operator/points/redeems. */
export const operatorPointRedeemsQuerySchema = z.strictObject({
  status: z.enum(POINT_REDEEM_STATUSES).optional(),
  type: z.enum(POINT_REWARD_TYPES).optional(),
  username: z.string().trim().min(1).max(64).optional(),
  page,
  pageSize,
});

export const operatorPointRedeemSchema = pointRedeemSchema.extend({
  id: z.number().int(),
  rewardId: z.number().int(),
  username: z.string(),
  /** The staff member who last changed the status; null for none. */
  reviewerId: z.number().int().nullable(),
});
export type OperatorPointRedeem = z.infer<typeof operatorPointRedeemSchema>;
export const operatorPointRedeemsValueSchema = z.object({
  list: z.array(operatorPointRedeemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** POST /wps/operator/points/redeems/:id/{process,approve}: an optional remark. */
export const reviewPointRedeemPayloadSchema = z
  .strictObject({ remark: z.string().trim().max(500).optional() })
  .nullish();
/** POST /wps/operator/points/redeems/:id/reject: the reason, shown to the member as the remark. */
export const rejectPointRedeemPayloadSchema = z.strictObject({
  reason: z.string().trim().min(1).max(500),
});

/** POST /wps/operator/points/grants: points given (positive) or taken (negative) by hand. */
export const grantPointsPayloadSchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  points: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((v) => v !== 0, 'not_zero'),
  reason: z.string().trim().min(1).max(200),
});
export const grantPointsValueSchema = z.object({
  username: z.string(),
  points: z.number().int(),
  balance: z.number().int(),
  reference: z.string(),
});
export type GrantPointsValue = z.infer<typeof grantPointsValueSchema>;
