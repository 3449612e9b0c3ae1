import type { z } from 'zod';
import { envelopeOf, errorEnvelopeSchema } from '@portal/shared/schemas/envelope';

/** Response schemas of a JSON call: the envelope with `value` on success, the error envelope otherwise. */
export function jsonResponses<T extends z.ZodType>(value: T) {
  return {
    200: envelopeOf(value),
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  } as const;
}

export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}
