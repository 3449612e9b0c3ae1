import { PostgresAdapter } from 'kysely';
import type { Executor } from './transaction.js';

/** Whether the database (or an open transaction) speaks PostgreSQL rather than SQLite. */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
