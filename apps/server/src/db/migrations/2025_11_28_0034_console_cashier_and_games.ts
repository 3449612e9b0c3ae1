/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { sql, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The operator console's cashier and games desks (decision 043):
 *
 * - `games.is_new`: the "new" flag operators set beside hot and maintenance. A write to `games`
 *   moves the content version through the triggers of migration 0014, like every other column.
 * - `withdrawal_payout_proofs`: the bank's payout slip finance may attach when it marks a
 *   withdrawal paid; base64 of the bytes, apart from the order so lists stay light (like the
 *   member's own proof in `withdrawal_proofs`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('is_new', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`is_new in (0, 1)`),
    )
    .execute();

  await db.schema
    .createTable('withdrawal_payout_proofs')
    .addColumn('withdrawal_id', 'integer', (col) =>
      col.primaryKey().references('withdrawals.id').onDelete('cascade'),
    )
    .addColumn('mime_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('withdrawal_payout_proofs').execute();
  await db.schema.alterTable('games').dropColumn('is_new').execute();
}
