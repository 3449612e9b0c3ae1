/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Bulk import of an agency (decision 067):
 * - agency_tree_pending: the members whose closure rows and counts a bulk import writes in SQL
 *   at its end. While the table has a row that the inserting transaction sees (an import's
 *   marker row 0, uncommitted and so seen by that transaction alone on PostgreSQL; SQLite has one
 *   writer at a time), the members insert trigger writes nothing: a per-row trigger of an import
 *   of 100,000 members updated the same ancestor rows 100,000 times.
 * - the insert trigger of migration 0024 is the same otherwise; the move trigger is unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('agency_tree_pending')
    .addColumn('member_id', 'integer', (col) => col.primaryKey())
    .execute();
  if (postgres) await insertTriggerPostgres(db, true);
  else await insertTriggerSqlite(db, true);
}

async function insertTriggerPostgres(db: Kysely<any>, skipWhilePending: boolean): Promise<void> {
  const skip = skipWhilePending
    ? sql`if exists (select 1 from agency_tree_pending) then
        return null;
      end if;`
    : sql``;
  await sql`
    create or replace function agency_tree_insert() returns trigger language plpgsql as $$
    begin
      ${skip}
      insert into agency_tree (ancestor_id, descendant_id, depth)
        select new.id, new.id, 0
        union all
        select ancestor_id, new.id, depth + 1 from agency_tree where descendant_id = new.upline_id;
      update members set downline_count = downline_count + 1
        where id in (select ancestor_id from agency_tree where descendant_id = new.id and depth > 0);
      update members set direct_count = direct_count + 1 where id = new.upline_id;
      return null;
    end $$
  `.execute(db);
}

async function insertTriggerSqlite(db: Kysely<any>, skipWhilePending: boolean): Promise<void> {
  await sql`drop trigger if exists agency_tree_insert`.execute(db);
  const when = skipWhilePending ? sql`when not exists (select 1 from agency_tree_pending)` : sql``;
  await sql`
    create trigger agency_tree_insert after insert on members ${when}
    begin
      insert into agency_tree (ancestor_id, descendant_id, depth)
        select new.id, new.id, 0
        union all
        select ancestor_id, new.id, depth + 1 from agency_tree where descendant_id = new.upline_id;
      update members set downline_count = downline_count + 1
        where id in (select ancestor_id from agency_tree where descendant_id = new.id and depth > 0);
      update members set direct_count = direct_count + 1 where id = new.upline_id;
    end
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await insertTriggerPostgres(db, false);
  else await insertTriggerSqlite(db, false);
  await db.schema.dropTable('agency_tree_pending').execute();
}
