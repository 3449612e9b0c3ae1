/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { sql, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The fraction of a point each member's settled bets have earned but not yet received, per game
 * category (docs/decisions/027-points.md, "Earning"): num / den of a point, 0 <= num < den.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('points_carry')
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('category_code', 'varchar(16)', (col) => col.notNull())
    .addColumn('num', 'bigint', (col) => col.notNull())
    .addColumn('den', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
    )
    .addPrimaryKeyConstraint('points_carry_pk', ['member_id', 'category_code'])
    .addCheckConstraint('points_carry_fraction', sql`num >= 0 and den > 0 and num < den`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('points_carry').execute();
}
