import type { OperatorWithdrawal } from '@portal/shared/schemas/withdrawal';
import type { CsvColumn } from '../../lib/csv.js';

/** The withdrawal queue as a spreadsheet: one line per order, amounts with 2 decimals, times ISO (UTC). */
export const withdrawalQueueColumns: readonly CsvColumn<OperatorWithdrawal>[] = [
  { header: 'Order', value: (row) => row.orderNo },
  { header: 'Status', value: (row) => row.status },
  { header: 'Receipt', value: (row) => row.receiptState },
  { header: 'Created', value: (row) => row.createdAt },
  { header: 'Member', value: (row) => row.memberAccount },
  { header: 'Real name', value: (row) => row.memberPayeeName },
  { header: 'Holder name', value: (row) => row.holderName },
  { header: 'Bank', value: (row) => row.bankName },
  { header: 'Account number', value: (row) => row.accountNumber },
  { header: 'Amount', value: (row) => row.amount.toFixed(2) },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Received', value: (row) => row.receivedAmount?.toFixed(2) },
  { header: 'Refunded', value: (row) => row.refundedAmount?.toFixed(2) },
  { header: 'Decided by', value: (row) => row.decidedBy },
  { header: 'Decided', value: (row) => row.decidedAt },
  { header: 'Receipt due', value: (row) => row.receiptDueAt },
  { header: 'Resolved by', value: (row) => row.resolvedBy },
  { header: 'Reject reason', value: (row) => row.rejectReason },
];
