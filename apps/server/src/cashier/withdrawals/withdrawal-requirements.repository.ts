import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.js';

/** The member's open turnover requirements: what they ask and what is still to play (sums). */
export async function openDepositTurnover(executor: Executor, memberId: number) {
  return executor
    .selectFrom('turnover_requirements')
    .select([
      sql<string>`coalesce(sum(required), 0)`.as('required'),
      sql<string>`coalesce(sum(required - played), 0)`.as('remaining'),
    ])
    .where('member_id', '=', memberId)
    .whereRef('played', '<', 'required')
    .executeTakeFirstOrThrow();
}

/** The member's running bonuses whose turnover is not met yet, oldest first. */
export async function unmetBonuses(executor: Executor, memberId: number) {
  return executor
    .selectFrom('bonuses')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('state', '=', 'in_progress')
    .whereRef('turnover_played', '<', 'turnover_required')
    .orderBy('id')
    .execute();
}
