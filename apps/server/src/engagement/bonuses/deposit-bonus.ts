import { majorNumber } from '@portal/shared/money';
import type { DepositOrderBonus } from '@portal/shared/schemas/deposit';
import type { Executor } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import { depositMatchBonus, depositMatchWaiting, eventUnhandled } from './bonuses.repository.js';

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
  const row = await depositMatchBonus(executor, memberId, depositBonusReference(orderNo));
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
  const unhandled = await eventUnhandled(
    executor,
    `deposit.credited:${orderNo}`,
    BONUS_ENGINE_CONSUMER,
  );
  if (!unhandled) return { bonus: null, pending: false };
  return { bonus: null, pending: await depositMatchWaiting(executor, memberId) };
}
