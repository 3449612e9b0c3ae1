import type { ColumnType, Generated } from 'kysely';
import type { MinorUnits, NullableTimestamp } from '../../db/columns.js';

type Created = ColumnType<Date | string, string | undefined, never>;

/** What staff write about a member: never changed, never deleted with the staff member. */
export interface MemberNotesTable {
  id: Generated<number>;
  member_id: number;
  staff_id: number | null;
  body: string;
  created_at: Created;
}

export type AdjustmentStatus = 'pending' | 'applied' | 'declined';

/** A staff credit (amount above zero) or debit (below zero) of a member's main wallet. */
export interface BalanceAdjustmentsTable {
  id: Generated<number>;
  member_id: number;
  amount: MinorUnits;
  currency: string;
  reason: string;
  status: AdjustmentStatus;
  requested_by: number | null;
  created_at: Created;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  decline_reason: string | null;
  transfer_id: number | null;
  balance_after: ColumnType<bigint | number | string | null, bigint | null | undefined, bigint>;
}

export interface MemberDeskTables {
  member_notes: MemberNotesTable;
  balance_adjustments: BalanceAdjustmentsTable;
}
