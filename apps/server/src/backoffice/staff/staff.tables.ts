import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/columns.js';

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

export interface StaffTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
}
