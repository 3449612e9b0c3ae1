/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import type { Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * A member deletes a notice from their message centre: it is hidden from them, not erased, so the
 * fact stays for support and the once-per-order rule still holds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member_notices').addColumn('deleted_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member_notices').dropColumn('deleted_at').execute();
}
