/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('group_name', 'varchar(32)', (col) => col.notNull())
    .addColumn('image_path', 'varchar(255)', (col) => col.notNull())
    .addColumn('linkage_type', 'varchar(16)')
    .addColumn('linkage', 'varchar(512)')
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('banners_enabled_flag', sql`enabled in (0, 1)`)
    .addCheckConstraint(
      'banners_linkage_type',
      sql`linkage_type is null or linkage_type in ('URL', 'ROUTE', 'PROMOTION', 'GAME')`,
    )
    .execute();
  await db.schema
    .createIndex('banners_group_sort_idx')
    .on('banners')
    .columns(['group_name', 'sort'])
    .execute();

  await db.schema
    .createTable('banner_translations')
    .addColumn('banner_id', 'integer', (col) =>
      col.notNull().references('banners.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addPrimaryKeyConstraint('banner_translations_pk', ['banner_id', 'lang'])
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('type', 'varchar(4)', (col) => col.notNull())
    .addColumn('platform', 'varchar(1)', (col) => col.notNull().defaultTo('A'))
    .addColumn('execution', 'varchar(1)', (col) => col.notNull().defaultTo('B'))
    .addColumn('start_time', 'timestamptz', (col) => col.notNull())
    .addColumn('end_time', 'timestamptz')
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('announcements_enabled_flag', sql`enabled in (0, 1)`)
    .addCheckConstraint('announcements_type', sql`type in ('B', 'PL', 'PU', 'PR', 'H')`)
    .addCheckConstraint('announcements_platform', sql`platform in ('A', 'W', 'H')`)
    .addCheckConstraint('announcements_execution', sql`execution in ('B', 'P')`)
    .execute();
  await db.schema
    .createIndex('announcements_type_window_idx')
    .on('announcements')
    .columns(['type', 'start_time', 'end_time'])
    .execute();

  await db.schema
    .createTable('announcement_translations')
    .addColumn('announcement_id', 'integer', (col) =>
      col.notNull().references('announcements.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('announcement_translations_pk', ['announcement_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('announcement_translations').execute();
  await db.schema.dropTable('announcements').execute();
  await db.schema.dropTable('banner_translations').execute();
  await db.schema.dropTable('banners').execute();
}
