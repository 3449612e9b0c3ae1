import { fromMinor, majorNumber } from '@portal/shared/money';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import { cashbackAmount } from '../bonuses/bonus-rules.js';
import { BonusesRepository } from '../bonuses/bonuses.repository.js';
import { siteDaysBetween, siteDayStart } from '@portal/shared/site-day';
import { minor } from '../../db/minor.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { ParticipationsRepository } from './participations.repository.js';
import { minorOf } from './promotion-record.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import { PromotionsRepository } from './promotions.repository.js';

export interface PromotionCashbackDeps {
  db: DB;
  bonuses: BonusService;
  audit: AuditLog;
  now: () => Date;
}

/** Cashback days: paid by the daily job, or run again by an operator. */
export class PromotionCashback {
  private readonly promotions: PromotionsRepository;
  private readonly participations: ParticipationsRepository;
  private readonly bonusRows: BonusesRepository;

  constructor(private readonly deps: PromotionCashbackDeps) {
    this.promotions = new PromotionsRepository(deps.db);
    this.participations = new ParticipationsRepository(deps.db);
    this.bonusRows = new BonusesRepository(deps.db);
  }

  /**
   * Pays one site day's cashback of a cashback promotion to every member who had joined it
   * before the day ended, from their settled rounds of that day. Once per member and day (the
   * bonus reference), so a job that runs twice, or an operator after the job, pays nothing more.
   */
  async run(operator: Operator | null, promotionId: number, day: string) {
    const { db } = this.deps;
    const promotion = await this.promotions.byId(promotionId);
    if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
    if (promotion.terms.kind !== 'cashback') throw new AppError('PROMOTION_WRONG_KIND');
    const terms = promotion.terms;
    const from = siteDayStart(day);
    const to = new Date(from.getTime() + 24 * 3_600_000);
    if (to.getTime() > this.deps.now().getTime()) throw new AppError('INVALID_STATE');
    const joined = await this.participations.joinedBefore(promotionId, to);
    let paid = 0;
    let total = 0n;
    for (const memberId of joined) {
      const perCategory = await this.participations.settledByCategory(memberId, from, to);
      const amount = cashbackAmount(
        perCategory.map((r) => ({
          category: r.category_code,
          stake: minor(r.stake),
          payout: minor(r.payout),
        })),
        {
          basis: terms.basis,
          rates: terms.rates,
          cap: minorOf(terms.capAmount),
          minPayout: minorOf(terms.minPayout),
        },
      );
      if (amount <= 0n) continue;
      const issued = await inTransaction(db, async (trx) => {
        const currency = await this.participations.currencyOf(memberId, trx);
        if (currency === undefined) throw new Error(`member ${memberId} is missing`);
        const reference = `cashback:${promotionId}:${day}:${memberId}`;
        const existing = await this.bonusRows.byReference('cashback', reference, trx);
        if (existing) return false;
        await this.deps.bonuses.issue(
          {
            memberId,
            source: 'cashback',
            reference,
            promotionId,
            title: null,
            amount,
            currency,
            turnoverRequired: amount * BigInt(terms.turnoverMultiple),
            weights: promotion.bonus.weights,
            expiryDays: promotion.bonus.expiryDays,
            now: this.deps.now(),
          },
          trx,
        );
        return true;
      });
      if (issued) {
        paid += 1;
        total += amount;
      }
    }
    if (operator) {
      await this.deps.audit.record({
        staff: operator.staff,
        action: 'promotion.cashback.run',
        target: `promotion:${promotionId}`,
        details: { day, paid, total: fromMinor(total) },
        ip: operator.ip,
      });
    }
    return { paid, total: majorNumber(total) };
  }

  /** The recurring job: yesterday's (site day) cashback of every published cashback promotion. */
  async runDaily(now: Date): Promise<void> {
    const [yesterday] = siteDaysBetween(
      new Date(now.getTime() - 24 * 3_600_000),
      new Date(now.getTime() - 24 * 3_600_000 + 1),
    );
    if (!yesterday) return;
    const promotions = await this.promotions.cashbackStartedBefore(now);
    for (const { id, ends_at: endsAt } of promotions) {
      // The day after the end still pays the last day.
      if (endsAt && Date.parse(toIsoString(endsAt)) < siteDayStart(yesterday).getTime()) continue;
      await this.run(null, Number(id), yesterday);
    }
  }
}
