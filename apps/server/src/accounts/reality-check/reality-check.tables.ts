import type { NullableTimestamp, Timestamp } from '../../db/columns.js';

/** A member's reality-check interval and session time limit (migration 0043). */
export interface MemberRealityChecksTable {
  member_id: number;
  interval_minutes: number | null;
  session_limit_minutes: number | null;
  /** An increase or removal waiting until pending_at (null with pending_at: a removal). */
  pending_limit_minutes: number | null;
  pending_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface RealityCheckTables {
  member_reality_checks: MemberRealityChecksTable;
}
