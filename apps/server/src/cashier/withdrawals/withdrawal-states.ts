import type { ReceiptState } from '@portal/shared/schemas/withdrawal';
import { toIsoString } from '../../db/time.js';
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

/**
 * The receipt step as the member's page shows it (decision 015): nothing before the payout; while
 * approved, answerable until `receipt_due_at` and counted as received from then on, even before
 * the auto-receipt job runs; afterwards what the member answered or how the claim was closed.
 */
export function receiptStateOf(
  order: { status: WithdrawalStatus; receipt_due_at: Date | string | null },
  now: Date,
): ReceiptState {
  switch (order.status) {
    case 'pending':
    case 'rejected':
      return 'none';
    case 'approved':
      return order.receipt_due_at !== null &&
        Date.parse(toIsoString(order.receipt_due_at)) <= now.getTime()
        ? 'deemed_received'
        : 'awaiting';
    default:
      return order.status;
  }
}
