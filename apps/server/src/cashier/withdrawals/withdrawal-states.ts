import type { WithdrawalStatus } from './withdrawals.tables.js';

/**
 * The withdrawal state machine (spec section 4):
 *
 *   pending --approve--> approved --member: received-------> received
 *      |                    |      --member: not received---> not_received --refund--> refunded
 *      |                    |      --member: partial--------> partial      --force---> force_received
 *      |                    +------ after autoReceiptMinutes -> auto_received
 *      +--reject--> rejected (the hold goes back to the main wallet)
 *
 * Every transition is one conditional update `where status = <from>`, so of two concurrent
 * decisions on one order exactly one applies.
 */
export const OPEN_STATUSES = [
  'pending',
  'approved',
  'not_received',
  'partial',
] as const satisfies readonly WithdrawalStatus[];

/** The member disputes the payment: an operator refunds or closes the claim. */
export const DISPUTED_STATUSES = [
  'not_received',
  'partial',
] as const satisfies readonly WithdrawalStatus[];

/** The auto-receipt job, one per approved order. */
export const AUTO_RECEIPT_JOB = 'withdrawal.autoReceipt';
export const autoReceiptJobKey = (orderNo: string) => `withdrawal-auto-receipt:${orderNo}`;
