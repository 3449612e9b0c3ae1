import type { ColumnType, Generated } from 'kysely';
import type { MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';

type NullableMinorUnits = ColumnType<
  bigint | number | string | null,
  bigint | null | undefined,
  bigint | null
>;

/** Every state of a withdrawal order (spec section 4). */
export type WithdrawalStatus =
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'received'
  | 'auto_received'
  | 'not_received'
  | 'partial'
  | 'refunded'
  | 'force_received';

export interface WithdrawalsTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  reference: string;
  bank_card_id: number;
  amount: MinorUnits;
  currency: string;
  status: WithdrawalStatus;
  received_amount: NullableMinorUnits;
  remainder_amount: NullableMinorUnits;
  refunded_amount: NullableMinorUnits;
  reject_reason: string | null;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  receipt_due_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  resolved_by: number | null;
  resolved_at: NullableTimestamp;
  resolution_note: string | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
  updated_at: Timestamp;
}

export interface WithdrawalProofsTable {
  withdrawal_id: number;
  mime_type: string;
  data: string;
  size_bytes: number;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

/** The bank's payout slip finance attached when it marked the order paid (migration 0034). */
export type WithdrawalPayoutProofsTable = WithdrawalProofsTable;

/** Tables of withdrawals, their receipt confirmations and payout slips. */
export interface WithdrawalTables {
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
  withdrawal_payout_proofs: WithdrawalPayoutProofsTable;
}
