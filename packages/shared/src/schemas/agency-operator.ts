import { z } from 'zod';

/** Agent types an operator may set, and 0 (a plain member again); decision 032. */
export const operatorAgentTypes = [0, 1, 2, 41, 42] as const;

const reason = z.string().trim().min(1).max(500);
const memberId = z.number().int().positive();

/**
 * POST /wps/operator/agency/move: puts a member (with their whole team) under another upline,
 * or at the top (null). Refused (AGENCY_CYCLE) under the member itself or their own downline.
 */
export const agencyMovePayloadSchema = z.strictObject({
  memberId,
  uplineId: memberId.nullable(),
  reason,
});
export type AgencyMovePayload = z.infer<typeof agencyMovePayloadSchema>;

export const agencyMoveResultSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  /** The new upline's account, or null at the top. */
  upline: z.string().nullable(),
  /** Agent contracts that ended with the move: the member's own and the chain below it. */
  contractsEnded: z.number().int(),
});
export type AgencyMoveResult = z.infer<typeof agencyMoveResultSchema>;

/** POST /wps/operator/agency/agent-type: the operator appoints an agent (or takes it back). */
export const agencyAgentTypePayloadSchema = z.strictObject({
  memberId,
  type: z.union(operatorAgentTypes.map((type) => z.literal(type))),
  reason,
});
export type AgencyAgentTypePayload = z.infer<typeof agencyAgentTypePayloadSchema>;

export const agencyAgentTypeResultSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  /** The member's invitation code (agents get one when first appointed). */
  affiliateCode: z.string().nullable(),
  /** Agent contracts that ended because the member is an agent no more (type 0). */
  contractsEnded: z.number().int(),
});
export type AgencyAgentTypeResult = z.infer<typeof agencyAgentTypeResultSchema>;
