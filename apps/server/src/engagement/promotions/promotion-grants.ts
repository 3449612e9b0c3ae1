import { fromMinor } from '@portal/shared/money';
import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import { toBonus } from '../bonuses/bonuses-view.js';
import { lookupKey } from '../../platform/members/members.repository.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { ParticipationsRepository } from './participations.repository.js';
import { auditAction } from './promotion-audit.js';
import { minorOf } from './promotion-record.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import { PromotionsRepository } from './promotions.repository.js';

export interface PromotionGrantsDeps {
  db: DB;
  bonuses: BonusService;
  audit: AuditLog;
  now: () => Date;
}

/** What operators give or take by hand: raffle prizes, and bonuses granted or cancelled. */
export class PromotionGrants {
  private readonly promotions: PromotionsRepository;
  private readonly participations: ParticipationsRepository;

  constructor(private readonly deps: PromotionGrantsDeps) {
    this.promotions = new PromotionsRepository(deps.db);
    this.participations = new ParticipationsRepository(deps.db);
  }

  async grantPrize(
    operator: Operator,
    promotionId: number,
    username: string,
    amountDecimal: number,
  ) {
    const promotion = await this.promotions.byId(promotionId);
    if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
    if (promotion.kind !== 'raffle') throw new AppError('PROMOTION_WRONG_KIND');
    const member = await this.member(username);
    const amount = minorOf(amountDecimal);
    return inTransaction(this.deps.db, async (trx) => {
      const id = await this.participations.insertPrize(
        { promotionId, memberId: member.id, amount, grantedBy: operator.staff.id },
        this.deps.now(),
        trx,
      );
      await auditAction(
        this.deps.audit,
        operator,
        'promotion.raffle.prize',
        id,
        { promotionId, username: member.account, amount: fromMinor(amount) },
        trx,
        'raffle-prize',
      );
      return { id };
    });
  }

  /** A bonus given by hand (an adjustment), audited, with its own turnover and expiry. */
  async grantBonus(
    operator: Operator,
    input: {
      username: string;
      amount: number;
      turnoverMultiple: number;
      expiryDays: number;
      reason: string;
    },
  ) {
    const member = await this.member(input.username);
    const amount = minorOf(input.amount);
    const now = this.deps.now();
    const bonus = await inTransaction(this.deps.db, async (trx) => {
      const reference = `adjustment:${operator.staff.id}:${now.getTime()}:${member.id}`;
      const issued = await this.deps.bonuses.issue(
        {
          memberId: member.id,
          source: 'adjustment',
          reference,
          promotionId: null,
          title: input.reason,
          amount,
          currency: member.currency,
          turnoverRequired: amount * BigInt(input.turnoverMultiple),
          weights: {},
          expiryDays: input.expiryDays,
          now,
        },
        trx,
      );
      await auditAction(
        this.deps.audit,
        operator,
        'bonus.grant',
        issued.id,
        {
          username: member.account,
          amount: fromMinor(amount),
          turnoverMultiple: input.turnoverMultiple,
          reason: input.reason,
        },
        trx,
        'bonus',
      );
      return issued;
    });
    return { ...toBonus(bonus), username: member.account };
  }

  async cancelBonus(operator: Operator, id: number, reason: string) {
    const now = this.deps.now();
    const bonus = await inTransaction(this.deps.db, async (trx) => {
      const current = await this.deps.bonuses.find(id, trx);
      await this.deps.bonuses.end(
        current,
        'cancelled',
        { now, by: operator.staff.id, reason },
        trx,
      );
      await auditAction(this.deps.audit, operator, 'bonus.cancel', id, { reason }, trx, 'bonus');
      return this.deps.bonuses.find(id, trx);
    });
    const username = await this.participations.accountOf(bonus.member_id);
    return { ...toBonus(bonus), username };
  }

  private async member(username: string) {
    const member = await this.participations.memberByAccount(lookupKey(username));
    if (!member)
      throw new AppError('NOT_FOUND', {}, [{ path: 'username', reason: 'unknown_member' }]);
    return member;
  }
}
