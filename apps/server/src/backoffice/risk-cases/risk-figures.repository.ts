import { sql } from 'kysely';
import { minor } from '../../db/minor.js';
import { toIsoString } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import type { PlayFigures } from './risk-rules.js';

/** At most this many members are listed on a shared device or payee name case. */
export const SHARING_LIST_MAX = 200;

/**
 * The figures the money-pattern rules decide on, read from the tables of the areas that own them
 * (cashier, referral traces), each by an index of the member, mark or name.
 */
export class RiskFiguresRepository {
  /**
   * The deposits credited after the member's previous withdrawal request and up to `at`, and the
   * valid bets the turnover counter credited against them (each deposit's requirement row, by
   * its unique source and reference).
   */
  async playSincePreviousWithdrawal(
    memberId: number,
    orderNo: string,
    at: string,
    executor: Executor,
  ): Promise<PlayFigures> {
    const previous = await executor
      .selectFrom('withdrawals')
      .select('created_at')
      .where('member_id', '=', memberId)
      .where('order_no', '<>', orderNo)
      .where('created_at', '<=', at)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    let query = executor
      .selectFrom('deposit_orders as d')
      .leftJoin('turnover_requirements as t', (join) =>
        join
          .on('t.source', '=', 'deposit')
          .onRef('t.reference', '=', 'd.order_no')
          .onRef('t.member_id', '=', 'd.member_id'),
      )
      .select([
        sql<string | number>`coalesce(sum(d.amount), 0)`.as('deposits'),
        sql<string | number>`coalesce(sum(t.played), 0)`.as('played'),
      ])
      .where('d.member_id', '=', memberId)
      .where('d.credited_at', '<=', at);
    if (previous) query = query.where('d.credited_at', '>', toIsoString(previous.created_at));
    const row = await query.executeTakeFirstOrThrow();
    return { deposits: minor(row.deposits), played: minor(row.played) };
  }

  /** The members seen with any browser mark of this member (the member among them). */
  async membersSharingDevice(memberId: number, executor: Executor): Promise<number[]> {
    const rows = await executor
      .selectFrom('referral_devices')
      .select('member_id')
      .distinct()
      .where(
        'mark_hash',
        'in',
        executor
          .selectFrom('referral_devices')
          .select('mark_hash')
          .where('member_id', '=', memberId),
      )
      .orderBy('member_id')
      .limit(SHARING_LIST_MAX)
      .execute();
    return rows.map((row) => row.member_id);
  }

  /** The members with a bank card (live or removed) in this holder name. */
  async membersSharingPayee(holderName: string, executor: Executor): Promise<number[]> {
    const rows = await executor
      .selectFrom('bank_cards')
      .select('member_id')
      .distinct()
      .where('holder_name', '=', holderName)
      .orderBy('member_id')
      .limit(SHARING_LIST_MAX)
      .execute();
    return rows.map((row) => row.member_id);
  }

  /** Bank cards of the member added, and removed, in [from, to]: each counts once per change. */
  async cardChanges(memberId: number, from: string, to: string, executor: Executor) {
    const row = await executor
      .selectFrom('bank_cards')
      .select([
        sql<
          number | string
        >`coalesce(sum(case when created_at >= ${from} and created_at <= ${to} then 1 else 0 end), 0)`.as(
          'added',
        ),
        sql<
          number | string
        >`coalesce(sum(case when deleted_at >= ${from} and deleted_at <= ${to} then 1 else 0 end), 0)`.as(
          'removed',
        ),
      ])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return { added: Number(row.added), removed: Number(row.removed) };
  }
}
