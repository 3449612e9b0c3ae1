import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DB } from '../../db/database.js';

const VERSION_SQL = 'select version from content_versions where id = 1';

/** The content version counter row (migration 0014), read through the shared database. */
export class ContentVersionsRepository {
  constructor(private readonly db: DB) {}

  async read(): Promise<number> {
    const { rows } = await sql<{ version: number | string | bigint }>`${sql.raw(
      VERSION_SQL,
    )}`.execute(this.db);
    return Number(rows[0]?.version ?? 0);
  }
}

/**
 * The counter read on a SQLite connection of its own: one prepared statement, synchronous, a
 * few microseconds, and never queued behind the shared connection's other queries. WAL lets it
 * see every commit, from this process or any other, as soon as it is made.
 */
export class SqliteVersionReader {
  private connection: SQLite.Database | null = null;
  private statement: SQLite.Statement<[], number> | null = null;

  constructor(private readonly path: string) {}

  read(): number {
    if (!this.statement) {
      this.connection = new SQLite(this.path, { fileMustExist: true });
      this.connection.pragma('busy_timeout = 5000');
      this.statement = this.connection.prepare<[], number>(VERSION_SQL).pluck();
    }
    return Number(this.statement.get() ?? 0);
  }

  close(): void {
    this.statement = null;
    this.connection?.close();
    this.connection = null;
  }
}
