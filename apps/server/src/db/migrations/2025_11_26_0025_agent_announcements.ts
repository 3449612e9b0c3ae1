/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The operator's notices to agents (agent centre page agentAnnouncement). Title and content are
 * one JSON column by language, as operator messages store them: a notice is written and read
 * whole, never searched by its text. Deleting only marks the row, so the audit log keeps
 * pointing at something.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('agent_announcements')
    .addColumn('id', 'integer', id)
    /** JSON: { "EN": { "title", "content" }, ... }, at least one language. */
    .addColumn('contents', 'text', (col) => col.notNull())
    .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
    /** Shown from this instant... */
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    /** ...until this one (exclusive); null: until deleted. */
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('agent_announcements_pinned', sql`pinned in (0, 1)`)
    .execute();
  /** What agents read: the live notices, pinned first then newest. */
  await db.schema
    .createIndex('agent_announcements_live')
    .on('agent_announcements')
    .columns(['deleted_at', 'pinned', 'published_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_announcements').execute();
}
