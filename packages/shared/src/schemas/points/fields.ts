import { z } from 'zod';
import { POINT_PAGE_SIZE_MAX } from './constants.js';

/**
 * The field rules the points schemas share: whole points, money, the idempotency reference, the
 * payment password, paging and list ranges.
 */

export const points = z.number().int().min(0).max(1_000_000_000_000);
export const positivePoints = points.min(1);
export const amount = z.number().min(0).max(1e12);
export const timestamp = z.string();
/** The client's idempotency key: a retry with the same reference returns the first result. */
export const reference = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);
export const paymentPassword = z.string().regex(/^\d{6}$/);
export const page = z.coerce.number().int().min(1).max(10_000).optional();
export const pageSize = z.coerce.number().int().min(1).max(POINT_PAGE_SIZE_MAX).optional();
/** ISO instants; `to` exclusive. Defaults and limits as account records (7 days, 90 at most). */
export const range = {
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};
