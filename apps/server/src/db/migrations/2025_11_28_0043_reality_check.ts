/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { sql, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Reality check and session time limit (decision 052): one row per member who set either.
 * `interval_minutes` null is no reminder, `session_limit_minutes` null no limit. An increase or a
 * removal of the limit waits in `pending_*` until `pending_at`; `pending_at` null is nothing
 * pending (then `pending_limit_minutes` is null too). Every signed-in call reads the row with its
 * session (primary key), so the limit costs no scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_reality_checks')
    .addColumn('member_id', 'integer', (col) =>
      col.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('interval_minutes', 'integer')
    .addColumn('session_limit_minutes', 'integer')
    .addColumn('pending_limit_minutes', 'integer')
    .addColumn('pending_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint(
      'member_reality_checks_interval',
      sql`interval_minutes is null or interval_minutes between 1 and 1440`,
    )
    .addCheckConstraint(
      'member_reality_checks_limit',
      sql`(session_limit_minutes is null or session_limit_minutes between 1 and 1440)
        and (pending_limit_minutes is null or pending_limit_minutes between 1 and 1440)
        and (pending_at is not null or pending_limit_minutes is null)`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_reality_checks').execute();
}
