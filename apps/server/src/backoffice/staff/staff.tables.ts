import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from '@portal/shared/staff-roles';
import type { NullableTimestamp, Timestamp } from '../../db/columns.js';

export interface StaffTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  display_name: string;
  password_hash: string;
  role: StaffRole;
  status: ColumnType<
    'active' | 'disabled',
    'active' | 'disabled' | undefined,
    'active' | 'disabled'
  >;
  last_login_at: NullableTimestamp;
  last_login_ip: string | null;
  /** Base32 TOTP secret (like the members'); null until enrolled or after a reset. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enrolled_at: NullableTimestamp;
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

/** Single-use recovery codes of a staff member's second factor, SHA-256 only. */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  created_at: ColumnType<Date | string, string | undefined, never>;
  used_at: NullableTimestamp;
}

export interface StaffTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
}
