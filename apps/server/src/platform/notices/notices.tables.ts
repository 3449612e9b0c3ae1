import type { ColumnType, Generated } from 'kysely';
import type { MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';

export interface MemberNoticesTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  amount: MinorUnits;
  currency: string;
  reference: string;
  occurred_at: Timestamp;
  read_at: NullableTimestamp;
  /** Deleted by the member: hidden from them, kept as a fact. */
  deleted_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The operator message an operator_message notice shows. */
  message_id: ColumnType<number | null, number | null | undefined, never>;
  /** The feedback a feedback_reply notice answers. */
  feedback_id: ColumnType<number | null, number | null | undefined, never>;
  /** Free text such as a rejection reason. */
  detail: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

export interface NoticeTables {
  member_notices: MemberNoticesTable;
}
