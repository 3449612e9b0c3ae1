/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/** The help centre's tables join the content version (decision 022) like the other content. */
const HELP_TABLES = [
  'help_topics',
  'help_topic_translations',
  'help_items',
  'help_item_translations',
];

/**
 * Content publishing from the operator console (decision 044):
 * - banners get a schedule: shown from `start_time` until `end_time` (null: no bound);
 * - `content_images` keeps the images operators upload (banner art), one row per distinct
 *   image, named by the SHA-256 of its bytes and served under the assets base;
 * - the help centre's tables move the content version on every write;
 * - the audit screen filters by time and by action or target prefix: an index on the time,
 *   and on PostgreSQL pattern indexes so `LIKE 'member.%'` uses one whatever the collation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema.alterTable('banners').addColumn('start_time', 'timestamptz').execute();
  await db.schema.alterTable('banners').addColumn('end_time', 'timestamptz').execute();

  await db.schema
    .createTable('content_images')
    .addColumn('id', 'integer', id)
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('mime_type', 'varchar(32)', (col) => col.notNull())
    /** Base64 of the bytes, as feedback images are kept. */
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('uploaded_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
    )
    .addCheckConstraint(
      'content_images_mime_type',
      sql`mime_type in ('image/png', 'image/jpeg', 'image/webp')`,
    )
    .execute();

  if (postgres) {
    for (const table of HELP_TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_content_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function content_versions_bump()`.execute(db);
    }
  } else {
    for (const table of HELP_TABLES) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`
          create trigger ${sql.id(`${table}_content_version_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update content_versions set version = version + 1 where id = 1;
          end`.execute(db);
      }
    }
  }

  await db.schema
    .createIndex('staff_audit_log_time_idx')
    .on('staff_audit_log')
    .columns(['created_at', 'id'])
    .execute();
  if (postgres) {
    await sql`create index staff_audit_log_action_prefix_idx
      on staff_audit_log (action text_pattern_ops)`.execute(db);
    await sql`create index staff_audit_log_target_prefix_idx
      on staff_audit_log (target text_pattern_ops)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await db.schema.dropIndex('staff_audit_log_target_prefix_idx').execute();
    await db.schema.dropIndex('staff_audit_log_action_prefix_idx').execute();
  }
  await db.schema.dropIndex('staff_audit_log_time_idx').execute();
  for (const table of HELP_TABLES) {
    if (postgres) {
      await sql`drop trigger ${sql.id(`${table}_content_version`)} on ${sql.table(table)}`.execute(
        db,
      );
      continue;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`${table}_content_version_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('content_images').execute();
  await db.schema.alterTable('banners').dropColumn('end_time').execute();
  await db.schema.alterTable('banners').dropColumn('start_time').execute();
}
