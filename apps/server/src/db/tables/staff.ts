import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../database.js';
import type { MinorUnits } from './ledger.js';

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

export interface StaffTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  display_name: string;
  password_hash: string;
  role: 'admin' | 'finance' | 'viewer';
  status: ColumnType<
    'active' | 'disabled',
    'active' | 'disabled' | undefined,
    'active' | 'disabled'
  >;
  last_login_at: NullableTimestamp;
  last_login_ip: string | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
  updated_at: Timestamp;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  ip: string | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface StaffAuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  target: ColumnType<string, string | undefined, never>;
  details: ColumnType<string, string | undefined, never>;
  ip: string | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

/** Tables of staff accounts, staff sessions, the audit log and member notices. */
export interface StaffTables {
  member_notices: MemberNoticesTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_audit_log: StaffAuditLogTable;
}
