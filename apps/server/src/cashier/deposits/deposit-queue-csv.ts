import type { OperatorDeposit, OperatorDepositChannel } from '@portal/shared/schemas/deposit';
import type { CsvColumn } from '../../lib/csv.js';

/** The deposit queue as a spreadsheet: one line per order, amounts with 2 decimals, times ISO (UTC). */
export const depositQueueColumns: readonly CsvColumn<OperatorDeposit>[] = [
  { header: 'Order', value: (row) => row.orderNo },
  { header: 'Status', value: (row) => row.status },
  { header: 'Created', value: (row) => row.createdAt },
  { header: 'Member', value: (row) => row.memberAccount },
  { header: 'Real name', value: (row) => row.memberPayeeName },
  { header: 'Payer name', value: (row) => row.payerName },
  { header: 'Channel', value: (row) => row.channel.code },
  { header: 'Amount', value: (row) => row.amount.toFixed(2) },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Receipt', value: (row) => (row.hasReceipt ? 'yes' : 'no') },
  { header: 'Gateway transaction', value: (row) => row.gatewayTxnId },
  { header: 'Decided by', value: (row) => row.decidedBy },
  { header: 'Credited', value: (row) => row.creditedAt },
  { header: 'Closed', value: (row) => row.closedAt },
  { header: 'Reject reason', value: (row) => row.rejectReason },
];

/** The deposit channels as a spreadsheet (never the gateway secret, which no answer carries). */
export const depositChannelColumns: readonly CsvColumn<OperatorDepositChannel>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Code', value: (row) => row.code },
  { header: 'Type', value: (row) => row.type },
  { header: 'Name', value: (row) => row.name },
  { header: 'Minimum', value: (row) => row.minAmount.toFixed(2) },
  { header: 'Maximum', value: (row) => row.maxAmount.toFixed(2) },
  { header: 'Turnover (bps)', value: (row) => row.turnoverBps },
  { header: 'Enabled', value: (row) => (row.enabled ? 'yes' : 'no') },
  { header: 'Order', value: (row) => row.sort },
  { header: 'Bank', value: (row) => row.bankAccount?.bankName },
  { header: 'Account name', value: (row) => row.bankAccount?.accountName },
  { header: 'Account number', value: (row) => row.bankAccount?.accountNumber },
  { header: 'Gateway', value: (row) => row.gatewayKind },
];
