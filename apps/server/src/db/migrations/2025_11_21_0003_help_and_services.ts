/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('help_topics')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('help_topics_enabled_flag', sql`enabled in (0, 1)`)
    .execute();

  await db.schema
    .createTable('help_topic_translations')
    .addColumn('topic_id', 'integer', (col) =>
      col.notNull().references('help_topics.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addPrimaryKeyConstraint('help_topic_translations_pk', ['topic_id', 'lang'])
    .execute();

  await db.schema
    .createTable('help_items')
    .addColumn('id', 'integer', id)
    .addColumn('topic_id', 'integer', (col) =>
      col.notNull().references('help_topics.id').onDelete('cascade'),
    )
    .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('help_items_enabled_flag', sql`enabled in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('help_items_topic_sort_idx')
    .on('help_items')
    .columns(['topic_id', 'sort'])
    .execute();

  await db.schema
    .createTable('help_item_translations')
    .addColumn('item_id', 'integer', (col) =>
      col.notNull().references('help_items.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('help_item_translations_pk', ['item_id', 'lang'])
    .execute();

  await db.schema
    .createTable('customer_services')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('cs_type', 'integer', (col) => col.notNull())
    .addColumn('path', 'varchar(1024)', (col) => col.notNull())
    .addColumn('icon', 'varchar(32)', (col) => col.notNull())
    .addColumn('min_vip_rank', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('customer_services_enabled_flag', sql`enabled in (0, 1)`)
    .addCheckConstraint('customer_services_cs_type', sql`cs_type in (1, 2, 3, 4)`)
    .execute();

  await db.schema
    .createTable('customer_service_translations')
    .addColumn('customer_service_id', 'integer', (col) =>
      col.notNull().references('customer_services.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addPrimaryKeyConstraint('customer_service_translations_pk', ['customer_service_id', 'lang'])
    .execute();

  await db.schema
    .createTable('app_resources')
    .addColumn('id', 'integer', id)
    .addColumn('resource_type', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('url', 'varchar(1024)', (col) => col.notNull())
    .addColumn('qr_code_url', 'varchar(1024)')
    .addColumn('label_name_en', 'varchar(255)', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('app_resources_enabled_flag', sql`enabled in (0, 1)`)
    .addCheckConstraint(
      'app_resources_type',
      sql`resource_type in ('IOS', 'MOBILECONFIG', 'ANDROID')`,
    )
    .execute();

  await db.schema
    .createTable('app_resource_translations')
    .addColumn('resource_id', 'integer', (col) =>
      col.notNull().references('app_resources.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('label_name', 'varchar(255)', (col) => col.notNull())
    .addPrimaryKeyConstraint('app_resource_translations_pk', ['resource_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_resource_translations').execute();
  await db.schema.dropTable('app_resources').execute();
  await db.schema.dropTable('customer_service_translations').execute();
  await db.schema.dropTable('customer_services').execute();
  await db.schema.dropTable('help_item_translations').execute();
  await db.schema.dropTable('help_items').execute();
  await db.schema.dropTable('help_topic_translations').execute();
  await db.schema.dropTable('help_topics').execute();
}
