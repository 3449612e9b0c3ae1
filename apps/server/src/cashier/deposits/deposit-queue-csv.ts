import type { OperatorDeposit } from '@portal/shared/schemas/deposit';
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
