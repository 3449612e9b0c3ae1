import type { ColumnType, Generated } from 'kysely';
import type { Flag, NullableTimestamp, Timestamp } from '../database.js';
import type { MinorUnits } from './ledger.js';

export interface TurnoverRequirementsTable {
  id: Generated<number>;
  member_id: number;
  source: 'deposit' | 'bonus' | 'adjustment';
  reference: string;
  required: MinorUnits;
  played: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

export interface BanksTable {
  id: Generated<number>;
  currency: string;
  code: string;
  name: string;
  enabled: Flag;
  sort: ColumnType<number, number | undefined, number>;
}

export interface BankCardsTable {
  id: Generated<number>;
  member_id: number;
  bank_code: string;
  account_number: string;
  holder_name: string;
  created_at: ColumnType<Date | string, string | undefined, never>;
  deleted_at: NullableTimestamp;
}

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

type NullableMinorUnits = ColumnType<
  bigint | number | string | null,
  bigint | null | undefined,
  bigint | null
>;

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

/** Tables of bank cards, withdrawals, receipt confirmations and turnover requirements. */
export interface WithdrawalTables {
  turnover_requirements: TurnoverRequirementsTable;
  banks: BanksTable;
  bank_cards: BankCardsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
}
