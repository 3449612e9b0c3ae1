import { expect } from 'vitest';
import type { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import {
  envelopeOf,
  errorEnvelopeSchema,
  pagedEnvelopeOf,
  type ErrorEnvelope,
} from '@portal/shared/schemas/envelope';
import type { ErrorCode } from '@portal/shared/error-codes';

/** Asserts a 200 envelope whose value matches `schema` exactly, and returns the value. */
export function expectValue<T extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: T,
): z.infer<T> {
  expect(response.statusCode, response.body).toBe(200);
  const body = envelopeOf(schema).strict().parse(response.json()) as { value: z.infer<T> };
  return body.value;
}

/**
 * Asserts a 200 envelope of a paged list: `value` matching `schema` and `totalPages` beside it at
 * the top level, nothing else. Returns both.
 */
export function expectPaged<T extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: T,
): { value: z.infer<T>; totalPages: number } {
  expect(response.statusCode, response.body).toBe(200);
  const body = pagedEnvelopeOf(schema).strict().parse(response.json()) as {
    value: z.infer<T>;
    totalPages: number;
  };
  return { value: body.value, totalPages: body.totalPages };
}

/** Asserts the error envelope with `code` and `status`, and returns it. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: ErrorCode,
): ErrorEnvelope {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorEnvelopeSchema.strict().parse(response.json());
  expect(body.errorCode).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}
