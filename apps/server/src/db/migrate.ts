import { Migrator, NO_MIGRATIONS, PostgresAdapter, sql, type MigrationResultSet } from 'kysely';
import type { DB } from './database.js';
import { migrationProvider } from './migrations/migration-provider.js';

/**
 * On PostgreSQL the migrator's bookkeeping tables must live in the schema the connection works
 * in (search_path); otherwise it may find another schema's tables and skip creating its own.
 */
async function createMigrator(db: DB): Promise<Migrator> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    return new Migrator({ db, provider: migrationProvider });
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
}

function unwrap(resultSet: MigrationResultSet): string[] {
  if (resultSet.error) {
    const failed = resultSet.results?.find((r) => r.status === 'Error');
    const cause =
      resultSet.error instanceof Error ? resultSet.error : new Error(String(resultSet.error));
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, {
      cause,
    });
  }
  return (resultSet.results ?? []).map((r) => `${r.direction} ${r.migrationName}`);
}

/** Applies every pending migration; returns what ran. Safe to call at every start. */
export async function migrateToLatest(db: DB): Promise<string[]> {
  return unwrap(await (await createMigrator(db)).migrateToLatest());
}

/** Reverts every migration (tests prove that each `down` undoes its `up`). */
export async function migrateDownAll(db: DB): Promise<string[]> {
  return unwrap(await (await createMigrator(db)).migrateTo(NO_MIGRATIONS));
}
