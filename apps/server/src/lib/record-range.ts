/**
 * The time range of a records page (account records, bet records, team bets): from and to as
 * instants, with the defaults and the limit of the shared schema.
 */

import type { z } from 'zod';
import {
  RECORDS_DEFAULT_DAYS,
  RECORDS_MAX_DAYS,
  type accountRecordsQuerySchema,
} from '@portal/shared/schemas/account-records';
import { AppError } from './app-error.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A VALIDATION_FAILED refusal of one query field. */
export function refuse(path: string, reason: string): AppError {
  return new AppError('VALIDATION_FAILED', {}, [{ path, reason }]);
}

/**
 * The range to read: the query's, with the defaults of the shared schema. Refuses a range that
 * ends before it starts or is longer than RECORDS_MAX_DAYS.
 */
export function resolveRange(
  query: Pick<z.infer<typeof accountRecordsQuerySchema>, 'from' | 'to'>,
  now: Date,
): { from: Date; to: Date } {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from
    ? new Date(query.from)
    : new Date(to.getTime() - RECORDS_DEFAULT_DAYS * DAY_MS);
  if (Number.isNaN(to.getTime())) throw refuse('to', 'invalid_date');
  if (Number.isNaN(from.getTime())) throw refuse('from', 'invalid_date');
  if (to.getTime() <= from.getTime()) throw refuse('to', 'not_after_from');
  if (to.getTime() - from.getTime() > RECORDS_MAX_DAYS * DAY_MS)
    throw refuse('to', 'range_too_long');
  return { from, to };
}
