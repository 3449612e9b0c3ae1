import { majorNumber } from '@portal/shared/money';
import type { CheckInValue } from '@portal/shared/schemas/promotions';
import { siteDayOf } from '@portal/shared/site-day';
import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import { rewardOfDay, streakOn } from './check-in-rules.js';
import type { CheckInsRepository } from './check-ins.repository.js';
import { promotionPhase, type PromotionRecord } from './promotion-record.js';
import { ineligible, TRIAL_TYPE, type MemberFacts } from './promotion-state.js';
import type { PromotionPlayGate } from './promotions.service.js';

export interface CheckInDeps {
  db: DB;
  bonuses: BonusService;
  checkIns: CheckInsRepository;
  playGate?: PromotionPlayGate;
  currencyOf: (memberId: number) => Promise<string>;
}

/**
 * Today's check-in of a `signed` promotion (decision 058): once per member and site day (the
 * unique constraint decides between racing clicks), refused during a safer-play break, and paid
 * as a bonus with the day's turnover through the bonus service, in one transaction.
 */
export async function checkIn(
  deps: CheckInDeps,
  promotion: PromotionRecord,
  facts: MemberFacts,
  now: Date,
): Promise<CheckInValue> {
  const { terms } = promotion;
  if (terms.kind !== 'signed') throw new AppError('PROMOTION_WRONG_KIND');
  const phase = promotionPhase(promotion, now);
  if (phase === 'coming_soon') throw new AppError('PROMOTION_NOT_STARTED');
  if (phase === 'closed') throw new AppError('PROMOTION_ENDED');
  if (facts.type === TRIAL_TYPE) throw new AppError('TRIAL_ACCOUNT');
  const reason = ineligible(promotion, facts, now);
  if (reason) throw new AppError('PROMOTION_NOT_ELIGIBLE', {}, [{ path: 'id', reason }]);
  const memberId = facts.id;
  const today = siteDayOf(now);
  const currency = await deps.currencyOf(memberId);
  try {
    return await inTransaction(deps.db, async (trx) => {
      await deps.playGate?.check(trx, memberId, { kind: 'promotion', amount: 0n });
      const streak = streakOn(await deps.checkIns.latest(promotion.id, memberId, trx), today);
      if (streak === null) throw new AppError('CHECK_IN_ALREADY_TODAY');
      const amount = rewardOfDay(terms, streak);
      const id = await deps.checkIns.insert(
        { promotionId: promotion.id, memberId, siteDay: today, streak, amount },
        now,
        trx,
      );
      const bonus = await deps.bonuses.issue(
        {
          memberId,
          source: 'signed',
          reference: `check-in:${id}`,
          promotionId: promotion.id,
          title: null,
          amount,
          currency,
          turnoverRequired: amount * BigInt(terms.turnoverMultiple),
          weights: promotion.bonus.weights,
          expiryDays: promotion.bonus.expiryDays,
          now,
        },
        trx,
      );
      await deps.checkIns.setBonus(id, bonus.id, trx);
      return {
        state: 'signed' as const,
        streak,
        amount: majorNumber(amount),
        bonusId: bonus.id,
        nextReward: majorNumber(rewardOfDay(terms, streak + 1)),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CHECK_IN_ALREADY_TODAY');
    throw error;
  }
}
