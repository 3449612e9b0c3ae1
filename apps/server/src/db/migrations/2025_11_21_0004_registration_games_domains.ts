/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('registration_rules')
    .addColumn('id', 'integer', id)
    .addColumn('field', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('required', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('accepted_pattern', 'varchar(512)', (col) => col.notNull().defaultTo('*'))
    .addColumn('pattern_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('min_length', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_length', 'integer', (col) => col.notNull().defaultTo(255))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('registration_rules_flags', sql`enabled in (0, 1) and required in (0, 1)`)
    .addCheckConstraint('registration_rules_pattern_id', sql`pattern_id between 0 and 23`)
    .addCheckConstraint(
      'registration_rules_lengths',
      sql`min_length >= 0 and max_length >= min_length`,
    )
    .execute();

  await db.schema
    .createTable('registration_rule_translations')
    .addColumn('rule_id', 'integer', (col) =>
      col.notNull().references('registration_rules.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(8)', (col) => col.notNull())
    .addColumn('message', 'varchar(512)', (col) => col.notNull())
    .addPrimaryKeyConstraint('registration_rule_translations_pk', ['rule_id', 'lang'])
    .execute();

  await db.schema
    .createTable('game_categories')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('mod_id', 'varchar(64)', (col) =>
      col.references('whitelabel_modules.mod_id').onDelete('set null'),
    )
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('game_categories_enabled_flag', sql`enabled in (0, 1)`)
    .execute();

  await db.schema
    .createTable('vendors')
    .addColumn('id', 'integer', id)
    .addColumn('category_code', 'varchar(16)', (col) =>
      col.notNull().references('game_categories.code').onDelete('cascade'),
    )
    .addColumn('vassalage', 'varchar(64)', (col) => col.notNull())
    .addColumn('title', 'varchar(128)', (col) => col.notNull())
    .addColumn('is_hot', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cards', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('icon_path', 'varchar(255)', (col) => col.notNull())
    .addColumn('maintenance', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('vendors_category_vassalage_uq', ['category_code', 'vassalage'])
    .addCheckConstraint(
      'vendors_flags',
      sql`is_hot in (0, 1) and maintenance in (0, 1) and enabled in (0, 1) and cards >= 0`,
    )
    .execute();
  await db.schema
    .createIndex('vendors_category_sort_idx')
    .on('vendors')
    .columns(['category_code', 'sort'])
    .execute();

  await db.schema
    .createTable('domain_routes')
    .addColumn('id', 'integer', id)
    .addColumn('domain', 'varchar(253)', (col) => col.notNull().unique())
    .addColumn('type', 'varchar(8)', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('domain_routes_enabled_flag', sql`enabled in (0, 1)`)
    .addCheckConstraint('domain_routes_type', sql`type in ('WEB', 'H5', 'API')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('domain_routes').execute();
  await db.schema.dropTable('vendors').execute();
  await db.schema.dropTable('game_categories').execute();
  await db.schema.dropTable('registration_rule_translations').execute();
  await db.schema.dropTable('registration_rules').execute();
}
