import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import type { SessionLimitState } from './session-limit.js';

/** A member's reality-check settings as the service works with them. */
export interface RealityCheckSettings extends SessionLimitState {
  intervalMinutes: number | null;
}

const none: RealityCheckSettings = { intervalMinutes: null, limit: null, pending: null };

/** member_reality_checks: one row per member who set a reminder or a session limit. */
export class RealityCheckRepository {
  constructor(private readonly db: DB) {}

  async find(memberId: number): Promise<RealityCheckSettings> {
    const row = await this.db
      .selectFrom('member_reality_checks')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!row) return none;
    return {
      intervalMinutes: row.interval_minutes,
      limit: row.session_limit_minutes,
      pending:
        row.pending_at === null
          ? null
          : { limit: row.pending_limit_minutes, at: new Date(toIsoString(row.pending_at)) },
    };
  }

  async save(memberId: number, settings: RealityCheckSettings, at: string): Promise<void> {
    const values = {
      interval_minutes: settings.intervalMinutes,
      session_limit_minutes: settings.limit,
      pending_limit_minutes: settings.pending?.limit ?? null,
      pending_at: settings.pending?.at.toISOString() ?? null,
      updated_at: at,
    };
    await this.db
      .insertInto('member_reality_checks')
      .values({ member_id: memberId, ...values })
      .onConflict((conflict) => conflict.column('member_id').doUpdateSet(values))
      .execute();
  }
}
