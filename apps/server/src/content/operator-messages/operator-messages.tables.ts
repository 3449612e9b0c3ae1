import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date | string, string | undefined, never>;

export interface OperatorMessagesTable {
  id: Generated<number>;
  audience: 'member' | 'all' | 'segment';
  member_id: number | null;
  /** JSON of the segment's criteria. */
  segment: string | null;
  /** JSON: title and content by language code. */
  contents: string;
  recipients: ColumnType<number, number | undefined, number>;
  sent_by: number | null;
  created_at: CreatedAt;
}

export interface OperatorMessageTables {
  operator_messages: OperatorMessagesTable;
}
