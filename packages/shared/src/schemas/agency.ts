import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants/site.js';
import { recordTypes } from './account-records.js';
import { betRecordSchema, betTotalsSchema } from './games.js';
import { transferReferenceSchema } from './upline-transfer.js';
import { amountInputSchema } from './withdrawal.js';
import { displayText } from '../validation/display-text.js';
import { addSiteDays, siteDayOf, siteWeekStart } from '../site-day.js';

/**
 * The agent centre (spec sections 1, 2, 5 and 6; ARCHITECTURE section 13; decision 031). Every
 * call is the signed-in agent's (types 1, 2, 41, 42) and reaches only their own downline: a
 * member id outside it answers 404 (AGENCY_MEMBER_NOT_FOUND), whichever parameter carries it.
 *
 * Money in answers is in major units (numbers with at most 2 decimals), as elsewhere.
 * Profit and loss is the members' result: payouts + bonuses - bets (negative: the team lost).
 * Days are site days (yyyy-MM-dd, GMT+8); a week starts on Monday.
 */

// ---- Agent types ------------------------------------------------------------------------------

/**
 * What each agent type may create or grant below itself (decision 031): a master agent (1) and
 * an agent (2) build agent chains of type 2; an affiliate (41) recruits sub-affiliates (42); a
 * sub-affiliate (42) recruits members only.
 */
export const GRANTABLE_AGENT_TYPE: Readonly<Record<number, number | null>> = {
  1: 2,
  2: 2,
  41: 42,
  42: null,
};

// ---- Periods ----------------------------------------------------------------------------------

export const reportPeriods = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
/** The longest custom range, in days. */
export const REPORT_MAX_DAYS = 92;

const siteDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const memberId = z.coerce.number().int().positive();

/** A period of the reports: a named one, or custom with from and to (site days, inclusive). */
export const reportPeriodQuery = {
  period: z.enum(reportPeriods).default('today'),
  from: siteDay.optional(),
  to: siteDay.optional(),
};

/**
 * The first and last site day (inclusive) of a period at `now`. Custom ranges are checked by the
 * caller (from <= to, at most REPORT_MAX_DAYS); this returns them as given.
 */
export function resolveReportPeriod(
  period: ReportPeriod,
  now: Date,
  custom: { from?: string; to?: string } = {},
): { from: string; to: string } {
  const today = siteDayOf(now);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addSiteDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'week':
      return { from: siteWeekStart(today), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'custom':
      return { from: custom.from ?? today, to: custom.to ?? today };
  }
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addSiteDays(day, 1)) days.push(day);
  return days;
}

// ---- Figures ----------------------------------------------------------------------------------

/** The money figures of a member or a team over a period. */
export const moneyFiguresSchema = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  bets: z.number(),
  validBets: z.number(),
  payouts: z.number(),
  bonuses: z.number(),
  /** payouts + bonuses - bets: the members' result. */
  profitLoss: z.number(),
});
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;

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

// ---- Downline management ------------------------------------------------------------------------

export const downlineScopes = ['direct', 'all'] as const;
export const memberStatuses = ['active', 'disabled'] as const;

/** GET /wps/agent/team/members (downlineManagmentView). */
export const downlineQuerySchema = z.strictObject({
  /** Whose downline to list: the agent (default) or one of their downlines (drilling down). */
  parentId: memberId.optional(),
  scope: z.enum(downlineScopes).default('direct'),
  /** Part of the account name, case-insensitive. */
  account: z.string().trim().min(1).max(32).optional(),
  /** member: types other than the agent types; agent: 1, 2, 41, 42. */
  type: z.enum(['member', 'agent']).optional(),
  registeredFrom: siteDay.optional(),
  registeredTo: siteDay.optional(),
  lastLoginFrom: siteDay.optional(),
  lastLoginTo: siteDay.optional(),
  status: z.enum(memberStatuses).optional(),
  page: pageNo,
  pageSize,
});
export type DownlineQuery = z.input<typeof downlineQuerySchema>;

/** A member of the tree as the agent sees it: their level below the agent, balance, team size. */
export const downlineMemberSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** 1: a direct downline of the agent; 2: one below; ... */
  level: z.number().int(),
  upline: z.string().nullable(),
  directCount: z.number().int(),
  downlineCount: z.number().int(),
  /** Main wallet. */
  balance: z.number(),
  currency: z.string(),
  status: z.enum(memberStatuses),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;

/** The way from the agent down to a member of their tree: the agent first. */
export const breadcrumbSchema = z.object({ id: z.number().int(), account: z.string() });

export const downlineListValueSchema = z.object({
  /** The agent, then each member down to the listed parent. */
  breadcrumbs: z.array(breadcrumbSchema),
  list: z.array(downlineMemberSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The agent type this agent may give a direct downline, or null (decision 031). */
  grantableType: z.number().int().nullable(),
});
export type DownlineListValue = z.infer<typeof downlineListValueSchema>;

/** PUT /wps/agent/team/members (registerCenter, encrypted): a member or sub-agent below the agent. */
export const registerDownlinePayloadSchema = z.strictObject({
  /** agent: the type of GRANTABLE_AGENT_TYPE (refused when the agent may grant none). */
  kind: z.enum(['member', 'agent']),
  username: z.string().trim().min(1).max(64),
  /** The initial password; the new account must change it at first login. */
  password: z.string().min(1).max(64),
  confirmPassword: z.string().min(1).max(64),
  nickname: displayText(z.string().trim().max(32)).optional(),
});
export type RegisterDownlinePayload = z.infer<typeof registerDownlinePayloadSchema>;

export const registerDownlineResultSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  upline: z.string(),
  registeredAt: z.string(),
});
export type RegisterDownlineResult = z.infer<typeof registerDownlineResultSchema>;

/** POST /wps/agent/team/members/type: make a direct downline an agent of the grantable type. */
export const grantAgentPayloadSchema = z.strictObject({ memberId });
export const grantAgentResultSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
});
export type GrantAgentResult = z.infer<typeof grantAgentResultSchema>;

/** GET /wps/agent/team/transfer: what the transfer form needs. */
export const downlineTransferInfoSchema = z.object({
  min: z.number(),
  max: z.number(),
  /** The agent's main wallet: the most that can be sent now. */
  balance: z.number(),
  currency: z.string(),
  hasPaymentPassword: z.boolean(),
});
export type DownlineTransferInfo = z.infer<typeof downlineTransferInfoSchema>;

/** POST /wps/agent/team/transfer (encrypted): main wallet to a direct downline's main wallet. */
export const downlineTransferPayloadSchema = z.strictObject({
  memberId: z.number().int().positive(),
  amount: amountInputSchema,
  paymentPassword: z.string().regex(/^\d{6}$/),
  /** The client's idempotency key: a retry with the same reference returns the first result. */
  reference: transferReferenceSchema,
});
export type DownlineTransferPayload = z.infer<typeof downlineTransferPayloadSchema>;

export const downlineTransferResultSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  /** The agent's main wallet right after. */
  balance: z.number(),
  downline: z.string(),
  currency: z.string(),
  time: z.string(),
});
export type DownlineTransferResult = z.infer<typeof downlineTransferResultSchema>;

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

// ---- Agent announcements ------------------------------------------------------------------------

/** GET /wps/agent/announcements (agentAnnouncement): the operator's notices to agents, newest first. */
export const agentAnnouncementsValueSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      content: z.string(),
      pinned: z.boolean(),
      time: z.string(),
    }),
  ),
});
export type AgentAnnouncementsValue = z.infer<typeof agentAnnouncementsValueSchema>;
