import { z } from 'zod';
import { GAME_CATEGORIES } from '../../constants/site.js';
import {
  POINT_MOVEMENT_TYPES,
  POINT_REDEEM_QUANTITY_MAX,
  POINT_REDEEM_STATUSES,
  POINT_REQUIREMENT_KINDS,
  POINT_REWARD_TYPES,
  POINT_TICKET_KINDS,
} from './constants.js';
import {
  amount,
  page,
  pageSize,
  paymentPassword,
  points,
  positivePoints,
  range,
  reference,
  timestamp,
} from './fields.js';

/** The member's calls: balance and config, the catalogue, redeem and convert, and the lists. */

// ---- Member: balance and config ------------------------------------------------------------

/** GET /wps/relay/MCS2_getPointBalance (token). */
export const pointBalanceSchema = z.object({
  /** Whole points. */
  balance: z.number().int(),
  /** What the balance converts to now, at the configured rate (whole steps only). */
  cashValue: z.number(),
  /** The member's money currency (of cashValue). */
  currency: z.string(),
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/** Points earned per `perAmount` of valid turnover in one game category. */
export const pointEarningRateSchema = z.object({
  category: z.enum(GAME_CATEGORIES),
  points: points,
  /** Valid turnover, a decimal (e.g. 100 for "per 100.00"). */
  perAmount: amount,
});
export type PointEarningRate = z.infer<typeof pointEarningRateSchema>;

/** GET /wps/relay/MCS2_getPointConfig (public; the rules shown under the mall). */
export const pointConfigSchema = z.object({
  /** Off: nothing can be redeemed or converted (points still accrue and are kept). */
  enabled: z.boolean(),
  /** Categories without a rate earn nothing. */
  rates: z.array(pointEarningRateSchema),
  conversion: z.object({
    /** `points` points convert to `amount` of cash. */
    points: positivePoints,
    amount: amount,
    /** The fewest points of one conversion. */
    minPoints: points,
    /** A conversion is a whole multiple of this many points (so no cash is rounded away). */
    step: positivePoints,
  }),
  /** The rules text in the request's language (EN fallback); may be empty. */
  rules: z.string(),
  /** Points never expire (spec section 9). */
  expires: z.literal(false),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

// ---- Member: catalogue ---------------------------------------------------------------------

/** GET /wps/relay/MCS2_getPointReward (public; a token adds the member's own counts). */
export const pointRewardsQuerySchema = z.strictObject({
  type: z.enum(POINT_REWARD_TYPES).optional(),
});
export type PointRewardsQuery = z.infer<typeof pointRewardsQuerySchema>;

export const pointRewardSchema = z.object({
  id: z.number().int(),
  type: z.enum(POINT_REWARD_TYPES),
  /** In the request's language, EN fallback. */
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Points per unit. */
  points: positivePoints,
  /** Cash or bonus per unit (cash and bonus rewards); null for the others. */
  amount: z.number().nullable(),
  /** Bonus rewards: turnover required = amount x this. */
  turnoverMultiple: z.number().int().nullable(),
  ticketKind: z.enum(POINT_TICKET_KINDS).nullable(),
  /** The member must have made this much (deposits or valid turnover, all time); null: none. */
  requirement: z.object({ kind: z.enum(POINT_REQUIREMENT_KINDS), amount: amount }).nullable(),
  /** Units left; null: unlimited. */
  stock: z.number().int().nullable(),
  /** Units one member may redeem in all (rejected redeems do not count); null: no limit. */
  perMemberLimit: z.number().int().nullable(),
  /** Units this member has redeemed (0 for visitors). */
  redeemedByMe: z.number().int(),
  /** False for a reward ticket whose kind has no prize table in the reward centre. */
  redeemable: z.boolean(),
});
export type PointReward = z.infer<typeof pointRewardSchema>;

export const pointRewardsValueSchema = z.object({ list: z.array(pointRewardSchema) });
export type PointRewardsValue = z.infer<typeof pointRewardsValueSchema>;

// ---- Member: redeem and convert ------------------------------------------------------------

/** POST /wps/relay/passwordCheck/MCS2_redeemPointReward (token, encrypted). */
export const redeemPointRewardPayloadSchema = z.strictObject({
  rewardId: z.number().int().min(1),
  quantity: z.number().int().min(1).max(POINT_REDEEM_QUANTITY_MAX),
  paymentPassword,
  reference,
});
export type RedeemPointRewardPayload = z.infer<typeof redeemPointRewardPayloadSchema>;

/** One redeem (spec section 3, points redeem record). */
export const pointRedeemSchema = z.object({
  /** Transaction number, P + site day + digits. */
  transNo: z.string(),
  /** Apply time (ISO instant). */
  applyTime: timestamp,
  type: z.enum(POINT_REWARD_TYPES),
  /** The reward's name in the request's language when it was listed. */
  name: z.string(),
  quantity: z.number().int(),
  /** Points requirement: points of the whole redeem (price x quantity). */
  points: z.number().int(),
  /** Amount requirement the reward had, or null. */
  requirement: z.object({ kind: z.enum(POINT_REQUIREMENT_KINDS), amount: amount }).nullable(),
  status: z.enum(POINT_REDEEM_STATUSES),
  /** Changed points: negative, what the redeem took (a rejection's return is its own movement). */
  changedPoints: z.number().int(),
  /** Points balance right after the redeem. */
  balanceAfter: z.number().int(),
  /** The operator's remark (a rejection's reason); empty when none. */
  remark: z.string(),
  /** When an operator last changed the status; null for none. */
  updatedTime: timestamp.nullable(),
});
export type PointRedeem = z.infer<typeof pointRedeemSchema>;

/** The answer of a redeem, or of its replay (then the first redeem, `replayed`). */
export const redeemPointRewardValueSchema = pointRedeemSchema.extend({
  replayed: z.boolean(),
});
export type RedeemPointRewardValue = z.infer<typeof redeemPointRewardValueSchema>;

/** POST /wps/relay/passwordCheck/MCS2_convertPoint (token, encrypted). */
export const convertPointPayloadSchema = z.strictObject({
  points: positivePoints,
  paymentPassword,
  reference,
});
export type ConvertPointPayload = z.infer<typeof convertPointPayloadSchema>;

export const convertPointValueSchema = z.object({
  reference: z.string(),
  points: z.number().int(),
  /** Cash credited to the main wallet. */
  amount: z.number(),
  currency: z.string(),
  pointsBalance: z.number().int(),
  mainBalance: z.number(),
  time: timestamp,
  /** True when the reference had been used: nothing moved again. */
  replayed: z.boolean(),
});
export type ConvertPointValue = z.infer<typeof convertPointValueSchema>;

// ---- Member: lists -------------------------------------------------------------------------

/** GET /wps/relay/MCS2_getRedeemPointList (token): newest first. */
export const redeemPointListQuerySchema = z.strictObject({
  ...range,
  status: z.enum(POINT_REDEEM_STATUSES).optional(),
  type: z.enum(POINT_REWARD_TYPES).optional(),
  page,
  pageSize,
});
export type RedeemPointListQuery = z.input<typeof redeemPointListQuerySchema>;

export const redeemPointListValueSchema = z.object({
  list: z.array(pointRedeemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  from: timestamp,
  to: timestamp,
});
export type RedeemPointListValue = z.infer<typeof redeemPointListValueSchema>;

/** GET /wps/relay/ODSFE2_MemTransDet (token): every points movement, newest first. */
export const pointMovementsQuerySchema = z.strictObject({
  ...range,
  type: z.enum(POINT_MOVEMENT_TYPES).optional(),
  page,
  pageSize,
});
export type PointMovementsQuery = z.input<typeof pointMovementsQuerySchema>;

export const pointMovementSchema = z.object({
  /** The ledger entry's id: unique and stable. */
  id: z.number().int(),
  time: timestamp,
  type: z.enum(POINT_MOVEMENT_TYPES),
  /** Signed: positive added, negative taken. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  /** A redeem's transaction number, a conversion's reference, a bet round, an adjustment. */
  reference: z.string(),
});
export type PointMovement = z.infer<typeof pointMovementSchema>;

export const pointMovementsValueSchema = z.object({
  list: z.array(pointMovementSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  from: timestamp,
  to: timestamp,
  balance: z.number().int(),
});
export type PointMovementsValue = z.infer<typeof pointMovementsValueSchema>;
