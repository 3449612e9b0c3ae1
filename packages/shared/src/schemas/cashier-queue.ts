import { z } from 'zod';

/**
 * What the cashier's two operator queues (deposits and withdrawals, decision 043) take besides
 * the console's list convention (operator-list.ts): the filters a clerk narrows a queue with.
 */

/** A decimal amount in a query string: at most 2 decimals, never negative. */
const queryAmount = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/);

/** Both ends included; the server refuses a minimum above the maximum. */
export const amountRangeQuery = {
  minAmount: queryAmount.optional(),
  maxAmount: queryAmount.optional(),
};

/** `status=pending` or several at once, `status=not_received,partial`. */
export const statusListQuery = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z
    .string()
    .trim()
    .max(200)
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))])
    .pipe(z.array(z.enum(statuses)).min(1))
    .optional();

/** The queue's sort fields: `createdAt` (age) and `amount`, ascending or with `-` descending. */
export const QUEUE_SORT_FIELDS = ['createdAt', 'amount'] as const;

export const queueFilterQuery = {
  /** The start of the member's username, any case. */
  member: z.string().trim().min(1).max(64).optional(),
  /** The start of the order number, any case. */
  orderNo: z.string().trim().min(1).max(32).optional(),
  ...amountRangeQuery,
};
