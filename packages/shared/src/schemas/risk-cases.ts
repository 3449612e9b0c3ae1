import { z } from 'zod';
import { operatorListQuery, operatorPageSchema, siteDayRangeQuery } from './operator-list.js';

/**
 * Money-pattern cases (decision 054): rules on domain events open a case for the risk desk, which
 * reviews it and closes it with an outcome. The member never sees a case. Amounts of thresholds
 * are integer minor units (`...Minor`); amounts of events are decimals of the currency.
 */

export const RISK_RULES = [
  'large_deposit',
  'large_withdrawal',
  'little_play',
  'shared_device',
  'shared_payee',
  'card_churn',
] as const;
export type RiskRule = (typeof RISK_RULES)[number];

export const RISK_CASE_STATES = ['open', 'in_review', 'closed'] as const;
export type RiskCaseState = (typeof RISK_CASE_STATES)[number];

export const RISK_CASE_OUTCOMES = ['no_concern', 'member_restricted', 'reported', 'other'] as const;
export type RiskCaseOutcome = (typeof RISK_CASE_OUTCOMES)[number];

const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const count = z.number().int().min(1).max(1000);

/** Each rule's thresholds. */
export const riskRuleParamSchemas = {
  /** A credited deposit above this amount. */
  large_deposit: z.strictObject({ amountMinor: minorUnits }),
  /** A requested withdrawal above this amount. */
  large_withdrawal: z.strictObject({ amountMinor: minorUnits }),
  /**
   * At a withdrawal: the valid bets counted against the deposits made since the member's previous
   * withdrawal are below `ratioBps` (1/100 of a per cent) of those deposits, when the deposits
   * reach `minDepositsMinor`.
   */
  little_play: z.strictObject({
    ratioBps: z.number().int().min(1).max(1_000_000),
    minDepositsMinor: minorUnits,
  }),
  /** More than `maxMembers` accounts seen with one browser mark. */
  shared_device: z.strictObject({ maxMembers: count }),
  /** More than `maxMembers` accounts with bank cards in one holder name. */
  shared_payee: z.strictObject({ maxMembers: count }),
  /** More than `maxChanges` bank cards added or removed within `hours` before a withdrawal. */
  card_churn: z.strictObject({
    maxChanges: count,
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 90),
  }),
} as const satisfies Record<RiskRule, z.ZodType>;
export type RiskRuleParams<R extends RiskRule = RiskRule> = z.infer<
  (typeof riskRuleParamSchemas)[R]
>;

export const riskRuleSchema = z.object({
  rule: z.enum(RISK_RULES),
  enabled: z.boolean(),
  params: z.record(z.string(), z.number()),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type RiskRuleView = z.infer<typeof riskRuleSchema>;
export const riskRuleListSchema = z.object({ list: z.array(riskRuleSchema) });

export const riskRuleParamsSchema = z.strictObject({ rule: z.enum(RISK_RULES) });
/** PUT /wps/operator/risk-rules/:rule: the switch and the rule's thresholds (checked per rule). */
export const updateRiskRulePayloadSchema = z.strictObject({
  enabled: z.boolean(),
  params: z.record(z.string(), z.number()),
});
export type UpdateRiskRulePayload = z.infer<typeof updateRiskRulePayloadSchema>;

export const riskCaseIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });

/** GET /wps/operator/risk-cases: newest first. */
export const riskCasesQuerySchema = z.strictObject({
  ...operatorListQuery,
  state: z.enum(RISK_CASE_STATES).optional(),
  /** Open and in review together: the queue. */
  live: z.enum(['true', 'false']).optional(),
  rule: z.enum(RISK_RULES).optional(),
  /** The member's account (exactly, any case): cases about them, as subject or in a group. */
  member: z.string().trim().min(1).max(64).optional(),
  memberId: z.coerce.number().int().min(1).optional(),
  /** Opened on these GMT+8 site days. */
  ...siteDayRangeQuery,
});
export type RiskCasesQuery = z.infer<typeof riskCasesQuerySchema>;

export const riskCaseSummarySchema = z.object({
  id: z.number().int(),
  rule: z.enum(RISK_RULES),
  state: z.enum(RISK_CASE_STATES),
  memberId: z.number().int(),
  memberAccount: z.string(),
  /** Members the case is about (more than one for a shared device or payee name). */
  memberCount: z.number().int(),
  eventCount: z.number().int(),
  assignee: z.string().nullable(),
  openedAt: z.string(),
  lastEventAt: z.string(),
  outcome: z.enum(RISK_CASE_OUTCOMES).nullable(),
  closedAt: z.string().nullable(),
});
export type RiskCaseSummary = z.infer<typeof riskCaseSummarySchema>;
export const riskCasePageSchema = operatorPageSchema(riskCaseSummarySchema);

export const riskCaseEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  /** The deposit or withdrawal order number. */
  reference: z.string().nullable(),
  /** The figures the rule decided on (amounts in minor units). */
  detail: z.record(z.string(), z.union([z.number(), z.string()])),
  occurredAt: z.string(),
});

export const riskCaseMemberSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  payeeName: z.string().nullable(),
  status: z.string(),
  currency: z.string(),
  registeredAt: z.string(),
});

export const riskCaseNoteSchema = z.object({
  id: z.number().int(),
  staff: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});

export const riskCaseSchema = riskCaseSummarySchema.extend({
  assigneeId: z.number().int().nullable(),
  outcomeReference: z.string().nullable(),
  closingNote: z.string().nullable(),
  closedBy: z.string().nullable(),
  members: z.array(riskCaseMemberSchema),
  events: z.array(riskCaseEventSchema),
  notes: z.array(riskCaseNoteSchema),
});
export type RiskCase = z.infer<typeof riskCaseSchema>;

export const RISK_NOTE_MAX = 2000;
const text = z.string().trim().min(1).max(RISK_NOTE_MAX);

/** POST /wps/operator/risk-cases/:id/assign: to a staff member who handles cases (default: oneself). */
export const assignRiskCasePayloadSchema = z
  .strictObject({ staffId: z.number().int().min(1).optional() })
  .nullish();
/** POST /wps/operator/risk-cases/:id/notes. */
export const riskCaseNotePayloadSchema = z.strictObject({ body: text });
/** POST /wps/operator/risk-cases/:id/close: a report to the authority carries its reference. */
export const closeRiskCasePayloadSchema = z
  .strictObject({
    outcome: z.enum(RISK_CASE_OUTCOMES),
    reference: z.string().trim().min(1).max(128).optional(),
    note: text,
  })
  .refine((payload) => payload.outcome !== 'reported' || payload.reference !== undefined, {
    path: ['reference'],
    message: 'required',
  });
export type CloseRiskCasePayload = z.infer<typeof closeRiskCasePayloadSchema>;
