import { z } from 'zod';

/**
 * Safer play: the member's own deposit, loss and wager limits, time-outs and self-exclusion
 * (member centre), and the operator's read-only view. Money travels as numbers in the site
 * currency's major units with at most 2 decimals; the server keeps minor units.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const BREAK_KINDS = ['timeout', 'exclusion'] as const;
export const TIMEOUT_DURATIONS = ['24h', '1w', '6w'] as const;
export const EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;

export const limitKindSchema = z.enum(LIMIT_KINDS);
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);
export const breakKindSchema = z.enum(BREAK_KINDS);
export type LimitKind = z.infer<typeof limitKindSchema>;
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;
export type BreakKind = z.infer<typeof breakKindSchema>;

const instant = z.iso.datetime({ offset: true });

export const saferLimitSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** The limit in force; null when none is set. */
  amount: z.number().nullable(),
  /** What the period has used so far (deposits, stakes, or stakes minus payouts). */
  used: z.number(),
  /**
   * What the period may still take before the limit refuses (never below 0); null when none is
   * set. For a loss limit it counts the period's net winnings, which `used` shows as 0.
   */
  remaining: z.number().nullable(),
  periodEndsAt: instant,
  /** An increase or a removal (amount null) waiting for its cooling period. */
  pending: z.object({ amount: z.number().nullable(), effectiveAt: instant }).nullable(),
});
export type SaferLimit = z.infer<typeof saferLimitSchema>;

export const playBreakSchema = z.object({
  kind: breakKindSchema,
  startedAt: instant,
  /** Null: a permanent self-exclusion. */
  endsAt: instant.nullable(),
});
export type PlayBreak = z.infer<typeof playBreakSchema>;

/** GET /wps/member/safer-play: all 9 limits (kind x period), the break, the cooling hours. */
export const saferPlayViewSchema = z.object({
  limits: z.array(saferLimitSchema),
  break: playBreakSchema.nullable(),
  coolingHours: z.number().int(),
});
export type SaferPlayView = z.infer<typeof saferPlayViewSchema>;

/** A positive amount with at most 2 decimals (major units). */
const limitAmount = z
  .number()
  .positive()
  .max(1e13)
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { message: 'at most 2 decimals' });

/** PUT /wps/member/safer-play/limits: amount null removes the limit (after the cooling period). */
export const setLimitPayloadSchema = z.strictObject({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amount: limitAmount.nullable(),
});
export type SetLimitPayload = z.infer<typeof setLimitPayloadSchema>;

const password = z.string().min(1).max(128);

/** POST /wps/member/safer-play/break, confirmed with the login password. */
export const takeBreakPayloadSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('timeout'), duration: z.enum(TIMEOUT_DURATIONS), password }),
  z.strictObject({
    kind: z.literal('exclusion'),
    duration: z.enum(EXCLUSION_DURATIONS),
    password,
  }),
]);
export type TakeBreakPayload = z.infer<typeof takeBreakPayloadSchema>;

/** POST /wps/member/safer-play/return (no session): after a self-exclusion ended. */
export const returnPayloadSchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password,
});
export const returnValueSchema = z.object({ returnAt: instant });

/** The value of PLAY_BREAK_ACTIVE (login adds the balance the member may still withdraw). */
export const breakRefusalValueSchema = z.object({
  kind: breakKindSchema,
  endsAt: instant.nullable(),
  balance: z.number().optional(),
});

/** The value of DEPOSIT_LIMIT_REACHED, LOSS_LIMIT_REACHED and WAGER_LIMIT_REACHED. */
export const limitRefusalValueSchema = z.object({
  period: limitPeriodSchema,
  limit: z.number(),
  remaining: z.number(),
});

/** One limit change or break as the operator reads it. */
export const saferPlayHistoryEntrySchema = z.object({
  change: z.enum(['limit', 'break', 'return']),
  /** The limit kind, or the break kind. */
  kind: z.string(),
  period: limitPeriodSchema.nullable(),
  amount: z.number().nullable(),
  duration: z.string().nullable(),
  askedAt: instant,
  effectiveAt: instant.nullable(),
  endsAt: instant.nullable(),
});

/** GET /wps/operator/members/:id/safer-play (safer.read): read only. */
export const operatorSaferPlaySchema = saferPlayViewSchema.extend({
  history: z.array(saferPlayHistoryEntrySchema),
});
export type OperatorSaferPlay = z.infer<typeof operatorSaferPlaySchema>;

/** A downline member's break as the agent sees it (read only). */
export const downlineBreakSchema = z
  .object({ kind: breakKindSchema, endsAt: instant.nullable() })
  .nullable();
