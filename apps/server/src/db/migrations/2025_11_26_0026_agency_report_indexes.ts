/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen once released: change the schema in a new migration.

/**
 * PostgreSQL: where a member sits below an agent (`select depth from agency_tree where
 * descendant_id = $1 and ancestor_id = $2`, the scope check of every agent call that names a
 * member) read from one index entry. The server prepares its statements by name, so after five
 * runs PostgreSQL keeps a generic plan, costed for an average ancestor of a few rows. With only
 * the (descendant_id, ancestor_id) index, which lacks depth, that plan read the primary key
 * (ancestor_id, depth, descendant_id) instead: every closure row of the agent, 100,000 for the
 * top agent of a 100,000-member tree (16 ms a check). The same pair with depth included is an
 * index-only lookup of one entry whatever the agent's size (bench `agent-reports`).
 * SQLite keeps no generic plans: nothing to do there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create unique index agency_tree_descendant_depth
    on agency_tree (descendant_id, ancestor_id) include (depth)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists agency_tree_descendant_depth`.execute(db);
}
