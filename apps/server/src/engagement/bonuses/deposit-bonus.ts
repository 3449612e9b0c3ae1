import { sql } from 'kysely';
import { majorNumber } from '@portal/shared/money';
import type { DepositOrderBonus } from '@portal/shared/schemas/deposit';
import type { Executor } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';

/** The consumer of `deposit.credited` that gives a joined deposit match its bonus. */
export const BONUS_ENGINE_CONSUMER = 'bonus-engine';

/** A deposit match is keyed by the deposit order it matched (promotions.service.ts). */
export const depositBonusReference = (orderNo: string) => `deposit:${orderNo}`;

/**
 * The bonus a credited deposit brought, as its success screen shows it. The bonus engine gives it
 * on the event polls, a moment after the credit: until the engine has passed the deposit's
 * `deposit.credited` event while the member has a deposit match waiting, the answer says a
 * bonus may still come (`pending`), so the screen asks again rather than guess.
 */
export async function depositBonus(
  executor: Executor,
  memberId: number,
  orderNo: string,
): Promise<{ bonus: DepositOrderBonus | null; pending: boolean }> {
  const row = await executor
    .selectFrom('bonuses')
    .select(['bonus_no', 'amount', 'turnover_required', 'state'])
    .where('source', '=', 'deposit_match')
    .where('reference', '=', depositBonusReference(orderNo))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (row) {
    return {
      bonus: {
        bonusNo: row.bonus_no ?? '',
        amount: majorNumber(minor(row.amount)),
        turnoverRequired: majorNumber(minor(row.turnover_required)),
        state: row.state,
      },
      pending: false,
    };
  }
  const unhandled = await executor
    .selectFrom('domain_events as e')
    .leftJoin('event_consumers as c', (join) => join.on('c.name', '=', BONUS_ENGINE_CONSUMER))
    .select('e.id')
    .where('e.event_key', '=', `deposit.credited:${orderNo}`)
    .where(
      sql<boolean>`(c.name is null or e.tx_id > c.cursor_tx_id or (e.tx_id = c.cursor_tx_id and e.id > c.cursor_id))`,
    )
    .executeTakeFirst();
  if (!unhandled) return { bonus: null, pending: false };
  const waiting = await executor
    .selectFrom('promotion_participations as pp')
    .innerJoin('promotions as p', 'p.id', 'pp.promotion_id')
    .select('pp.id')
    .where('pp.member_id', '=', memberId)
    .where('pp.status', '=', 'joined')
    .where('p.kind', '=', 'deposit_match')
    .executeTakeFirst();
  return { bonus: null, pending: waiting !== undefined };
}
