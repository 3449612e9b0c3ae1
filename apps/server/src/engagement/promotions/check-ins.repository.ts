import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';
import type { LastCheckIn } from './check-in-rules.js';

/** Every read and write of members' daily check-ins (decision 058). */
export class CheckInsRepository {
  constructor(private readonly db: DB) {}

  /** The member's latest check-in of the promotion. */
  async latest(promotionId: number, memberId: number, executor: Executor = this.db) {
    const row = await executor
      .selectFrom('promotion_check_ins')
      .select(['site_day', 'streak'])
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', memberId)
      .orderBy('site_day', 'desc')
      .executeTakeFirst();
    return row ? toLast(row) : null;
  }

  /**
   * The member's latest check-in of each promotion from `sinceDay` on: only yesterday's and
   * today's keep a streak going, so older ones need not be read.
   */
  async latestSince(memberId: number, sinceDay: string): Promise<Map<number, LastCheckIn>> {
    const rows = await this.db
      .selectFrom('promotion_check_ins')
      .select(['promotion_id', 'site_day', 'streak'])
      .where('member_id', '=', memberId)
      .where('site_day', '>=', sinceDay)
      .orderBy('site_day')
      .execute();
    return new Map(rows.map((row) => [Number(row.promotion_id), toLast(row)]));
  }

  /** Fails on the unique constraint when the member checked in that day already. */
  async insert(
    values: {
      promotionId: number;
      memberId: number;
      siteDay: string;
      streak: number;
      amount: bigint;
    },
    now: Date,
    trx: Trx,
  ): Promise<number> {
    const row = await trx
      .insertInto('promotion_check_ins')
      .values({
        promotion_id: values.promotionId,
        member_id: values.memberId,
        site_day: values.siteDay,
        streak: values.streak,
        amount: values.amount,
        created_at: nowIso(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async setBonus(id: number, bonusId: number, trx: Trx): Promise<void> {
    await trx
      .updateTable('promotion_check_ins')
      .set({ bonus_id: bonusId })
      .where('id', '=', id)
      .execute();
  }
}

const toLast = (row: { site_day: string; streak: number | string }): LastCheckIn => ({
  siteDay: row.site_day,
  streak: Number(row.streak),
});
