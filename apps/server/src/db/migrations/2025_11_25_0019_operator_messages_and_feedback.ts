/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Operator messages fanned out to members' notices, the feedback form with its images and the
 * operator's reply, and the notice columns that point at them
 * (docs/decisions/026-feedback-and-operator-messages.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  /** What an operator sent; each recipient's copy is a member_notices row (kind operator_message). */
  await db.schema
    .createTable('operator_messages')
    .addColumn('id', 'integer', id)
    .addColumn('audience', 'varchar(16)', (col) => col.notNull())
    /** The member of a personal message. */
    .addColumn('member_id', 'integer', (col) => col.references('members.id').onDelete('set null'))
    /** JSON of the segment's criteria (minVipRank, registeredFrom, accounts...); null otherwise. */
    .addColumn('segment', 'text')
    /** JSON: { "EN": { "title", "content" }, ... }, at least one language. */
    .addColumn('contents', 'text', (col) => col.notNull())
    /** How many members the message reached when it was sent. */
    .addColumn('recipients', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('operator_messages_audience', sql`audience in ('member', 'all', 'segment')`)
    .execute();

  /** The feedback form (PUT /wps/feedback): a member's or a visitor's. */
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', id)
    /** Null for a visitor, and once a (trial) account is deleted. */
    .addColumn('member_id', 'integer', (col) => col.references('members.id').onDelete('set null'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('content', 'varchar(500)', (col) => col.notNull())
    /** Phone, email or messaging id to answer a visitor on. */
    .addColumn('contact', 'varchar(100)')
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('reply', 'varchar(1000)')
    .addColumn('replied_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('replied_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'feedback_type',
      sql`type in ('suggestion', 'complaint', 'deposit', 'withdrawal', 'game', 'other')`,
    )
    .addCheckConstraint('feedback_status', sql`status in ('open', 'replied')`)
    .execute();
  /** The operator's queue: by status, newest first. */
  await db.schema
    .createIndex('feedback_status_idx')
    .on('feedback')
    .columns(['status', 'id'])
    .execute();

  /** Up to three PNG or JPEG images per feedback, stored like withdrawal proofs. */
  await db.schema
    .createTable('feedback_images')
    .addColumn('feedback_id', 'integer', (col) =>
      col.notNull().references('feedback.id').onDelete('cascade'),
    )
    /** 1, 2 or 3: the order the member attached them in. */
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('mime_type', 'varchar(32)', (col) => col.notNull())
    /** Base64 of the image bytes. */
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('feedback_images_pk', ['feedback_id', 'position'])
    .execute();

  // No foreign keys on these three: SQLite cannot drop a column that has one, and neither
  // operator messages nor feedback are ever deleted.
  await db.schema.alterTable('member_notices').addColumn('message_id', 'integer').execute();
  await db.schema.alterTable('member_notices').addColumn('feedback_id', 'integer').execute();
  /** Free text such as a rejection reason (at most 500 characters). */
  await db.schema.alterTable('member_notices').addColumn('detail', 'varchar(500)').execute();
  /** Read counts per operator message. */
  await db.schema
    .createIndex('member_notices_message_idx')
    .on('member_notices')
    .column('message_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('member_notices_message_idx').execute();
  for (const column of ['detail', 'feedback_id', 'message_id']) {
    await db.schema.alterTable('member_notices').dropColumn(column).execute();
  }
  await db.schema.dropIndex('feedback_status_idx').execute();
  for (const table of ['feedback_images', 'feedback', 'operator_messages']) {
    await db.schema.dropTable(table).execute();
  }
}
