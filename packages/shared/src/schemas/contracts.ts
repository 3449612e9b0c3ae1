import { z } from 'zod';
import { schedules } from '../contracts/periods.js';
import { contractKinds, dividendPeriods } from '../contracts/terms.js';
import { reportPeriodQuery, reportPeriods } from './agency.js';
import { amountInputSchema } from './withdrawal.js';

/**
 * Agent contracts (spec sections 2, 3, 4, 6, 7 and 9; decision 034): dividend, daily salary,
 * hourly salary and real-time salary. Each kind has one relay call of spec section 7 that takes
 * an `action`:
 * - /wps/relay/MCS2_processDividendReq (dividend),
 * - /wps/relay/MCS2_processDailySalContract (daily),
 * - /wps/relay/MCS2_processContractHourSalary (hourly),
 * - /wps/relay/MCSFE_processRealTimeSalaryContract (realtime).
 *
 * Amounts are major units (at most 2 decimals); rates are percentages (at most 4 decimals).
 * A member outside the caller's downline answers 404; a contract or member inside it that is not
 * the caller's to act on (not a direct downline, not a party) answers 403.
 */

export { contractKinds, dividendPeriods };
export type { ContractKind, DividendPeriod } from '../contracts/terms.js';

/** The relay path of each kind. */
export const contractPaths = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily: '/wps/relay/MCS2_processDailySalContract',
  hourly: '/wps/relay/MCS2_processContractHourSalary',
  realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const;

const percent = z.union([z.number().min(0).max(100), z.string().trim().min(1).max(10)]);

/** One tier as typed: thresholds, then the kind's rates (rate, or the three real-time rates). */
export const tierInputSchema = z.strictObject({
  minValidBet: amountInputSchema,
  minActive: z.number().int().min(0).max(1_000_000).default(0),
  rate: percent.optional(),
  profitRate: percent.optional(),
  lossRate: percent.optional(),
  singleBetRate: percent.optional(),
});
export type TierInput = z.input<typeof tierInputSchema>;

export const termsInputSchema = z.strictObject({
  /** Dividend only: the period it is settled over. */
  period: z.enum(dividendPeriods).optional(),
  tiers: z.array(tierInputSchema).min(1).max(10),
});
export type TermsInput = z.input<typeof termsInputSchema>;

export const tierSchema = z.object({
  minValidBet: z.number(),
  minActive: z.number().int(),
  rate: z.number().optional(),
  profitRate: z.number().optional(),
  lossRate: z.number().optional(),
  singleBetRate: z.number().optional(),
});
export type TierView = z.infer<typeof tierSchema>;

const party = z.object({ id: z.number().int(), account: z.string() });

export const contractStates = ['active', 'terminated', 'replaced'] as const;
/**
 * Why a contract ended: terminated by agreement, by the operator, automatically because the
 * grantor's own terms fell below it (or the grantor's contract ended), replaced by new terms,
 * or because an operator moved the holder to another upline or took its agent type back.
 */
export const contractEndReasons = [
  'agreed',
  'operator',
  'automatic',
  'replaced',
  'moved',
  'demoted',
] as const;

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  holder: party,
  /** Who granted it: the direct upline, or null for the platform (a top-level contract). */
  grantor: party.nullable(),
  period: z.enum(dividendPeriods).nullable(),
  tiers: z.array(tierSchema),
  state: z.enum(contractStates),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(contractEndReasons).nullable(),
});
export type ContractView = z.infer<typeof contractSchema>;

/** offer: a first contract; new: new terms for a running one; terminate: end a running one. */
export const requestActions = ['offer', 'new', 'terminate'] as const;
export const requestStates = ['pending', 'accepted', 'rejected', 'void'] as const;

export const contractRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  action: z.enum(requestActions),
  contractId: z.number().int().nullable(),
  holder: party,
  grantor: party.nullable(),
  /** Which side asked: the upline (grantor), the downline (holder) or the platform. */
  requestedBy: z.enum(['upline', 'downline', 'platform']),
  period: z.enum(dividendPeriods).nullable(),
  /** The terms asked for (offer and new); null for a termination. */
  tiers: z.array(tierSchema).nullable(),
  state: z.enum(requestStates),
  /** True when the caller is the side that answers it. */
  awaitingMe: z.boolean(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ContractRequestView = z.infer<typeof contractRequestSchema>;

/** The operator's ceiling on a kind's rates, and whether the kind is on for the site. */
export const contractLimitsSchema = z.object({
  enabled: z.boolean(),
  maxTiers: z.number().int(),
  /** Highest percentage per rate name of the kind. */
  maxRates: z.record(z.string(), z.number()),
});
export type ContractLimits = z.infer<typeof contractLimitsSchema>;

// ---- Payloads ---------------------------------------------------------------------------------

const pageFields = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};
const id = z.number().int().positive();

export const contractActionSchema = z.discriminatedUnion('action', [
  /** The caller's own contract, the requests to answer or sent, and the limits. */
  z.strictObject({ action: z.literal('query') }),
  /** The caller's direct downlines with their contracts and pending requests. */
  z.strictObject({
    action: z.literal('downlines'),
    account: z.string().trim().max(32).optional(),
    ...pageFields,
  }),
  /** Settlement records of the caller, or of a member of the caller's downline. */
  z.strictObject({
    action: z.literal('records'),
    memberId: id.optional(),
    ...reportPeriodQuery,
    period: z.enum(reportPeriods).default('month'),
    /** List only the periods that paid something (the totals still cover every period). */
    earningsOnly: z.boolean().optional(),
    ...pageFields,
  }),
  /** Offer a first contract to a direct downline. */
  z.strictObject({ action: z.literal('offer'), memberId: id, terms: termsInputSchema }),
  /** Accept or reject an offer made to the caller. */
  z.strictObject({ action: z.literal('accept'), requestId: id }),
  z.strictObject({ action: z.literal('reject'), requestId: id }),
  /** Ask the other side to end a running contract (the caller's own or a direct downline's). */
  z.strictObject({ action: z.literal('requestTermination'), contractId: id }),
  /** Ask the other side for new terms on a running contract. */
  z.strictObject({ action: z.literal('requestNew'), contractId: id, terms: termsInputSchema }),
  /** Answer a termination or new-terms request. */
  z.strictObject({ action: z.literal('answer'), requestId: id, approve: z.boolean() }),
]);
export type ContractAction = z.input<typeof contractActionSchema>;

// ---- Answers ----------------------------------------------------------------------------------

export const contractQueryValueSchema = z.object({
  action: z.literal('query'),
  kind: z.enum(contractKinds),
  own: contractSchema.nullable(),
  /** Pending requests the caller answers or sent, newest first. */
  pending: z.array(contractRequestSchema),
  limits: contractLimitsSchema,
  /**
   * The schedule the caller's contract is settled on (realtime, hourly, daily or
   * dividend:<period>); null for a dividend without a contract (its period comes with it).
   */
  schedule: z.enum(schedules).nullable(),
});

export const downlineContractSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  contract: contractSchema.nullable(),
  pending: contractRequestSchema.nullable(),
});

export const contractDownlinesValueSchema = z.object({
  action: z.literal('downlines'),
  list: z.array(downlineContractSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const settlementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  holder: party,
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The team's figures in the period. */
  validBets: z.number(),
  bets: z.number(),
  payouts: z.number(),
  bonuses: z.number(),
  /** Stakes - payouts - bonuses. */
  netLoss: z.number(),
  /** Dividend: the net win carried in from the contract's earlier periods (0 or negative). */
  carryIn: z.number(),
  wins: z.number(),
  losses: z.number(),
  activeMembers: z.number().int(),
  /** 1-based tier reached; 0 below the first tier. */
  tier: z.number().int(),
  rates: z.object({
    rate: z.number().optional(),
    profitRate: z.number().optional(),
    lossRate: z.number().optional(),
    singleBetRate: z.number().optional(),
  }),
  /** What the rates give on the team. */
  gross: z.number(),
  /** What the holder's direct downlines with a contract earn on their teams. */
  downlineGross: z.number(),
  /** Paid: gross - downlineGross, not below 0. */
  amount: z.number(),
  reference: z.string(),
  settledAt: z.string(),
});
export type SettlementView = z.infer<typeof settlementSchema>;

export const contractRecordsValueSchema = z.object({
  action: z.literal('records'),
  holder: party,
  /** The holder's currency: every amount below is in it. */
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  list: z.array(settlementSchema),
  totals: z.object({
    count: z.number().int(),
    validBets: z.number(),
    netLoss: z.number(),
    gross: z.number(),
    amount: z.number(),
  }),
  /** Amount paid per site day of the range, oldest first. */
  chart: z.array(z.object({ day: z.string(), amount: z.number() })),
  /** Settled periods of the range that paid nothing (left out of `list` with earningsOnly). */
  withoutEarnings: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const contractChangeValueSchema = z.object({
  action: z.enum(['offer', 'accept', 'reject', 'requestTermination', 'requestNew', 'answer']),
  request: contractRequestSchema,
  /** The contract now in force between the two sides (null when none). */
  contract: contractSchema.nullable(),
  /** Contracts below that ended automatically with this change. */
  terminated: z.array(z.object({ contractId: z.number().int(), holder: party })),
});

export const contractActionValueSchema = z.union([
  contractQueryValueSchema,
  contractDownlinesValueSchema,
  contractRecordsValueSchema,
  contractChangeValueSchema,
]);
export type ContractQueryValue = z.infer<typeof contractQueryValueSchema>;
export type ContractDownlinesValue = z.infer<typeof contractDownlinesValueSchema>;
export type ContractRecordsValue = z.infer<typeof contractRecordsValueSchema>;
export type ContractChangeValue = z.infer<typeof contractChangeValueSchema>;
export type ContractActionValue = z.infer<typeof contractActionValueSchema>;

// ---- Consolidated flags -------------------------------------------------------------------------

/**
 * The consolidated contract flags (spec section 3) on /wps/member/info/funds/consolidated:
 * - *reqtype: 0 nothing waits for the member, 1 an offer waits for their answer, 2 a
 *   termination or new-terms request waits for their answer;
 * - *infotype: 0 the kind is off on this site, 1 on (the page shows), 2 the member holds a
 *   running contract of the kind.
 */
export const CONTRACT_FLAG_NAMES = {
  dividend: { req: 'divtypereq', info: 'divinfotype' },
  daily: { req: 'dailysalreqtype', info: 'dailysalinfotype' },
  hourly: { req: 'contracthoursalreq', info: 'contracthourinfotype' },
  realtime: { req: 'realtimesalreqtype', info: 'realtimesalinfotype' },
} as const;

// ---- Operator -----------------------------------------------------------------------------------

export const operatorLimitsPayloadSchema = z.strictObject({
  kind: z.enum(contractKinds),
  enabled: z.boolean(),
  maxTiers: z.number().int().min(1).max(10),
  maxRates: z.partialRecord(z.enum(['rate', 'profitRate', 'lossRate', 'singleBetRate']), percent),
});
export type OperatorLimitsPayload = z.input<typeof operatorLimitsPayloadSchema>;

export const operatorLimitsValueSchema = z.array(
  contractLimitsSchema.extend({ kind: z.enum(contractKinds) }),
);

export const operatorTopContractPayloadSchema = z.strictObject({
  kind: z.enum(contractKinds),
  agentId: id,
  /** New terms, or null to terminate the agent's top-level contract. */
  terms: termsInputSchema.nullable(),
  reason: z.string().trim().min(1).max(200),
});
export type OperatorTopContractPayload = z.input<typeof operatorTopContractPayloadSchema>;

export const operatorAnswerPayloadSchema = z.strictObject({
  requestId: id,
  approve: z.boolean(),
  reason: z.string().trim().min(1).max(200),
});

export const operatorSettlePayloadSchema = z.strictObject({
  /**
   * Settle every period that ended by this instant (default: now). A later instant is refused
   * unless the server runs with CONTRACT_CLOSE_AHEAD (test servers only).
   */
  until: z.iso.datetime({ offset: true }).optional(),
});
export const operatorSettleValueSchema = z.object({
  closedUntil: z.string(),
  periods: z.array(
    z.object({
      schedule: z.string(),
      periodStart: z.string(),
      settlements: z.number().int(),
      paid: z.number(),
    }),
  ),
});
export type OperatorSettleValue = z.infer<typeof operatorSettleValueSchema>;

export const operatorReportQuerySchema = z.strictObject({
  kind: z.enum(contractKinds).optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export const operatorReportValueSchema = z.object({
  rows: z.array(
    z.object({
      kind: z.enum(contractKinds),
      day: z.string(),
      settlements: z.number().int(),
      holdersPaid: z.number().int(),
      gross: z.number(),
      amount: z.number(),
    }),
  ),
  totals: z.object({ settlements: z.number().int(), amount: z.number() }),
});
