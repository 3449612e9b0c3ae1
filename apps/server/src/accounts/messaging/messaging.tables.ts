import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  destination: string;
  subject: string;
  body: string;
  purpose: string;
  transport: string;
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
  created_at: Timestamp;
}

export interface MessagingTables {
  outbox_messages: OutboxMessagesTable;
}
