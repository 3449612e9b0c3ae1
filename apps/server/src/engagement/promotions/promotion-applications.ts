import { fromMinor, majorNumber } from '@portal/shared/money';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError, moneyParam } from '../../lib/app-error.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import { minor } from '../../db/minor.js';
import { NoticeKind, type NoticesService } from '../../platform/notices/notices.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { ParticipationsRepository } from './participations.repository.js';
import { auditAction } from './promotion-audit.js';
import { minorOf } from './promotion-record.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import { PromotionsRepository } from './promotions.repository.js';
import type { PromotionsService } from './promotions.service.js';

export interface PromotionApplicationsDeps {
  db: DB;
  bonuses: BonusService;
  promotions: PromotionsService;
  notices: Pick<NoticesService, 'notify'>;
  audit: AuditLog;
  now: () => Date;
}

export interface ApplicationsQuery {
  id?: number;
  status?: 'applying' | 'approved' | 'rejected' | undefined;
  promotionId?: number | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The review of application promotions: the queue, approvals (a bonus) and rejections. */
export class PromotionApplications {
  private readonly promotions: PromotionsRepository;
  private readonly participations: ParticipationsRepository;

  constructor(private readonly deps: PromotionApplicationsDeps) {
    this.promotions = new PromotionsRepository(deps.db);
    this.participations = new ParticipationsRepository(deps.db);
  }

  async list(query: ApplicationsQuery) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { rows, images, total } = await this.participations.applications({
      id: query.id,
      status: query.status === 'approved' ? 'issued' : query.status,
      promotionId: query.promotionId,
      oldestFirst: query.status === 'applying',
      page,
      pageSize,
    });
    return {
      list: rows.map((row) => ({
        id: Number(row.id),
        promotionId: Number(row.promotion_id),
        promotionCode: row.promotion_code,
        username: row.username,
        status: (row.status === 'issued' ? 'approved' : row.status) as
          'applying' | 'approved' | 'rejected',
        remark: row.remark ?? '',
        contact:
          row.contact_app && row.contact_id
            ? { app: row.contact_app as 'zalo' | 'whatsapp', id: row.contact_id }
            : null,
        images: images
          .filter((image) => Number(image.participation_id) === Number(row.id))
          .map((image) => `data:${image.mime_type};base64,${image.data}`),
        amount: row.amount === null ? null : majorNumber(minor(row.amount)),
        reason: row.reason,
        createdAt: toIsoString(row.created_at),
        decidedAt: row.decided_at ? toIsoString(row.decided_at) : null,
        decidedBy: row.decided_by_name ?? null,
      })),
      page,
      pageSize,
      total,
    };
  }

  /**
   * Approves an application with an amount up to the promotion's maximum: the bonus is issued in
   * the same transaction, and the applying -> issued update lets only one approval through.
   */
  async approve(operator: Operator, id: number, amountDecimal: number) {
    const amount = minorOf(amountDecimal);
    const now = this.deps.now();
    await inTransaction(this.deps.db, async (trx) => {
      const { participation, promotion } = await this.application(id, trx);
      if (promotion.terms.kind !== 'application') throw new AppError('APPLICATION_NOT_FOUND');
      const max = minorOf(promotion.terms.maxAmount);
      if (amount > max) throw new AppError('APPLICATION_AMOUNT_TOO_HIGH', { max: moneyParam(max) });
      const moved = await this.deps.promotions.settle(
        participation,
        'issued',
        { amount, decided_by: operator.staff.id },
        now,
        trx,
      );
      if (!moved) throw new AppError('APPLICATION_DECIDED');
      const member = { currency: await this.currency(participation.member_id, trx) };
      const bonus = await this.deps.bonuses.issue(
        {
          memberId: participation.member_id,
          source: 'application',
          reference: `application:${id}`,
          promotionId: promotion.id,
          title: null,
          amount,
          currency: member.currency,
          turnoverRequired: amount * BigInt(promotion.terms.turnoverMultiple),
          weights: promotion.bonus.weights,
          expiryDays: promotion.bonus.expiryDays,
          now,
        },
        trx,
      );
      await this.participations.setBonus(id, bonus.id, trx);
      await auditAction(
        this.deps.audit,
        operator,
        'promotion.application.approve',
        id,
        { amount: fromMinor(amount), bonusId: bonus.id },
        trx,
        'application',
      );
    });
    return this.view(id);
  }

  async reject(operator: Operator, id: number, reason: string) {
    const now = this.deps.now();
    await inTransaction(this.deps.db, async (trx) => {
      const { participation } = await this.application(id, trx);
      const moved = await this.deps.promotions.settle(
        participation,
        'rejected',
        { reason, decided_by: operator.staff.id },
        now,
        trx,
      );
      if (!moved) throw new AppError('APPLICATION_DECIDED');
      const member = { currency: await this.currency(participation.member_id, trx) };
      await this.deps.notices.notify(
        {
          memberId: participation.member_id,
          kind: NoticeKind.promotionRejected,
          amount: 0n,
          currency: member.currency,
          reference: `A${id}`,
          detail: reason,
          occurredAt: now,
        },
        trx,
      );
      await auditAction(
        this.deps.audit,
        operator,
        'promotion.application.reject',
        id,
        { reason },
        trx,
        'application',
      );
    });
    return this.view(id);
  }

  private async view(id: number) {
    const { list } = await this.list({ id });
    const found = list[0];
    if (!found) throw new AppError('APPLICATION_NOT_FOUND');
    return found;
  }

  private async application(id: number, trx: Trx) {
    const participation = await this.participations.byId(id, trx);
    if (!participation) throw new AppError('APPLICATION_NOT_FOUND');
    const promotion = await this.promotions.byId(participation.promotion_id, trx);
    if (!promotion) throw new Error(`promotion ${participation.promotion_id} is missing`);
    if (promotion.kind !== 'application') throw new AppError('APPLICATION_NOT_FOUND');
    if (participation.status !== 'applying') throw new AppError('APPLICATION_DECIDED');
    return { participation, promotion };
  }

  /** The currency a member's bonus is paid in, read in the caller's transaction. */
  private async currency(memberId: number, trx: Trx): Promise<string> {
    const currency = await this.participations.currencyOf(memberId, trx);
    if (currency === undefined) throw new Error(`member ${memberId} is missing`);
    return currency;
  }
}
