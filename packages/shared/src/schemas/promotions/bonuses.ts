import { z } from 'zod';
import { categoryMap, timestamp } from './fields.js';
import { BONUS_SOURCES, BONUS_STATES } from './constants.js';

/** The bonuses in the member's bonus wallet (member-centre page bonusDetails). */

// ---- Member: bonuses --------------------------------------------------------------------
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
