import type { z } from 'zod';
import {
  envelopeOf,
  errorEnvelopeSchema,
  pagedEnvelopeOf,
  type PagedEnvelope,
} from '@portal/shared/schemas/envelope';

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

/** Response schemas of a paged list answered with `totalPages` beside `value`. */
export function pagedJsonResponses<T extends z.ZodType>(value: T) {
  return {
    200: pagedEnvelopeOf(value),
    '4xx': errorEnvelopeSchema,
    '5xx': errorEnvelopeSchema,
  } as const;
}

export function okPaged<T>(value: T, totalPages: number): PagedEnvelope<T> {
  return { success: true, value, totalPages };
}
