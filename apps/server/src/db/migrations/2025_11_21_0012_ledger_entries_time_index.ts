/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import type { Kysely } from 'kysely';

// Frozen once released: change the schema in a new migration.

/**
 * Account records read one member's entries in a time range, newest first, with totals over the
 * whole range. This index keeps that proportional to the entries in the range instead of every
 * entry the wallet ever had.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('ledger_entries_account_time_idx')
    .on('ledger_entries')
    .columns(['account_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_account_time_idx').execute();
}
