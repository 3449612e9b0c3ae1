import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/columns.js';

export interface PasswordResetsTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface PasswordTables {
  password_resets: PasswordResetsTable;
}
