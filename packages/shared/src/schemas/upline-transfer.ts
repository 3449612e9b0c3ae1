import { z } from 'zod';
import { amountInputSchema } from './withdrawal.js';

/**
 * Transfer to the upline (member-centre page `transferUpline`, label in_transfer_upline): a
 * member whose info carries `toUpline` sends money from the main wallet to the main wallet of
 * the agent above them (spec sections 2, 3 and 6). Amounts are decimals with at most 2 decimals.
 */

/** The client's idempotency key: a retry with the same reference returns the first result. */
export const transferReferenceSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);

/** POST /wps/member/wallet/transferUpline (encrypted: it carries the payment password). */
export const uplineTransferPayloadSchema = z.strictObject({
  amount: amountInputSchema,
  paymentPassword: z.string().regex(/^\d{6}$/),
  reference: transferReferenceSchema,
});
export type UplineTransferPayload = z.infer<typeof uplineTransferPayloadSchema>;

/** The answer of a transfer, or of its replay (then the first transfer's figures). */
export const uplineTransferResultSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  /** The main wallet right after the transfer. */
  balance: z.number(),
  /** The upline's account name. */
  upline: z.string(),
  currency: z.string(),
  /** ISO instant of the transfer. */
  time: z.string(),
});
export type UplineTransferResult = z.infer<typeof uplineTransferResultSchema>;

/** GET /wps/member/wallet/transferUpline: what the page needs before the member types. */
export const uplineTransferInfoSchema = z.object({
  /** The member may send money up: `toUpline` is on and there is an upline to receive it. */
  allowed: z.boolean(),
  /** The upline's account name; null without an upline or when not allowed. */
  upline: z.string().nullable(),
  min: z.number(),
  max: z.number(),
  /** The main wallet: the most that can be sent now. */
  balance: z.number(),
  currency: z.string(),
  hasPaymentPassword: z.boolean(),
});
export type UplineTransferInfo = z.infer<typeof uplineTransferInfoSchema>;
