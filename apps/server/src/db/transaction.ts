import type { Transaction } from 'kysely';
import { isRetryableTransactionError } from '../lib/db-errors.js';
import type { Database, DB } from './database.js';

export type Trx = Transaction<Database>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = DB | Trx;

const ATTEMPTS = 5;

/**
 * Runs `work` in one transaction and retries it from the start when PostgreSQL picks it as a
 * deadlock victim or serialization failure. `work` must not have effects outside the database.
 */
export async function inTransaction<T>(db: DB, work: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 5 + Math.random() * 10));
    }
  }
}
