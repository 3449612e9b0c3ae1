import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/columns.js';

type CreatedAt = ColumnType<Date | string, string | undefined, never>;

export interface LiveChatConversationsTable {
  id: Generated<number>;
  /** The member's conversation; null for a visitor's. */
  member_id: number | null;
  visitor_name: string | null;
  /** SHA-256 (hex) of the visitor's random token; null for a member. */
  visitor_token_hash: string | null;
  status: ColumnType<'open' | 'closed', 'open' | undefined, 'open' | 'closed'>;
  assigned_staff_id: number | null;
  last_message_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface LiveChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  author_kind: 'member' | 'visitor' | 'staff';
  staff_id: number | null;
  kind: 'text' | 'image';
  text: string | null;
  created_at: CreatedAt;
  /** When the other side read it. */
  read_at: NullableTimestamp;
}

/** An image message's bytes, kept in the database like feedback images (no public path). */
export interface LiveChatImagesTable {
  message_id: number;
  mime_type: string;
  /** Base64 of the bytes. */
  data: string;
  size_bytes: number;
}

export interface LiveChatCannedAnswersTable {
  id: Generated<number>;
  title: string;
  text: string;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** Tables of the chat room (decision 060). */
export interface LiveChatTables {
  live_chat_conversations: LiveChatConversationsTable;
  live_chat_messages: LiveChatMessagesTable;
  live_chat_images: LiveChatImagesTable;
  live_chat_canned_answers: LiveChatCannedAnswersTable;
}
