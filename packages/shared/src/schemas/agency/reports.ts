import { z } from 'zod';
import { GAME_CATEGORIES } from '../../constants/site.js';
import { recordTypes } from '../account-records.js';
import { betRecordSchema, betTotalsSchema } from '../games.js';
import { memberId, pageNo, pageSize, siteDay } from './fields.js';
import { moneyFiguresSchema, reportPeriodQuery, reportPeriods } from './periods.js';
import { breadcrumbSchema } from './team.js';

/**
 * The agent-centre reports over a period: team overview, team betting, user profit and loss, the
 * agent's income and the team's transaction details.
 */

// ---- Team overview ----------------------------------------------------------------------------

/** GET /wps/agent/team/overview (agentTeamOverview). */
export const teamOverviewQuerySchema = z.strictObject(reportPeriodQuery);
export type TeamOverviewQuery = z.input<typeof teamOverviewQuerySchema>;

export const teamOverviewValueSchema = z.object({
  period: z.enum(reportPeriods),
  from: siteDay,
  to: siteDay,
  currency: z.string(),
  /** Downlines now: direct, and at every level. */
  teamSize: z.object({ direct: z.number().int(), all: z.number().int() }),
  /**
   * The whole downline (the agent not included) over the period: members registered, members
   * whose first deposit fell in it, members with a settled bet in it, deposit and bet counts.
   */
  figures: moneyFiguresSchema.extend({
    registrations: z.number().int(),
    firstDepositors: z.number().int(),
    activeMembers: z.number().int(),
    depositCount: z.number().int(),
    betCount: z.number().int(),
  }),
  /** Every day of the period, oldest first (days without activity as zeros): the chart. */
  days: z.array(
    moneyFiguresSchema.extend({
      date: siteDay,
      registrations: z.number().int(),
      activeMembers: z.number().int(),
    }),
  ),
});
export type TeamOverviewValue = z.infer<typeof teamOverviewValueSchema>;

// ---- Team betting -----------------------------------------------------------------------------

/** GET /wps/agent/team/bets (personalHistoryCopy of the agent centre). */
export const teamBetsQuerySchema = z.strictObject({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** One downline's exact account name. */
  account: z.string().trim().min(1).max(64).optional(),
  /** Only members this many levels below the agent (1: direct downlines). */
  level: z.coerce.number().int().min(1).max(50).optional(),
  /** Only the team of this downline: the member itself and everyone below it. */
  teamOf: memberId.optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  vassalage: z.string().trim().min(1).max(64).optional(),
  page: pageNo,
  pageSize,
});
export type TeamBetsQuery = z.input<typeof teamBetsQuerySchema>;

export const teamBetsValueSchema = z.object({
  list: z.array(betRecordSchema.extend({ account: z.string(), level: z.number().int() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Whose team the list is limited to (`teamOf`), or null for the whole downline. */
  team: z.object({ id: z.number().int(), account: z.string() }).nullable(),
  /** Over every matching round, not one page. */
  totals: betTotalsSchema,
});
export type TeamBetsValue = z.infer<typeof teamBetsValueSchema>;

// ---- User profit and loss -----------------------------------------------------------------------

/** GET /wps/agent/team/profit (palStatementsAgentCopy). */
export const teamProfitQuerySchema = z.strictObject({
  ...reportPeriodQuery,
  /** Whose level to show: the agent (default) or a downline (drilling down). */
  parentId: memberId.optional(),
  page: pageNo,
  pageSize,
});
export type TeamProfitQuery = z.input<typeof teamProfitQuerySchema>;

/** A member's own figures and those of their whole team (the member included). */
export const profitRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  level: z.number().int(),
  downlineCount: z.number().int(),
  own: moneyFiguresSchema,
  team: moneyFiguresSchema,
});
export type ProfitRow = z.infer<typeof profitRowSchema>;

export const teamProfitValueSchema = z.object({
  from: siteDay,
  to: siteDay,
  currency: z.string(),
  breadcrumbs: z.array(breadcrumbSchema),
  /** The listed parent: own figures and the whole team's (its totals). */
  parent: profitRowSchema,
  /** The parent's direct downlines, each with its own and its team's figures. */
  list: z.array(profitRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TeamProfitValue = z.infer<typeof teamProfitValueSchema>;

// ---- My income ----------------------------------------------------------------------------------

/**
 * What an agent earns: money their downlines sent up; the contract kinds (dividend, daily,
 * hourly and real-time salary) arrive with the contracts.
 */
export const incomeKinds = [
  'downline_transfer',
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
] as const;
export type IncomeKind = (typeof incomeKinds)[number];

/** GET /wps/agent/income (agentRevenueReport). */
export const incomeQuerySchema = z.strictObject({
  ...reportPeriodQuery,
  kind: z.enum(incomeKinds).optional(),
  page: pageNo,
  pageSize,
});
export type IncomeQuery = z.input<typeof incomeQuerySchema>;

export const incomeValueSchema = z.object({
  from: siteDay,
  to: siteDay,
  currency: z.string(),
  list: z.array(
    z.object({
      id: z.number().int(),
      time: z.string(),
      kind: z.enum(incomeKinds),
      amount: z.number(),
      reference: z.string(),
      /** Who it came from (the downline's account), or null for the platform. */
      source: z.string().nullable(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Over the whole period and kind filter. */
  totals: z.object({
    amount: z.number(),
    count: z.number().int(),
    byKind: z.array(z.object({ kind: z.enum(incomeKinds), amount: z.number(), count: z.number() })),
  }),
});
export type IncomeValue = z.infer<typeof incomeValueSchema>;

// ---- Transaction details -----------------------------------------------------------------------

/** GET /wps/agent/team/transactions (agentDownlineTransactionDetailsCopy). */
export const teamTransactionsQuerySchema = z.strictObject({
  ...reportPeriodQuery,
  account: z.string().trim().min(1).max(64).optional(),
  type: z.enum(recordTypes).optional(),
  page: pageNo,
  pageSize,
});
export type TeamTransactionsQuery = z.input<typeof teamTransactionsQuerySchema>;

export const teamTransactionsValueSchema = z.object({
  from: siteDay,
  to: siteDay,
  currency: z.string(),
  list: z.array(
    z.object({
      id: z.number().int(),
      time: z.string(),
      account: z.string(),
      level: z.number().int(),
      type: z.enum(recordTypes),
      /** Signed: money in positive, out negative. */
      amount: z.number(),
      balance: z.number(),
      reference: z.string(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  totals: z.object({ in: z.number(), out: z.number(), count: z.number().int() }),
});
export type TeamTransactionsValue = z.infer<typeof teamTransactionsValueSchema>;
