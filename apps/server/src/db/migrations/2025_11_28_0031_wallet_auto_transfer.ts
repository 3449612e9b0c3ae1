/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { sql, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The member's wallet preferences: `auto_transfer` 1 moves the main balance into a
 * transfer-mode vendor's wallet when one of its games launches, and the vendor wallets back to
 * main when the member leaves or plays elsewhere. No row means every preference is off.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_wallet_settings')
    .addColumn('member_id', 'integer', (col) =>
      col.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('auto_transfer', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
    )
    .addCheckConstraint('member_wallet_settings_auto_transfer', sql`auto_transfer in (0, 1)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_wallet_settings').execute();
}
