import { z } from 'zod';
import { siteDayRangeQuery } from './operator-list.js';

/**
 * The console's dashboard (decision 042): the site's figures over GMT+8 site days, read from
 * the event-fed daily figures, and the queues waiting for staff. Money is a decimal number of
 * the site currency (at most 2 decimals), as every operator answer carries it.
 */

/** GET /wps/operator/dashboard: from and to are site days (yyyy-MM-dd), both default today. */
export const dashboardQuerySchema = z.strictObject(siteDayRangeQuery);
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The longest range one dashboard call sums, and the most days of the chart. */
export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_SERIES_MAX_DAYS = 90;
export const DASHBOARD_SERIES_DEFAULT_DAYS = 30;

export const dashboardFiguresSchema = z.object({
  /** Credited deposits and their number. */
  deposits: z.number(),
  depositCount: z.number().int(),
  /** Paid withdrawals, less what was refunded after payment. */
  withdrawals: z.number(),
  /** deposits - withdrawals. */
  netCash: z.number(),
  /** Stakes of settled bets, their number, and what they paid out. */
  bets: z.number(),
  betCount: z.number().int(),
  payouts: z.number(),
  /** Gross gaming revenue: bets - payouts. */
  ggr: z.number(),
  /** Bonus money that reached members' main wallets (bonuses whose turnover was met). */
  bonusCost: z.number(),
  registrations: z.number().int(),
  /** Members whose first ever deposit was credited in the range. */
  firstDeposits: z.number().int(),
  /** Members with at least one settled bet in the range. */
  activeMembers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardCategorySchema = z.object({
  /** A game category code (RNG, LIVE, SPORTS, ...). */
  category: z.string(),
  bets: z.number(),
  betCount: z.number().int(),
  payouts: z.number(),
  ggr: z.number(),
});
export type DashboardCategory = z.infer<typeof dashboardCategorySchema>;

export const dashboardValueSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  figures: dashboardFiguresSchema,
  /** GGR by game category, largest stake first. */
  categories: z.array(dashboardCategorySchema),
});
export type DashboardValue = z.infer<typeof dashboardValueSchema>;

/** GET /wps/operator/dashboard/series: the last `days` site days, today included. */
export const dashboardSeriesQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(DASHBOARD_SERIES_MAX_DAYS).optional(),
});

export const dashboardPointSchema = dashboardFiguresSchema.extend({ day: z.string() });
export type DashboardPoint = z.infer<typeof dashboardPointSchema>;

export const dashboardSeriesValueSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** One point per day, oldest first, days without activity included (all zero). */
  points: z.array(dashboardPointSchema),
});
export type DashboardSeriesValue = z.infer<typeof dashboardSeriesValueSchema>;

/** The queues waiting for staff; the console maps each key to its screen. */
export const DASHBOARD_QUEUE_KEYS = [
  /** Bank-transfer deposits waiting for a confirmation. */
  'deposits.pending',
  /** Withdrawals waiting for a decision. */
  'withdrawals.pending',
  /** Paid withdrawals the member reports as not (fully) received: refund or close the claim. */
  'withdrawals.disputed',
  /** Balance adjustments waiting for a second staff member. */
  'adjustments.pending',
  /** Promotion applications waiting for a decision. */
  'promotionApplications.pending',
  /** Points-mall redeems waiting for a review. */
  'pointRedeems.pending',
  /** Feedback nobody has answered yet. */
  'feedback.open',
  /** Money-pattern cases open or in review. */
  'riskCases.open',
] as const;
export type DashboardQueueKey = (typeof DASHBOARD_QUEUE_KEYS)[number];

export const dashboardQueueSchema = z.object({
  key: z.enum(DASHBOARD_QUEUE_KEYS),
  count: z.number().int(),
  /** The money the queue holds; null for a queue of no money (feedback, points). */
  amount: z.number().nullable(),
  /** Seconds since the oldest item arrived; null when the queue is empty. */
  oldestAgeSeconds: z.number().int().nullable(),
});
export type DashboardQueue = z.infer<typeof dashboardQueueSchema>;

export const dashboardQueuesValueSchema = z.object({
  currency: z.string(),
  queues: z.array(dashboardQueueSchema),
});
export type DashboardQueuesValue = z.infer<typeof dashboardQueuesValueSchema>;
