import { z } from 'zod';

/**
 * Reality check and session time limit (member-centre page `realityCheck`): a reminder every N
 * minutes of a login session with its time and net result, and a limit after which the server
 * ends the session (SESSION_TIME_LIMIT_REACHED). Amounts are decimals in major units.
 */

/** Minutes between reminders; null is off. */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;
/** Session time limits in minutes (30 min to 12 h); null is no limit. */
export const SESSION_LIMIT_CHOICES = [30, 60, 90, 120, 180, 240, 360, 480, 720] as const;
/** An increase or a removal of the session limit waits this long (a decrease applies at once). */
export const SESSION_LIMIT_COOLING_HOURS = 24;
/** The site warns this many minutes before the session limit ends the session. */
export const SESSION_LIMIT_WARNING_MINUTES = 5;

const oneOf = <T extends readonly number[]>(values: T) =>
  z
    .number()
    .int()
    .refine((value) => values.includes(value), { message: 'Not one of the choices' });

export const realityCheckIntervalSchema = oneOf(REALITY_CHECK_INTERVALS).nullable();
export const sessionLimitSchema = oneOf(SESSION_LIMIT_CHOICES).nullable();

/** PUT /wps/member/reality-check: both settings as the member wants them. */
export const realityCheckPayloadSchema = z.strictObject({
  intervalMinutes: realityCheckIntervalSchema,
  sessionLimitMinutes: sessionLimitSchema,
});
export type RealityCheckPayload = z.infer<typeof realityCheckPayloadSchema>;

/** The current login session: its start and what was played in it (settled rounds). */
export const playSessionSchema = z.object({
  startedAt: z.string(),
  playedSeconds: z.number().int(),
  staked: z.number(),
  paidOut: z.number(),
  /** paidOut - staked: negative is a loss. */
  net: z.number(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

/** An increase or a removal of the session limit, waiting out its cooling period. */
export const pendingSessionLimitSchema = z.object({
  sessionLimitMinutes: sessionLimitSchema,
  effectiveAt: z.string(),
});

/** GET /wps/member/reality-check. */
export const realityCheckValueSchema = z.object({
  intervalMinutes: realityCheckIntervalSchema,
  sessionLimitMinutes: sessionLimitSchema,
  pending: pendingSessionLimitSchema.nullable(),
  session: playSessionSchema,
});
export type RealityCheckValue = z.infer<typeof realityCheckValueSchema>;

/** GET /wps/operator/members/:id/reality-check: the member page's read-only line. */
export const operatorRealityCheckSchema = z.object({
  intervalMinutes: realityCheckIntervalSchema,
  sessionLimitMinutes: sessionLimitSchema,
  pending: pendingSessionLimitSchema.nullable(),
  /** The newest live session, or null when the member is not signed in. */
  session: z.object({ startedAt: z.string(), playedSeconds: z.number().int() }).nullable(),
});
export type OperatorRealityCheck = z.infer<typeof operatorRealityCheckSchema>;
