import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type { DB } from '../../db/database.js';

/** The trial accounts created before a cutoff (MembersRepository deletes them). */
export class TrialCleanupRepository {
  constructor(private readonly db: DB) {}

  /** Up to `limit` ids of trial accounts created before `cutoff`, after `afterId`, in order. */
  async expiredIds(cutoff: string, afterId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('members')
      .select('id')
      .where('type', '=', TRIAL_ACCOUNT_TYPE)
      .where('created_at', '<', cutoff)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }
}
