import { z } from 'zod';
import { contractKinds } from '../contracts/terms.js';
import { operatorListQuery, operatorPageSchema, siteDayRangeQuery } from './operator-list.js';

/**
 * The console's reports (decision 050): figures of a range of GMT+8 site days, both ends
 * included, paged like every console list and streamed whole as CSV with `format=csv`. Money is
 * a decimal number of the site currency (at most 2 decimals); the sums are made in minor units.
 */

/** The longest range one report call covers. */
export const REPORT_MAX_DAYS = 366;

const reportQuery = { ...siteDayRangeQuery, ...operatorListQuery };

// ---- Gross gaming revenue ----------------------------------------------------------------
export const GGR_GROUPINGS = ['vendor', 'game', 'day'] as const;
export type GgrGrouping = (typeof GGR_GROUPINGS)[number];
export const GGR_SORTS = ['label', 'bets', 'payouts', 'ggr', 'rounds', 'players'] as const;

/** GET /wps/operator/reports/ggr: settled rounds by the site day they settled. */
export const ggrReportQuerySchema = z.strictObject({
  ...reportQuery,
  by: z.enum(GGR_GROUPINGS).optional(),
  /** One game category (RNG, LIVE, SPORTS, ...); the day view has every category. */
  category: z.string().trim().min(1).max(16).optional(),
  sort: z.enum([...GGR_SORTS, ...GGR_SORTS.map((field) => `-${field}` as const)]).optional(),
});
export type GgrReportQuery = z.infer<typeof ggrReportQuerySchema>;

export const ggrFiguresSchema = z.object({
  /** Stakes of settled rounds. */
  bets: z.number(),
  payouts: z.number(),
  /** bets - payouts. */
  ggr: z.number(),
  rounds: z.number().int(),
  /** Members with a settled round (in the row; the totals count each member once). */
  players: z.number().int(),
});
export type GgrFigures = z.infer<typeof ggrFiguresSchema>;

export const ggrRowSchema = ggrFiguresSchema.extend({
  /** vendor: category:vassalage; game: the game id; day: the site day. */
  key: z.string(),
  /** The vendor's title, the game's name in the request's language, or the day. */
  label: z.string(),
  category: z.string().nullable(),
  vendor: z.string().nullable(),
  day: z.string().nullable(),
});
export type GgrRow = z.infer<typeof ggrRowSchema>;

export const ggrReportValueSchema = operatorPageSchema(ggrRowSchema).extend({
  from: z.string(),
  to: z.string(),
  by: z.enum(GGR_GROUPINGS),
  currency: z.string(),
  totals: ggrFiguresSchema,
});
export type GgrReportValue = z.infer<typeof ggrReportValueSchema>;

// ---- Promotion and bonus cost -------------------------------------------------------------
export const BONUS_COST_GROUPINGS = ['promotion', 'day'] as const;
export type BonusCostGrouping = (typeof BONUS_COST_GROUPINGS)[number];
export const BONUS_COST_SORTS = ['label', 'granted', 'returned', 'netCost', 'deposits'] as const;

/** GET /wps/operator/reports/bonus-cost. */
export const bonusCostQuerySchema = z.strictObject({
  ...reportQuery,
  by: z.enum(BONUS_COST_GROUPINGS).optional(),
  sort: z
    .enum([...BONUS_COST_SORTS, ...BONUS_COST_SORTS.map((field) => `-${field}` as const)])
    .optional(),
});
export type BonusCostQuery = z.infer<typeof bonusCostQuerySchema>;

export const bonusCostFiguresSchema = z.object({
  /** Bonuses issued in the range: money and number. */
  granted: z.number(),
  grantedCount: z.number().int(),
  /** Bonuses that ended in the range without reaching the member (expired, forfeited, cancelled). */
  returned: z.number(),
  returnedCount: z.number().int(),
  /** Bonuses whose turnover was met in the range: released to the main wallet. */
  released: z.number(),
  /** granted - returned. */
  netCost: z.number(),
  /** Members given a bonus in the range (in the row; the totals count each member once). */
  members: z.number().int(),
  /** Credited deposits in the range of those members. */
  deposits: z.number(),
});
export type BonusCostFigures = z.infer<typeof bonusCostFiguresSchema>;

export const bonusCostRowSchema = bonusCostFiguresSchema.extend({
  /** promotion: the promotion id, or the bonus source of bonuses without one; day: the day. */
  key: z.string(),
  /** The promotion's code, or the source (adjustment: bonuses granted by hand), or the day. */
  label: z.string(),
  promotionId: z.number().int().nullable(),
  source: z.string().nullable(),
  day: z.string().nullable(),
});
export type BonusCostRow = z.infer<typeof bonusCostRowSchema>;

export const bonusCostValueSchema = operatorPageSchema(bonusCostRowSchema).extend({
  from: z.string(),
  to: z.string(),
  by: z.enum(BONUS_COST_GROUPINGS),
  currency: z.string(),
  totals: bonusCostFiguresSchema,
});
export type BonusCostValue = z.infer<typeof bonusCostValueSchema>;

/** GET /wps/operator/reports/manual-bonuses: bonuses granted by hand (source adjustment). */
export const manualBonusesQuerySchema = z.strictObject({
  ...reportQuery,
  sort: z.enum(['issuedAt', '-issuedAt', 'amount', '-amount']).optional(),
});
export type ManualBonusesQuery = z.infer<typeof manualBonusesQuerySchema>;

export const manualBonusSchema = z.object({
  id: z.number().int(),
  bonusNo: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  amount: z.number(),
  state: z.string(),
  /** The operator's reason, as the member reads it. */
  reason: z.string().nullable(),
  issuedAt: z.string(),
});
export type ManualBonus = z.infer<typeof manualBonusSchema>;

export const manualBonusesValueSchema = operatorPageSchema(manualBonusSchema).extend({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  totals: z.object({ amount: z.number(), count: z.number().int() }),
});
export type ManualBonusesValue = z.infer<typeof manualBonusesValueSchema>;

// ---- Agent commissions --------------------------------------------------------------------
export const COMMISSION_GROUPINGS = ['agent', 'day'] as const;
export type CommissionGrouping = (typeof COMMISSION_GROUPINGS)[number];
export const COMMISSION_SORTS = ['label', 'paid', 'settlements', 'validBets'] as const;

/** GET /wps/operator/reports/commissions: contract settlements by the day their period starts. */
export const commissionsQuerySchema = z.strictObject({
  ...reportQuery,
  by: z.enum(COMMISSION_GROUPINGS).optional(),
  kind: z.enum(contractKinds).optional(),
  sort: z
    .enum([...COMMISSION_SORTS, ...COMMISSION_SORTS.map((field) => `-${field}` as const)])
    .optional(),
});
export type CommissionsQuery = z.infer<typeof commissionsQuerySchema>;

export const commissionFiguresSchema = z.object({
  settlements: z.number().int(),
  /** Settlements that paid something (an amount above 0). */
  paidCount: z.number().int(),
  validBets: z.number(),
  /** What the reached tier's rates gave, before the downline's share. */
  gross: z.number(),
  /** What went to the holder's main wallet. */
  paid: z.number(),
});
export type CommissionFigures = z.infer<typeof commissionFiguresSchema>;

export const commissionRowSchema = commissionFiguresSchema.extend({
  /** agent: holder:kind; day: day:kind. */
  key: z.string(),
  /** The agent's account, or the day. */
  label: z.string(),
  kind: z.enum(contractKinds),
  agentId: z.number().int().nullable(),
  day: z.string().nullable(),
});
export type CommissionRow = z.infer<typeof commissionRowSchema>;

export const commissionsValueSchema = operatorPageSchema(commissionRowSchema).extend({
  from: z.string(),
  to: z.string(),
  by: z.enum(COMMISSION_GROUPINGS),
  currency: z.string(),
  totals: commissionFiguresSchema,
  /** The totals of each kind present in the range. */
  kinds: z.array(commissionFiguresSchema.extend({ kind: z.enum(contractKinds) })),
});
export type CommissionsValue = z.infer<typeof commissionsValueSchema>;
