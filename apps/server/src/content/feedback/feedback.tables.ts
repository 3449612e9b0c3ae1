import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from '../../db/columns.js';

type CreatedAt = ColumnType<Date | string, string | undefined, never>;

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

/** Tables of the feedback form and its images. */
export interface FeedbackTables {
  feedback: FeedbackTable;
  feedback_images: FeedbackImagesTable;
}
