import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/columns.js';

export interface MemberDevicesTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  user_agent: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface MemberSessionsTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  device_id: number | null;
  login_type: string;
  ip: string;
  user_agent: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** 'withdraw': a member on a safer-play break may only withdraw with this session. */
  scope: ColumnType<string, string | undefined, string>;
}

export interface MemberKnownIpsTable {
  member_id: number;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

/** How a login attempt of a known member ended. */
export type LoginOutcome =
  'success' | 'wrong_password' | 'account_disabled' | 'verification_required';

/** Every login attempt of a known member (unknown usernames have no row to belong to). */
export interface MemberLoginsTable {
  id: Generated<number>;
  member_id: number;
  login_type: string;
  outcome: LoginOutcome;
  ip: string;
  user_agent: string;
  created_at: Timestamp;
}

export interface SessionTables {
  member_devices: MemberDevicesTable;
  member_sessions: MemberSessionsTable;
  member_known_ips: MemberKnownIpsTable;
  member_logins: MemberLoginsTable;
}
