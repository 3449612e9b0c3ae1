/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The chat room (docs/decisions/060-live-chat.md):
 * - live_chat_conversations: a member's or a visitor's conversation with customer service (a
 *   visitor is known by the SHA-256 of a random token), open until staff close it;
 * - live_chat_messages: text or image, by the member, the visitor or staff, with when it was read;
 * - live_chat_images: the bytes of image messages (base64), never under a public path;
 * - live_chat_canned_answers: the desk's ready answers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('live_chat_conversations')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) => col.references('members.id'))
    .addColumn('visitor_name', 'varchar(40)')
    .addColumn('visitor_token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('status', 'varchar(8)', (col) => col.notNull().defaultTo('open'))
    .addColumn('assigned_staff_id', 'integer', (col) =>
      col.references('staff.id').onDelete('set null'),
    )
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('live_chat_conversations_status', sql`status in ('open', 'closed')`)
    .addCheckConstraint(
      'live_chat_conversations_who',
      sql`(member_id is null) <> (visitor_token_hash is null)`,
    )
    .execute();
  // The desk's list: open first by last message; a member's open conversation.
  await db.schema
    .createIndex('live_chat_conversations_desk_idx')
    .on('live_chat_conversations')
    .columns(['status', 'last_message_at'])
    .execute();
  await sql`create unique index live_chat_conversations_member_open on live_chat_conversations (member_id) where status = 'open'`.execute(
    db,
  );

  await db.schema
    .createTable('live_chat_messages')
    .addColumn('id', 'integer', id)
    .addColumn('conversation_id', 'integer', (col) =>
      col.notNull().references('live_chat_conversations.id'),
    )
    .addColumn('author_kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('text', 'varchar(1000)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('read_at', 'timestamptz')
    .addCheckConstraint(
      'live_chat_messages_author',
      sql`author_kind in ('member', 'visitor', 'staff')`,
    )
    .addCheckConstraint('live_chat_messages_kind', sql`kind in ('text', 'image')`)
    .execute();
  await db.schema
    .createIndex('live_chat_messages_conversation_idx')
    .on('live_chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();

  await db.schema
    .createTable('live_chat_images')
    .addColumn('message_id', 'integer', (col) =>
      col.primaryKey().references('live_chat_messages.id'),
    )
    .addColumn('mime_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('live_chat_canned_answers')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'varchar(60)', (col) => col.notNull())
    .addColumn('text', 'varchar(1000)', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_chat_canned_answers').execute();
  await db.schema.dropTable('live_chat_images').execute();
  await db.schema.dropTable('live_chat_messages').execute();
  await db.schema.dropTable('live_chat_conversations').execute();
}
