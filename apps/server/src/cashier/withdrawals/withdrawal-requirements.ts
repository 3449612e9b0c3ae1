import type { Executor } from '../../db/transaction.js';
import { AppError, moneyParam } from '../../lib/app-error.js';
import { toBonusRow, type BonusRow } from '../../engagement/bonuses/bonus.service.js';
import { minor } from '../../db/minor.js';
import { openDepositTurnover, unmetBonuses } from './withdrawal-requirements.repository.js';

/** A running bonus whose turnover is not met yet. */
export interface BlockingBonus {
  bonus: BonusRow;
  /** Minor units of weighted valid bets it still needs. */
  remaining: bigint;
}

/**
 * Everything that holds back a member's withdrawal (decisions 015 and 025): the deposits' own
 * turnover still to play, and each running bonus with turnover still to play.
 */
export interface WithdrawalRequirements {
  deposit: { required: bigint; remaining: bigint };
  bonuses: BlockingBonus[];
  /** The deposits' turnover plus every bonus's: 0 when nothing blocks. */
  total: bigint;
}

/**
 * Reads what blocks a withdrawal. The withdraw page shows this answer and the request refuses on
 * it (`requirementsRefusal`, inside the transaction that holds the money), so the figure the
 * member reads is the figure that refuses: there is no second rule to disagree with it.
 */
export async function withdrawalRequirements(
  executor: Executor,
  memberId: number,
): Promise<WithdrawalRequirements> {
  // One after the other: inside a transaction both go over its one connection.
  const deposit = await openDepositTurnover(executor, memberId);
  const running = await unmetBonuses(executor, memberId);
  const bonuses = running.map((raw) => {
    const bonus = toBonusRow(raw);
    return { bonus, remaining: bonus.turnover_required - bonus.turnover_played };
  });
  const depositRemaining = minor(deposit.remaining);
  return {
    deposit: { required: minor(deposit.required), remaining: depositRemaining },
    bonuses,
    total: bonuses.reduce((sum, { remaining }) => sum + remaining, depositRemaining),
  };
}

/**
 * The refusal a withdrawal meets under these requirements, or null when nothing blocks it: the
 * deposits' turnover first (TURNOVER_NOT_MET), then the running bonuses (BONUS_TURNOVER_UNMET,
 * with what they still need together and the bonus numbers).
 */
export function requirementsRefusal(requirements: WithdrawalRequirements): AppError | null {
  if (requirements.deposit.remaining > 0n) {
    return new AppError('TURNOVER_NOT_MET', {
      remaining: moneyParam(requirements.deposit.remaining),
    });
  }
  if (requirements.bonuses.length > 0) {
    const owed = requirements.bonuses.reduce((sum, { remaining }) => sum + remaining, 0n);
    return new AppError('BONUS_TURNOVER_UNMET', {
      remaining: moneyParam(owed),
      bonusNo: requirements.bonuses.map(({ bonus }) => bonus.bonus_no ?? '').join(', '),
    });
  }
  return null;
}
