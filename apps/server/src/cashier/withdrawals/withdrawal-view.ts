import { fromMinor } from '@portal/shared/money';
import type { OperatorWithdrawal, Withdrawal } from '@portal/shared/schemas/withdrawal';
import { toIsoString } from '../../db/time.js';
import { maskAccountNumber, type BankNames } from '../bank-cards/bank-card-view.js';
import { minor } from '../../db/minor.js';
import type { WithdrawalDetailRow } from './withdrawals.repository.js';
import { receiptStateOf } from './withdrawal-states.js';

/** Minor units as the API's decimal number. */
export const money = (value: bigint) => Number(fromMinor(value));

const optionalMoney = (value: bigint | number | string | null) =>
  value === null ? null : money(minor(value));
const optionalTime = (value: Date | string | null) => (value === null ? null : toIsoString(value));

/** A withdrawal as its owner sees it: the account number masked. */
export function toWithdrawal(row: WithdrawalDetailRow, banks: BankNames): Withdrawal {
  return {
    orderNo: row.order_no,
    status: row.status,
    amount: money(minor(row.amount)),
    currency: row.currency,
    receivedAmount: optionalMoney(row.received_amount),
    remainderAmount: optionalMoney(row.remainder_amount),
    refundedAmount: optionalMoney(row.refunded_amount),
    bankCode: row.bank_code,
    bankName: banks.get(row.bank_code) ?? row.bank_code,
    accountNumber: maskAccountNumber(row.account_number),
    rejectReason: row.reject_reason,
    createdAt: toIsoString(row.created_at),
    decidedAt: optionalTime(row.decided_at),
    receiptDueAt: optionalTime(row.receipt_due_at),
    confirmedAt: optionalTime(row.confirmed_at),
    resolvedAt: optionalTime(row.resolved_at),
    hasProof: row.has_proof,
  };
}

/** Who reads an operator view, and when: the receipt state depends on the moment. */
export interface OperatorViewContext {
  now: Date;
  /** Finance (who pays) sees the whole account number; read-only roles see it masked. */
  fullAccount: boolean;
}

/** What finance sees to pay and to judge a claim: the full account, who acted, the receipt step. */
export function toOperatorWithdrawal(
  row: WithdrawalDetailRow,
  banks: BankNames,
  context: OperatorViewContext,
): OperatorWithdrawal {
  return {
    ...toWithdrawal(row, banks),
    memberId: row.member_id,
    memberAccount: row.member_account,
    memberPayeeName: row.member_payee_name,
    accountNumber: context.fullAccount ? row.account_number : maskAccountNumber(row.account_number),
    holderName: row.holder_name,
    decidedBy: row.decided_by_name,
    resolvedBy: row.resolved_by_name,
    resolutionNote: row.resolution_note,
    receiptState: receiptStateOf(row, context.now),
    hasPayoutProof: row.has_payout_proof,
  };
}

export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);
