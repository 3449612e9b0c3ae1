import { z } from 'zod';
import { contractKinds } from '../contracts/terms.js';
import { schedules } from '../contracts/periods.js';
import { contractRequestSchema, contractSchema } from './contracts.js';
import { operatorListQuery, operatorPageSchema, siteDayRangeQuery } from './operator-list.js';

/**
 * The console's agency desk (decision 048): the tree browsed level by level with each node's
 * figures, the move's dry run, an agent's contracts, and the settlement runs with their rows.
 */

const id = z.coerce.number().int().positive();
const party = z.object({ id: z.number().int(), account: z.string() });

/** GET /wps/operator/agency/tree: the direct downlines of `parentId` (none: the top level). */
export const agencyTreeQuerySchema = z.strictObject({
  parentId: id.optional(),
  ...siteDayRangeQuery,
  ...operatorListQuery,
});
export type AgencyTreeQuery = z.infer<typeof agencyTreeQuerySchema>;

/** One node: the member, its team, its balance and its team's figures over the chosen days. */
export const agencyNodeSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  /** 0 a member; 1, 2, 41, 42 the agent types of decision 032. */
  type: z.number().int(),
  status: z.enum(['active', 'disabled']),
  uplineId: z.number().int().nullable(),
  directCount: z.number().int(),
  /** Members at every level below it. */
  teamSize: z.number().int(),
  currency: z.string(),
  /** Its main wallet. */
  balance: z.number(),
  /** Its whole team (itself included) over the days, from the agency reports' daily figures. */
  teamDeposits: z.number(),
  teamBets: z.number(),
  teamValidBets: z.number(),
  /** Kinds of the contracts it holds now. */
  contracts: z.array(z.enum(contractKinds)),
});
export type AgencyNode = z.infer<typeof agencyNodeSchema>;

export const agencyTreeValueSchema = operatorPageSchema(agencyNodeSchema).extend({
  /** The site days the team figures cover. */
  from: z.string(),
  to: z.string(),
  parent: agencyNodeSchema.nullable(),
});
export type AgencyTreeValue = z.infer<typeof agencyTreeValueSchema>;

/** GET /wps/operator/agency/node: one member by id or by account, with its uplines. */
export const agencyNodeQuerySchema = z.strictObject({
  memberId: id.optional(),
  account: z.string().trim().min(1).max(64).optional(),
  ...siteDayRangeQuery,
});

export const agencyNodeValueSchema = z.object({
  node: agencyNodeSchema,
  /** Its uplines from the top down to its direct upline. */
  path: z.array(party.extend({ type: z.number().int() })),
  from: z.string(),
  to: z.string(),
});
export type AgencyNodeValue = z.infer<typeof agencyNodeValueSchema>;

/** GET /wps/operator/agency/move/preview: what the same move would do, changing nothing. */
export const agencyMovePreviewQuerySchema = z.strictObject({
  memberId: id,
  /** Absent: to the top. */
  uplineId: id.optional(),
});

export const endedContractSchema = z.object({
  contractId: z.number().int(),
  kind: z.enum(contractKinds),
  holder: party,
});
export type EndedContract = z.infer<typeof endedContractSchema>;

export const agencyMovePreviewValueSchema = z.object({
  member: party,
  /** The upline it would move under; null: to the top. */
  upline: party.nullable(),
  /** False when it already sits there: the move would change nothing. */
  changes: z.boolean(),
  /** Members that move with it (its whole team below it). */
  teamSize: z.number().int(),
  /** The contracts the move would end: its own and the chain below it. */
  contractsEnding: z.array(endedContractSchema),
});
export type AgencyMovePreviewValue = z.infer<typeof agencyMovePreviewValueSchema>;

/** GET /wps/operator/contracts/agent: an agent's contracts and the requests it is party to. */
export const agentContractsQuerySchema = z.strictObject({ agentId: id });

export const agentContractsValueSchema = z.object({
  agent: party.extend({ type: z.number().int(), uplineId: z.number().int().nullable() }),
  /** Running ones first, then ended ones, newest first. */
  contracts: z.array(contractSchema),
  /** Newest first; awaitingMe: the platform answers it (a top-level agent's request). */
  requests: z.array(contractRequestSchema),
});
export type AgentContractsValue = z.infer<typeof agentContractsValueSchema>;

/** GET /wps/operator/contracts/runs: one row per schedule and settled period. */
export const settlementRunsQuerySchema = z.strictObject({
  kind: z.enum(contractKinds).optional(),
  ...siteDayRangeQuery,
  ...operatorListQuery,
});
export type SettlementRunsQuery = z.infer<typeof settlementRunsQuerySchema>;

export const settlementRunSchema = z.object({
  kind: z.enum(contractKinds),
  schedule: z.enum(schedules),
  periodStart: z.string(),
  periodEnd: z.string(),
  settledAt: z.string(),
  settlements: z.number().int(),
  /** Holders paid more than 0. */
  paid: z.number().int(),
  gross: z.number(),
  amount: z.number(),
});
export type SettlementRun = z.infer<typeof settlementRunSchema>;

export const settlementRunsValueSchema = operatorPageSchema(settlementRunSchema).extend({
  from: z.string(),
  to: z.string(),
});

/** GET /wps/operator/contracts/settlements: the settlements of one run (schedule and period). */
export const runSettlementsQuerySchema = z.strictObject({
  schedule: z.enum(schedules),
  periodStart: z.iso.datetime({ offset: true }),
  ...operatorListQuery,
});
export type RunSettlementsQuery = z.infer<typeof runSettlementsQuerySchema>;

export const runSettlementSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  holder: party,
  currency: z.string(),
  activeMembers: z.number().int(),
  validBets: z.number(),
  netLoss: z.number(),
  tier: z.number().int(),
  rates: z.record(z.string(), z.number()),
  gross: z.number(),
  downlineGross: z.number(),
  amount: z.number(),
  /** Dividend: the net win carried in from earlier periods and left for the next (0 or less). */
  carryIn: z.number(),
  carryOut: z.number(),
  reference: z.string(),
  /** The ledger transfer that paid it; null when it paid nothing. */
  transfer: z
    .object({ id: z.number().int(), amount: z.number(), kind: z.string(), createdAt: z.string() })
    .nullable(),
});
export type RunSettlement = z.infer<typeof runSettlementSchema>;

export const runSettlementsValueSchema = operatorPageSchema(runSettlementSchema).extend({
  run: settlementRunSchema,
});
export type RunSettlementsValue = z.infer<typeof runSettlementsValueSchema>;
