import { z } from 'zod';
import { errorCodes } from '../error-codes.js';

/** The envelope every API response is wrapped in (ARCHITECTURE section 4). */
export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.literal(true),
    value,
  });
}

/**
 * The envelope of a paged list whose page count sits beside `value` at the top level
 * (spec section 7: recent games and favourites answer `{value: list, totalPages}`).
 */
export function pagedEnvelopeOf<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.literal(true),
    value,
    totalPages: z.number().int(),
  });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  /** Usually null; some failures carry data the client acts on (a captcha flag, a ticket). */
  value: z.record(z.string(), z.unknown()).nullable(),
  errorCode: z.enum(errorCodes),
  message: z.string(),
  /** Field-level details for VALIDATION_FAILED: path and machine reason, never internals. */
  details: z.array(z.object({ path: z.string(), reason: z.string() })).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
export type Envelope<T> = { success: true; value: T } | ErrorEnvelope;
export type PagedEnvelope<T> = { success: true; value: T; totalPages: number };
