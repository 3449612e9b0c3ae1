import { sql } from 'kysely';
import { fromMinor, majorNumber } from '@portal/shared/money';
import type {
  OperatorPromotion,
  PromotionInput,
  PromotionStatus,
} from '@portal/shared/schemas/promotions';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError, moneyParam } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import { toBonus } from '../bonuses/bonuses-view.js';
import { minor } from '../../db/minor.js';
import { lookupKey } from '../../platform/members/members.repository.js';
import { NoticeKind, type NoticesService } from '../../platform/notices/notices.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { cashbackAmount } from '../bonuses/bonus-rules.js';
import { siteDaysBetween, siteDayStart } from '@portal/shared/site-day';
import { cleanPromotionHtml, minorOf, toPromotionRecord } from './promotion-record.js';
import type { PromotionsService } from './promotions.service.js';
import type { Operator } from '../../platform/operators/operator-routes.js';

export interface PromotionsOperatorDeps {
  db: DB;
  bonuses: BonusService;
  promotions: PromotionsService;
  notices: Pick<NoticesService, 'notify'>;
  audit: AuditLog;
  now?: () => Date;
}

/** The currency a member's bonus is paid in, read in the caller's transaction. */
async function memberCurrency(trx: Trx, memberId: number): Promise<string> {
  const row = await trx
    .selectFrom('members')
    .select('currency')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.currency;
}
/**
 * What operators run (decision 016 roles, every action audited): promotions and their content,
 * application review, raffle prizes, bonuses given by hand or cancelled, and cashback days.
 */
export class PromotionsOperatorService {
  private readonly now: () => Date;

  constructor(private readonly deps: PromotionsOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  // ---- promotions ------------------------------------------------------------------------

  async list(): Promise<{ list: OperatorPromotion[] }> {
    const rows = await this.deps.db
      .selectFrom('promotions')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('id', 'desc')
      .execute();
    return { list: await Promise.all(rows.map((row) => this.view(Number(row.id)))) };
  }

  async view(id: number): Promise<OperatorPromotion> {
    const { db } = this.deps;
    const row = await db
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('PROMOTION_NOT_FOUND');
    const promotion = toPromotionRecord(row);
    const [contents, participants] = await Promise.all([
      db.selectFrom('promotion_contents').selectAll().where('promotion_id', '=', id).execute(),
      db
        .selectFrom('promotion_participations')
        .select((eb) => eb.fn.count<string>('member_id').distinct().as('n'))
        .where('promotion_id', '=', id)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      id: promotion.id,
      code: promotion.code,
      kind: promotion.kind,
      type: promotion.type as OperatorPromotion['type'],
      badge: promotion.badge as OperatorPromotion['badge'],
      status: promotion.status,
      startsAt: promotion.startsAt,
      endsAt: promotion.endsAt,
      sortOrder: promotion.sortOrder,
      terms: promotion.terms,
      eligibility: promotion.eligibility,
      bonus: promotion.bonus,
      contents: Object.fromEntries(
        contents.map((c) => [
          c.language,
          { title: c.title, summary: c.summary, content: c.content, imageUrl: c.image_url },
        ]),
      ),
      participants: Number(participants.n),
      createdAt: promotion.createdAt,
      updatedAt: promotion.updatedAt,
    };
  }

  async create(operator: Operator, input: PromotionInput): Promise<OperatorPromotion> {
    const now = nowIso(this.now());
    const id = await this.write(async (trx) => {
      const row = await trx
        .insertInto('promotions')
        .values({ ...this.columns(input), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      await this.writeContents(id, input, trx);
      await this.audit(
        operator,
        'promotion.create',
        id,
        { code: input.code, status: input.status },
        trx,
      );
      return id;
    });
    return this.view(id);
  }

  async update(operator: Operator, id: number, input: PromotionInput): Promise<OperatorPromotion> {
    const current = await this.view(id);
    if (current.kind !== input.terms.kind && current.participants > 0) {
      throw new AppError('PROMOTION_KIND_LOCKED');
    }
    await this.write(async (trx) => {
      await trx
        .updateTable('promotions')
        .set({ ...this.columns(input), updated_at: nowIso(this.now()) })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('promotion_contents').where('promotion_id', '=', id).execute();
      await this.writeContents(id, input, trx);
      await this.audit(
        operator,
        'promotion.update',
        id,
        { code: input.code, status: input.status },
        trx,
      );
    });
    return this.view(id);
  }

  /** Archives it: hidden from members; participations and bonuses keep their history. */
  async archive(operator: Operator, id: number): Promise<OperatorPromotion> {
    await this.view(id);
    await inTransaction(this.deps.db, async (trx) => {
      await trx
        .updateTable('promotions')
        .set({ status: 'archived' satisfies PromotionStatus, updated_at: nowIso(this.now()) })
        .where('id', '=', id)
        .execute();
      await this.audit(operator, 'promotion.archive', id, {}, trx);
    });
    return this.view(id);
  }

  private columns(input: PromotionInput) {
    return {
      code: input.code,
      kind: input.terms.kind,
      type: input.type,
      badge: input.badge,
      status: input.status,
      starts_at: new Date(input.startsAt).toISOString(),
      ends_at: input.endsAt ? new Date(input.endsAt).toISOString() : null,
      sort_order: input.sortOrder,
      terms: JSON.stringify(input.terms),
      eligibility: JSON.stringify(input.eligibility),
      bonus_rules: JSON.stringify(input.bonus),
    };
  }

  private async writeContents(id: number, input: PromotionInput, trx: Trx): Promise<void> {
    const rows = Object.entries(input.contents).map(([language, content]) => ({
      promotion_id: id,
      language,
      title: content.title,
      summary: content.summary,
      content: cleanPromotionHtml(content.content),
      image_url: content.imageUrl ?? null,
    }));
    if (rows.length > 0) await trx.insertInto('promotion_contents').values(rows).execute();
  }

  private async write<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.deps.db, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('PROMOTION_CODE_TAKEN');
      throw error;
    }
  }

  // ---- applications ----------------------------------------------------------------------

  async applications(query: {
    id?: number;
    status?: 'applying' | 'approved' | 'rejected' | undefined;
    promotionId?: number | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  }) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    let base = this.deps.db
      .selectFrom('promotion_participations as pp')
      .innerJoin('promotions as p', 'p.id', 'pp.promotion_id')
      .innerJoin('members as m', 'm.id', 'pp.member_id')
      .leftJoin('staff as s', 's.id', 'pp.decided_by')
      .where('p.kind', '=', 'application')
      .where('pp.status', 'in', ['applying', 'issued', 'rejected']);
    if (query.status) {
      const status = query.status === 'approved' ? 'issued' : query.status;
      base = base.where('pp.status', '=', status);
    }
    if (query.promotionId) base = base.where('pp.promotion_id', '=', query.promotionId);
    if (query.id !== undefined) base = base.where('pp.id', '=', query.id);
    const [rows, count] = await Promise.all([
      base
        .selectAll('pp')
        .select([
          'p.code as promotion_code',
          'm.account as username',
          's.username as decided_by_name',
        ])
        .orderBy('pp.id', query.status === 'applying' ? 'asc' : 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const images = rows.length
      ? await this.deps.db
          .selectFrom('promotion_application_images')
          .selectAll()
          .where(
            'participation_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('position')
          .execute()
      : [];
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
      total: Number(count.n),
    };
  }

  /**
   * Approves an application with an amount up to the promotion's maximum: the bonus is issued in
   * the same transaction, and the applying -> issued update lets only one approval through.
   */
  async approve(operator: Operator, id: number, amountDecimal: number) {
    const amount = minorOf(amountDecimal);
    const now = this.now();
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
      const member = { currency: await memberCurrency(trx, participation.member_id) };
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
      await trx
        .updateTable('promotion_participations')
        .set({ bonus_id: bonus.id })
        .where('id', '=', id)
        .execute();
      await this.audit(
        operator,
        'promotion.application.approve',
        id,
        { amount: fromMinor(amount), bonusId: bonus.id },
        trx,
        'application',
      );
    });
    return this.applicationView(id);
  }

  async reject(operator: Operator, id: number, reason: string) {
    const now = this.now();
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
      const member = { currency: await memberCurrency(trx, participation.member_id) };
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
      await this.audit(
        operator,
        'promotion.application.reject',
        id,
        { reason },
        trx,
        'application',
      );
    });
    return this.applicationView(id);
  }

  private async applicationView(id: number) {
    const { list } = await this.applications({ id });
    const found = list[0];
    if (!found) throw new AppError('APPLICATION_NOT_FOUND');
    return found;
  }

  private async application(id: number, trx: Trx) {
    const participation = await trx
      .selectFrom('promotion_participations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!participation) throw new AppError('APPLICATION_NOT_FOUND');
    const promotion = toPromotionRecord(
      await trx
        .selectFrom('promotions')
        .selectAll()
        .where('id', '=', participation.promotion_id)
        .executeTakeFirstOrThrow(),
    );
    if (promotion.kind !== 'application') throw new AppError('APPLICATION_NOT_FOUND');
    if (participation.status !== 'applying') throw new AppError('APPLICATION_DECIDED');
    return { participation, promotion };
  }

  // ---- raffle prizes ---------------------------------------------------------------------

  async grantPrize(
    operator: Operator,
    promotionId: number,
    username: string,
    amountDecimal: number,
  ) {
    const promotion = await this.view(promotionId);
    if (promotion.kind !== 'raffle') throw new AppError('PROMOTION_WRONG_KIND');
    const member = await this.member(username);
    const amount = minorOf(amountDecimal);
    return inTransaction(this.deps.db, async (trx) => {
      const row = await trx
        .insertInto('raffle_prizes')
        .values({
          promotion_id: promotionId,
          member_id: member.id,
          amount,
          granted_by: operator.staff.id,
          created_at: nowIso(this.now()),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.audit(
        operator,
        'promotion.raffle.prize',
        Number(row.id),
        { promotionId, username: member.account, amount: fromMinor(amount) },
        trx,
        'raffle-prize',
      );
      return { id: Number(row.id) };
    });
  }

  // ---- bonuses ---------------------------------------------------------------------------

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
    const now = this.now();
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
      await this.audit(
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
    const now = this.now();
    const bonus = await inTransaction(this.deps.db, async (trx) => {
      const current = await this.deps.bonuses.find(id, trx);
      await this.deps.bonuses.end(
        current,
        'cancelled',
        { now, by: operator.staff.id, reason },
        trx,
      );
      await this.audit(operator, 'bonus.cancel', id, { reason }, trx, 'bonus');
      return this.deps.bonuses.find(id, trx);
    });
    const member = await this.deps.db
      .selectFrom('members')
      .select('account')
      .where('id', '=', bonus.member_id)
      .executeTakeFirstOrThrow();
    return { ...toBonus(bonus), username: member.account };
  }

  // ---- cashback --------------------------------------------------------------------------

  /**
   * Pays one site day's cashback of a cashback promotion to every member who had joined it
   * before the day ended, from their settled rounds of that day. Once per member and day (the
   * bonus reference), so a job that runs twice, or an operator after the job, pays nothing more.
   */
  async runCashback(operator: Operator | null, promotionId: number, day: string) {
    const { db } = this.deps;
    const row = await db
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', promotionId)
      .executeTakeFirst();
    if (!row) throw new AppError('PROMOTION_NOT_FOUND');
    const promotion = toPromotionRecord(row);
    if (promotion.terms.kind !== 'cashback') throw new AppError('PROMOTION_WRONG_KIND');
    const terms = promotion.terms;
    const from = siteDayStart(day);
    const to = new Date(from.getTime() + 24 * 3_600_000);
    if (to.getTime() > this.now().getTime()) throw new AppError('INVALID_STATE');
    const joined = await db
      .selectFrom('promotion_participations')
      .select('member_id')
      .distinct()
      .where('promotion_id', '=', promotionId)
      .where('status', '=', 'joined')
      .where('created_at', '<', nowIso(to))
      .execute();
    let paid = 0;
    let total = 0n;
    for (const { member_id: memberId } of joined) {
      const perCategory = await db
        .selectFrom('bet_rounds')
        .select([
          'category_code',
          sql<string>`coalesce(sum(stake), 0)`.as('stake'),
          sql<string>`coalesce(sum(payout), 0)`.as('payout'),
        ])
        .where('member_id', '=', memberId)
        .where('status', '=', 'settled')
        .where('settled_at', '>=', nowIso(from))
        .where('settled_at', '<', nowIso(to))
        .groupBy('category_code')
        .execute();
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
        const member = { currency: await memberCurrency(trx, memberId) };
        const reference = `cashback:${promotionId}:${day}:${memberId}`;
        const existing = await trx
          .selectFrom('bonuses')
          .select('id')
          .where('source', '=', 'cashback')
          .where('reference', '=', reference)
          .executeTakeFirst();
        if (existing) return false;
        await this.deps.bonuses.issue(
          {
            memberId,
            source: 'cashback',
            reference,
            promotionId,
            title: null,
            amount,
            currency: member.currency,
            turnoverRequired: amount * BigInt(terms.turnoverMultiple),
            weights: promotion.bonus.weights,
            expiryDays: promotion.bonus.expiryDays,
            now: this.now(),
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
  async runDailyCashback(now: Date): Promise<void> {
    const [yesterday] = siteDaysBetween(
      new Date(now.getTime() - 24 * 3_600_000),
      new Date(now.getTime() - 24 * 3_600_000 + 1),
    );
    if (!yesterday) return;
    const promotions = await this.deps.db
      .selectFrom('promotions')
      .select(['id', 'ends_at'])
      .where('kind', '=', 'cashback')
      .where('status', '=', 'published')
      .where('starts_at', '<', nowIso(now))
      .execute();
    for (const { id, ends_at: endsAt } of promotions) {
      // The day after the end still pays the last day.
      if (endsAt && Date.parse(toIsoString(endsAt)) < siteDayStart(yesterday).getTime()) continue;
      await this.runCashback(null, Number(id), yesterday);
    }
  }

  // ---- helpers ---------------------------------------------------------------------------

  private async member(username: string) {
    const member = await this.deps.db
      .selectFrom('members')
      .select(['id', 'account', 'currency'])
      .where('account_key', '=', lookupKey(username))
      .executeTakeFirst();
    if (!member)
      throw new AppError('NOT_FOUND', {}, [{ path: 'username', reason: 'unknown_member' }]);
    return member;
  }

  private async audit(
    operator: Operator,
    action: string,
    id: number,
    details: Record<string, unknown>,
    trx: Trx,
    target = 'promotion',
  ): Promise<void> {
    await this.deps.audit.record(
      { staff: operator.staff, action, target: `${target}:${id}`, details, ip: operator.ip },
      trx,
    );
  }
}
