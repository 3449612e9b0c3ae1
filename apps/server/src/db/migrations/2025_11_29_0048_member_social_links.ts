/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Social sign-in (docs/decisions/056-social-sign-in.md): member_social_links holds each
 * account a member signs in with at Google, Facebook or Telegram. The provider's subject names
 * one member only (unique provider and subject); the email is the one the provider gave when
 * the link was made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('member_social_links')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
    )
    .addUniqueConstraint('member_social_links_subject', ['provider', 'subject'])
    .addCheckConstraint(
      'member_social_links_provider',
      sql`provider in ('google', 'facebook', 'telegram')`,
    )
    .execute();
  await db.schema
    .createIndex('member_social_links_member_idx')
    .on('member_social_links')
    .column('member_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_social_links').ifExists().execute();
}
