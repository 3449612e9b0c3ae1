import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from '../database.js';

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

export type FeedbackType = 'suggestion' | 'complaint' | 'deposit' | 'withdrawal' | 'game' | 'other';

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number | null;
  type: FeedbackType;
  content: string;
  contact: string | null;
  ip: string;
  language: string;
  status: ColumnType<'open' | 'replied', 'open' | undefined, 'replied'>;
  reply: string | null;
  replied_by: number | null;
  replied_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface FeedbackImagesTable {
  feedback_id: number;
  position: number;
  mime_type: string;
  /** Base64 of the bytes. */
  data: string;
  size_bytes: number;
  created_at: CreatedAt;
}

/** Tables of operator messages and of the feedback form. */
export interface FeedbackTables {
  operator_messages: OperatorMessagesTable;
  feedback: FeedbackTable;
  feedback_images: FeedbackImagesTable;
}
