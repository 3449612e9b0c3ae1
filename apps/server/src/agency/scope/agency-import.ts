import type { DB } from '../../db/database.js';
import { inTransaction, type Executor, type Trx } from '../../db/transaction.js';
import { AgencyImportRepository } from './agency-import.repository.js';

const repository = new AgencyImportRepository();

/**
 * Bulk import of an existing agency (decision 067). `fill` inserts the members (with their
 * `upline_id`) in one transaction while the members insert trigger is off for that transaction
 * (a marker row in `agency_tree_pending`); then the closure rows of every member inserted without
 * them and the counts of every member above them are written in SQL, a few statements for the
 * whole import instead of a trigger per row that updates the same ancestor rows again and again.
 * The result equals what the triggers would have written (agency-import.test.ts). Moves during an
 * import are not expected; other transactions' inserts keep their trigger (they do not see the
 * uncommitted marker).
 */
export async function importAgency<T>(db: DB, fill: (trx: Trx) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    await repository.turnTriggerOff(trx);
    const result = await fill(trx);
    await closeImportedMembers(trx);
    return result;
  });
}

/**
 * The closure rows of each member that has none (not even its own, depth 0) and the direct and
 * downline counts of those members and all their ancestors, counted afresh. Turns the trigger on
 * again for the rest of the transaction. Returns how many members it closed.
 */
export async function closeImportedMembers(executor: Executor): Promise<number> {
  const closed = await repository.markUnclosed(executor);
  if (closed > 0) {
    await repository.writeClosure(executor);
    await repository.recount(executor);
  }
  await repository.clear(executor);
  return closed;
}
