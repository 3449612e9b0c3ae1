import { z } from 'zod';
import { operatorListQuery, operatorPageSchema } from './operator-list.js';

/**
 * Balance adjustments (decision 042): staff credit or debit a member's main wallet through the
 * ledger. Up to the site's threshold an adjustment is applied at once; above it, it waits as
 * `pending` until a second staff member approves or declines it. Amounts are signed decimals
 * with at most 2 places (a minus sign debits).
 */

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'declined'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];
export const ADJUSTMENT_REASON_MAX = 255;

const reason = z.string().trim().min(1).max(ADJUSTMENT_REASON_MAX);

/** POST /wps/operator/members/:id/adjustments. */
export const createAdjustmentPayloadSchema = z.strictObject({
  /** "150.00" credits, "-20.5" debits; a number is read the same way. Never zero. */
  amount: z.union([z.number(), z.string().trim().max(32)]),
  reason,
});
export type CreateAdjustmentPayload = z.infer<typeof createAdjustmentPayloadSchema>;

/** POST /wps/operator/adjustments/:id/decline. */
export const declineAdjustmentPayloadSchema = z.strictObject({ reason });

export const adjustmentIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });

export const adjustmentSchema = z.object({
  id: z.number().int(),
  /** What the member's account records show: ADJ and the number. */
  reference: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string().nullable(),
  requestedById: z.number().int().nullable(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  /** The main wallet right after the adjustment applied. */
  balanceAfter: z.number().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** GET /wps/operator/adjustments: newest first; status=pending is the approval queue. */
export const adjustmentsQuerySchema = z.strictObject({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  memberId: z.coerce.number().int().min(1).optional(),
  ...operatorListQuery,
});
export type AdjustmentsQuery = z.infer<typeof adjustmentsQuerySchema>;
export const adjustmentPageSchema = operatorPageSchema(adjustmentSchema);

/** GET and PUT /wps/operator/adjustments/settings: above this size a second staff member approves. */
export const adjustmentSettingsSchema = z.strictObject({
  /** A decimal amount of the site currency; 0 makes every adjustment wait for approval. */
  approvalThreshold: z.union([z.number(), z.string().trim().max(32)]),
});
export const adjustmentSettingsValueSchema = z.object({ approvalThreshold: z.number() });
