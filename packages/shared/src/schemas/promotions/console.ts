import { z } from 'zod';
import { operatorListQuery, operatorPageSchema, sortParamSchema } from '../operator-list.js';
import { operatorPromotionSchema, type OperatorPromotion } from './operator.js';
import { timestamp } from './fields.js';
import {
  BONUS_STATES,
  PROMOTION_CONSOLE_STATES,
  PROMOTION_KINDS,
  PROMOTION_SORTS,
  type PromotionConsoleState,
} from './constants.js';

/**
 * What the operator console reads about promotions beyond the promotion itself (decision 046):
 * the list's states and filters, each promotion's figures, its raffle prizes and its cashback
 * runs. Amounts travel as decimals of major units, computed from integer minor units.
 */

/** The state of a promotion at `now`. */
export function promotionConsoleState(
  promotion: Pick<OperatorPromotion, 'status' | 'startsAt' | 'endsAt'>,
  now: Date = new Date(),
): PromotionConsoleState {
  if (promotion.status === 'archived') return 'archived';
  if (promotion.status === 'draft') return 'draft';
  const at = now.getTime();
  if (Date.parse(promotion.startsAt) > at) return 'scheduled';
  if (promotion.endsAt && Date.parse(promotion.endsAt) <= at) return 'ended';
  return 'running';
}

/** GET /wps/operator/promotions: every promotion, filtered by state, kind and text. */
export const operatorPromotionsQuerySchema = z.strictObject({
  ...operatorListQuery,
  sort: sortParamSchema(PROMOTION_SORTS),
  state: z.enum(PROMOTION_CONSOLE_STATES).optional(),
  kind: z.enum(PROMOTION_KINDS).optional(),
  /** Part of the code or of a title in any language. */
  q: z.string().trim().max(100).optional(),
});
export type OperatorPromotionsQuery = z.infer<typeof operatorPromotionsQuerySchema>;

export const operatorPromotionListItemSchema = operatorPromotionSchema.extend({
  state: z.enum(PROMOTION_CONSOLE_STATES),
});
export type OperatorPromotionListItem = z.infer<typeof operatorPromotionListItemSchema>;
export const operatorPromotionsPageSchema = operatorPageSchema(operatorPromotionListItemSchema);

/** GET /wps/operator/promotions/:id/figures: what the promotion did and what it cost. */
export const promotionFiguresSchema = z.object({
  promotionId: z.number().int(),
  /** Distinct members who joined or applied. */
  membersJoined: z.number().int(),
  /** Bonuses the promotion gave, whatever became of them. */
  bonusesIssued: z.number().int(),
  /** The amount of those bonuses. */
  bonusIssued: z.number(),
  /** Released to the main wallet: the turnover was met (the promotion's real cost). */
  bonusPaid: z.number(),
  /** Still playing their turnover. */
  bonusInProgress: z.number(),
  /** Expired, forfeited or cancelled: back to the bonus pool. */
  bonusLost: z.number(),
  /** Bonuses whose turnover was met. */
  bonusesCompleted: z.number().int(),
  turnoverRequired: z.number(),
  /** Turnover played towards the requirements, each bonus counted up to its own requirement. */
  turnoverMet: z.number(),
  /** Successful deposits of the members who joined, from their joining to the promotion's end. */
  deposits: z.number(),
  /** Bonus issued / deposits, in percent with 2 decimals; null without deposits. */
  costPercent: z.number().nullable(),
});
export type PromotionFigures = z.infer<typeof promotionFiguresSchema>;

export const rafflePrizeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  amount: z.number(),
  status: z.enum(['won', 'claimed']),
  grantedBy: z.string().nullable(),
  createdAt: timestamp,
  claimedAt: timestamp.nullable(),
});
export type RafflePrize = z.infer<typeof rafflePrizeSchema>;
export const rafflePrizesValueSchema = z.object({
  list: z.array(rafflePrizeSchema),
  /** Every prize recorded, and those claimed. */
  total: z.number(),
  claimed: z.number(),
});
export type RafflePrizesValue = z.infer<typeof rafflePrizesValueSchema>;

/** One site day's cashback of a promotion: what it paid, to how many members. */
export const cashbackRunSchema = z.object({
  day: z.string(),
  members: z.number().int(),
  total: z.number(),
  /** When its first and last bonus were issued. */
  firstIssuedAt: timestamp,
  lastIssuedAt: timestamp,
});
export type CashbackRun = z.infer<typeof cashbackRunSchema>;
export const cashbackRunsValueSchema = z.object({ list: z.array(cashbackRunSchema) });

export const cashbackRunParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const cashbackResultSchema = z.object({
  bonusId: z.number().int(),
  bonusNo: z.string(),
  username: z.string(),
  amount: z.number(),
  turnoverRequired: z.number(),
  turnoverPlayed: z.number(),
  state: z.enum(BONUS_STATES),
  issuedAt: timestamp,
});
export type CashbackResult = z.infer<typeof cashbackResultSchema>;
export const cashbackResultsValueSchema = z.object({
  day: z.string(),
  total: z.number(),
  list: z.array(cashbackResultSchema),
});
export type CashbackResultsValue = z.infer<typeof cashbackResultsValueSchema>;
