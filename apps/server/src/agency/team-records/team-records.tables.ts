import type { ColumnType, Generated } from 'kysely';
import type { Flag, NullableTimestamp, Timestamp } from '../../db/columns.js';

/** The operator's notices to agents; title and content by language in one JSON column. */
export interface AgentAnnouncementsTable {
  id: Generated<number>;
  /** JSON: { "EN": { "title", "content" }, ... }. */
  contents: string;
  pinned: Flag;
  published_at: Timestamp;
  expires_at: NullableTimestamp;
  created_by: number | null;
  updated_by: number | null;
  /** Set when an operator deletes it: hidden everywhere, kept for the audit log. */
  deleted_at: NullableTimestamp;
  created_at: ColumnType<Date | string, string | undefined, never>;
  updated_at: Timestamp;
}

export interface TeamRecordTables {
  agent_announcements: AgentAnnouncementsTable;
}
