import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Executor } from './transaction.js';

/** Whether the database (or an open transaction) speaks PostgreSQL rather than SQLite. */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The site day (GMT+8, yyyy-MM-dd) of a stored timestamp column, in the executor's dialect. */
export function siteDaySql(db: Executor, column: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(${sql.ref(column)}, '+8 hours'), 1, 10)`;
}
