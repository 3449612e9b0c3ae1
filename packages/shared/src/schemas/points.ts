import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages.js';
import { GAME_CATEGORIES } from '../constants/site.js';

/**
 * Points and the points mall (/pointMall; spec sections 1, 2, 3, 4, 7 and 9;
 * docs/decisions/027-points.md). Points are whole numbers of the ledger currency PTS: they
 * accrue from settled bets at a rate per game category, never expire, are spent on rewards of
 * the catalogue, or are converted to cash in the main wallet at the operator's rate.
 *
 * Points travel as integers; money (a reward's cash, an amount requirement, a conversion's
 * cash) as decimals with at most 2 decimals, in the member's currency. Every member call is
 * under /wps/relay/; the two `passwordCheck/` calls carry the payment password and are sent
 * encrypted (like the withdrawal and the transfer to the upline, decision 011).
 */

/** The ledger currency of points. */
export const POINTS_CURRENCY = 'PTS';

/**
 * cash: money to the main wallet; bonus: money to the bonus wallet with a turnover requirement;
 * ticket: reward-centre tickets (golden egg, red envelope, prize wheel), one per unit; physical: an item an operator sends (applying, in process, approved or
 * rejected).
 */
export const POINT_REWARD_TYPES = ['cash', 'bonus', 'ticket', 'physical'] as const;
export type PointRewardType = (typeof POINT_REWARD_TYPES)[number];

/** Spec section 9: the kinds of reward ticket. */
export const POINT_TICKET_KINDS = ['golden_egg', 'red_envelope', 'prize_wheel'] as const;
export type PointTicketKind = (typeof POINT_TICKET_KINDS)[number];

/**
 * What an amount requirement measures, over the member's whole history: deposits credited, or
 * valid turnover (settled bets).
 */
export const POINT_REQUIREMENT_KINDS = ['deposit', 'turnover'] as const;
export type PointRequirementKind = (typeof POINT_REQUIREMENT_KINDS)[number];

/**
 * Spec section 4, points redeem: applying (a physical item waits for an operator), in_process
 * (being sent), approved (done; cash and bonus rewards are approved at once), rejected (the
 * points and the stock came back).
 */
export const POINT_REDEEM_STATUSES = ['applying', 'in_process', 'approved', 'rejected'] as const;
export type PointRedeemStatus = (typeof POINT_REDEEM_STATUSES)[number];

/**
 * What moved a member's points (ODSFE2_MemTransDet): earn (settled bets), redeem (a reward),
 * return (a rejected redeem's points given back), convert (to cash), adjustment (by an operator;
 * either sign).
 */
export const POINT_MOVEMENT_TYPES = ['earn', 'redeem', 'return', 'convert', 'adjustment'] as const;
export type PointMovementType = (typeof POINT_MOVEMENT_TYPES)[number];

export const POINT_PAGE_SIZE_DEFAULT = 20;
export const POINT_PAGE_SIZE_MAX = 100;
/** The most of one reward in one redeem. */
export const POINT_REDEEM_QUANTITY_MAX = 99;
/** The longest list range, and the default one (days), as for account records. */
export const POINT_LIST_MAX_DAYS = 90;
export const POINT_LIST_DEFAULT_DAYS = 7;

const points = z.number().int().min(0).max(1_000_000_000_000);
const positivePoints = points.min(1);
const amount = z.number().min(0).max(1e12);
const timestamp = z.string();
/** The client's idempotency key: a retry with the same reference returns the first result. */
const reference = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);
const paymentPassword = z.string().regex(/^\d{6}$/);
const page = z.coerce.number().int().min(1).max(10_000).optional();
const pageSize = z.coerce.number().int().min(1).max(POINT_PAGE_SIZE_MAX).optional();
/** ISO instants; `to` exclusive. Defaults and limits as account records (7 days, 90 at most). */
const range = {
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};

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
