import type { ColumnType, Generated } from 'kysely';
import type { Flag, NullableTimestamp, Timestamps } from '../../db/columns.js';

export interface MembersTable extends Timestamps {
  id: Generated<number>;
  account: string;
  /** Lower-cased account: the unique login key. */
  account_key: string;
  nickname: string;
  password_hash: string | null;
  password_changed_at: NullableTimestamp;
  type: number;
  status: 'active' | 'disabled';
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  /** Lower-cased email: unique. */
  email_key: string | null;
  /** When a code sent to the number or address proved it (null: never proven, or before 0033). */
  mobile_verified_at: NullableTimestamp;
  email_verified_at: NullableTimestamp;
  /** yyyy-MM-dd, as a reviewer read it from the identity document (0044). */
  birthday: string | null;
  payee_name: string | null;
  payment_password_hash: string | null;
  totp_secret: string | null;
  totp_enabled: Flag;
  /** JSON object of registration extras (qqNum, line, whatsapp, idNumber, ...). */
  profile: string;
  upline_id: number | null;
  affiliate_code: string | null;
  to_upline: Flag;
  icon: number;
  rank_level: number;
  currency: string;
  register_ip: string | null;
  register_domain: string | null;
  first_login_at: NullableTimestamp;
  last_login_at: NullableTimestamp;
  last_login_ip: string | null;
  /** Kept by the agency_tree triggers: direct downlines, and downlines at every level. */
  direct_count: ColumnType<number, never, never>;
  downline_count: ColumnType<number, never, never>;
}

export interface MemberTables {
  members: MembersTable;
}
