/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen once released: change the schema in a new migration.

/**
 * The tables the public answers are built from (settings, the module tree, the menus and the
 * catalogue, announcements, banners, customer service, download resources). None of them is
 * written while people play: play goes to bet_rounds, house_rounds and the ledger.
 */
const CONTENT_TABLES = [
  'settings',
  'whitelabel_modules',
  'banners',
  'banner_translations',
  'announcements',
  'announcement_translations',
  'customer_services',
  'customer_service_translations',
  'app_resources',
  'app_resource_translations',
  'game_categories',
  'vendors',
  'games',
  'game_translations',
];

/** PostgreSQL tells listeners on this channel; the payload is `<schema> <version>`. */
const CHANNEL = 'content_versions';

/**
 * One counter that every write to a content table moves, whoever writes (this server, the admin
 * command, another instance, plain SQL): answers kept in memory are tagged with the version
 * they were built from. Triggers need SQL of their own: the schema builder has none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('content_versions')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('content_versions_one_row', sql`id = 1`)
    .execute();
  await db.insertInto('content_versions').values({ id: 1, version: 0 }).execute();

  if (postgres) {
    // Once per statement; the notification is delivered to every listening session on commit.
    await sql`
      create function content_versions_bump() returns trigger language plpgsql as $$
      declare
        next_version bigint;
      begin
        update content_versions set version = version + 1 where id = 1
          returning version into next_version;
        perform pg_notify(${sql.lit(CHANNEL)}, current_schema() || ' ' || next_version);
        return null;
      end
      $$`.execute(db);
    for (const table of CONTENT_TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_content_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function content_versions_bump()`.execute(db);
    }
    return;
  }
  // SQLite has row triggers only; a content write touches few rows, the counter row is one.
  for (const table of CONTENT_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`
        create trigger ${sql.id(`${table}_content_version_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update content_versions set version = version + 1 where id = 1;
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of CONTENT_TABLES) {
    if (postgres) {
      await sql`drop trigger ${sql.id(`${table}_content_version`)} on ${sql.table(table)}`.execute(
        db,
      );
      continue;
    }
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`${table}_content_version_${event}`)}`.execute(db);
    }
  }
  if (postgres) await sql`drop function content_versions_bump()`.execute(db);
  await db.schema.dropTable('content_versions').execute();
}
