import type {
  OperatorPromotion,
  OperatorPromotionsQuery,
  PromotionInput,
} from '@portal/shared/schemas/promotions';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import type { NoticesService } from '../../platform/notices/notices.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import { PromotionApplications, type ApplicationsQuery } from './promotion-applications.js';
import { auditAction } from './promotion-audit.js';
import { PromotionCashback } from './promotion-cashback.js';
import { PromotionFiguresService } from './promotion-figures.js';
import { PromotionGrants } from './promotion-grants.js';
import { cleanRichHtml } from '../../lib/rich-html.js';
import { PromotionsRepository, type PromotionColumns } from './promotions.repository.js';
import type { PromotionsService } from './promotions.service.js';

export interface PromotionsOperatorDeps {
  db: DB;
  bonuses: BonusService;
  promotions: PromotionsService;
  notices: Pick<NoticesService, 'notify'>;
  audit: AuditLog;
  now?: () => Date;
}

function columns(input: PromotionInput): PromotionColumns {
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

/** The contents as stored: each page's HTML cleaned. */
function contentRows(id: number, input: PromotionInput) {
  return Object.entries(input.contents).map(([language, content]) => ({
    promotion_id: id,
    language,
    title: content.title,
    summary: content.summary,
    content: cleanRichHtml(content.content),
    image_url: content.imageUrl ?? null,
  }));
}

/**
 * What operators run (decision 016 roles, every action audited): promotions and their content,
 * here; application review (promotion-applications.ts), raffle prizes and bonuses given by hand
 * or cancelled (promotion-grants.ts), and cashback days (promotion-cashback.ts).
 */
export class PromotionsOperatorService {
  private readonly now: () => Date;
  private readonly repository: PromotionsRepository;
  private readonly applicationReview: PromotionApplications;
  private readonly grants: PromotionGrants;
  private readonly cashback: PromotionCashback;
  /** The console's list, figures, raffle prizes and cashback runs (decision 046). */
  readonly console: PromotionFiguresService;

  constructor(private readonly deps: PromotionsOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
    const now = () => this.now();
    this.repository = new PromotionsRepository(deps.db);
    this.applicationReview = new PromotionApplications({ ...deps, now });
    this.grants = new PromotionGrants({ ...deps, now });
    this.cashback = new PromotionCashback({ ...deps, now });
    this.console = new PromotionFiguresService(deps.db, now);
  }

  // ---- promotions ------------------------------------------------------------------------

  async list(): Promise<{ list: OperatorPromotion[] }> {
    const ids = await this.repository.allIds();
    return { list: await Promise.all(ids.map((id) => this.view(id))) };
  }

  /** The console's page of promotions, with each one's state now. */
  async page(query: OperatorPromotionsQuery) {
    const { list } = await this.list();
    return this.console.page(list, query);
  }

  async view(id: number): Promise<OperatorPromotion> {
    const promotion = await this.repository.byId(id);
    if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
    const [contents, participants] = await Promise.all([
      this.repository.contentsOf(id),
      this.repository.participantCount(id),
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
      participants,
      createdAt: promotion.createdAt,
      updatedAt: promotion.updatedAt,
    };
  }

  async create(operator: Operator, input: PromotionInput): Promise<OperatorPromotion> {
    const now = nowIso(this.now());
    const id = await this.write(async (trx) => {
      const id = await this.repository.insert(columns(input), now, trx);
      await this.repository.insertContents(contentRows(id, input), trx);
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
      await this.repository.update(id, columns(input), nowIso(this.now()), trx);
      await this.repository.replaceContents(id, contentRows(id, input), trx);
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
      await this.repository.update(id, { status: 'archived' }, nowIso(this.now()), trx);
      await this.audit(operator, 'promotion.archive', id, {}, trx);
    });
    return this.view(id);
  }

  private async write<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.deps.db, work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('PROMOTION_CODE_TAKEN');
      throw error;
    }
  }

  private audit(
    operator: Operator,
    action: string,
    id: number,
    details: Record<string, unknown>,
    trx: Trx,
  ): Promise<void> {
    return auditAction(this.deps.audit, operator, action, id, details, trx);
  }

  // ---- applications, prizes, bonuses and cashback ----------------------------------------

  applications(query: ApplicationsQuery) {
    return this.applicationReview.list(query);
  }

  approve(operator: Operator, id: number, amountDecimal: number) {
    return this.applicationReview.approve(operator, id, amountDecimal);
  }

  reject(operator: Operator, id: number, reason: string) {
    return this.applicationReview.reject(operator, id, reason);
  }

  grantPrize(operator: Operator, promotionId: number, username: string, amountDecimal: number) {
    return this.grants.grantPrize(operator, promotionId, username, amountDecimal);
  }

  grantBonus(operator: Operator, input: Parameters<PromotionGrants['grantBonus']>[1]) {
    return this.grants.grantBonus(operator, input);
  }

  cancelBonus(operator: Operator, id: number, reason: string) {
    return this.grants.cancelBonus(operator, id, reason);
  }

  runCashback(operator: Operator | null, promotionId: number, day: string) {
    return this.cashback.run(operator, promotionId, day);
  }

  /** The recurring job: yesterday's (site day) cashback of every published cashback promotion. */
  runDailyCashback(now: Date): Promise<void> {
    return this.cashback.runDaily(now);
  }
}
