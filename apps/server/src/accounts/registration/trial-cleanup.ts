import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { MembersRepository } from '../../platform/members/members.repository.js';
import { TrialCleanupRepository } from './trial-cleanup.repository.js';

const BATCH = 200;

/**
 * Trial (free play) accounts are created on demand and never used again after their visit. They
 * are deleted once older than the retention period; their sessions and devices go with them. An
 * account that some money table still refers to is kept (the foreign keys say so), never forced.
 */
export async function deleteExpiredTrialAccounts(
  db: DB,
  now: Date,
  retentionHours: number,
): Promise<number> {
  const cutoff = nowIso(new Date(now.getTime() - retentionHours * 3_600_000));
  const repository = new TrialCleanupRepository(db);
  const members = new MembersRepository(db);
  let deleted = 0;
  let afterId = 0;
  for (;;) {
    const batch = await repository.expiredIds(cutoff, afterId, BATCH);
    for (const id of batch) {
      try {
        deleted += await members.delete(id);
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
      }
    }
    if (batch.length < BATCH) return deleted;
    afterId = batch[batch.length - 1]!;
  }
}
