import type { Trx } from '../../db/transaction.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import { depositMatch } from '../bonuses/bonus-rules.js';
import { depositBonusReference } from '../bonuses/deposit-bonus.js';
import type { ParticipationsRepository } from './participations.repository.js';
import { minorOf, promotionPhase } from './promotion-record.js';
import type { PromotionsRepository } from './promotions.repository.js';
import type { PromotionsService } from './promotions.service.js';

export interface CreditedDeposit {
  orderNo: string;
  memberId: number;
  amount: bigint;
  currency: string;
  at: Date;
}

export interface DepositMatchDeps {
  promotions: PromotionsRepository;
  participations: ParticipationsRepository;
  bonuses: Pick<BonusService, 'issue'>;
  settle: PromotionsService['settle'];
}

/**
 * A credited deposit meets the member's joined deposit match: the bonus is issued in the
 * consumer's transaction (once per deposit order). A deposit below the minimum leaves the
 * join waiting; a promotion that ended closes it.
 */
export async function giveDepositMatch(
  deps: DepositMatchDeps,
  deposit: CreditedDeposit,
  trx: Trx,
): Promise<void> {
  const joined = await deps.participations.joinedDepositMatch(deposit.memberId, trx);
  if (!joined) return;
  const promotion = await deps.promotions.byId(joined.promotion_id, trx);
  if (!promotion) throw new Error(`promotion ${joined.promotion_id} is missing`);
  if (promotion.terms.kind !== 'deposit_match') return;
  const close = () => deps.settle(joined, 'closed', {}, deposit.at, trx);
  if (promotion.status !== 'published' || promotionPhase(promotion, deposit.at) === 'closed') {
    await close();
    return;
  }
  if (promotion.eligibility.newMembersOnly) {
    const earlier = await deps.participations.hasDeposited(deposit.memberId, deposit.orderNo, trx);
    if (earlier) {
      await close();
      return;
    }
  }
  const { bonus: bonusAmount, turnover } = depositMatch(deposit.amount, {
    percent: promotion.terms.percent,
    cap: minorOf(promotion.terms.capAmount),
    minDeposit: minorOf(promotion.terms.minDeposit),
    turnoverMultiple: promotion.terms.turnoverMultiple,
  });
  if (bonusAmount <= 0n) return;
  const bonus = await deps.bonuses.issue(
    {
      memberId: deposit.memberId,
      source: 'deposit_match',
      reference: depositBonusReference(deposit.orderNo),
      promotionId: promotion.id,
      title: null,
      amount: bonusAmount,
      currency: deposit.currency,
      turnoverRequired: turnover,
      weights: promotion.bonus.weights,
      expiryDays: promotion.bonus.expiryDays,
      now: deposit.at,
    },
    trx,
  );
  await deps.settle(
    joined,
    'issued',
    { amount: bonusAmount, bonus_id: bonus.id, deposit_order_no: deposit.orderNo },
    deposit.at,
    trx,
  );
}
