import { majorNumber } from '@portal/shared/money';
import {
  promotionConsoleState,
  type CashbackResultsValue,
  type CashbackRun,
  type OperatorPromotion,
  type OperatorPromotionListItem,
  type OperatorPromotionsQuery,
  type PromotionFigures,
  type RafflePrizesValue,
} from '@portal/shared/schemas/promotions';
import type { DB } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { PromotionFiguresRepository } from './promotion-figures.repository.js';
import { PromotionsRepository } from './promotions.repository.js';

/** Bonus issued over deposits, in percent rounded half up to 2 decimals, from minor units. */
export function costPercent(issued: bigint, deposits: bigint): number | null {
  if (deposits <= 0n) return null;
  const hundredths = (issued * 10_000n * 2n + deposits) / (deposits * 2n);
  return Number(hundredths) / 100;
}

const SORTS: Record<string, (p: OperatorPromotion) => number> = {
  sortOrder: (p) => p.sortOrder,
  startsAt: (p) => Date.parse(p.startsAt),
  updatedAt: (p) => Date.parse(p.updatedAt),
};

/**
 * The console's reads of promotions (decision 046): the list with each promotion's state now,
 * filtered and paged; a promotion's figures; its raffle prizes; its cashback runs and their
 * results.
 */
export class PromotionFiguresService {
  private readonly repository: PromotionFiguresRepository;
  private readonly promotions: PromotionsRepository;

  constructor(
    db: DB,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new PromotionFiguresRepository(db);
    this.promotions = new PromotionsRepository(db);
  }

  /** Every promotion is few enough to read whole; the state depends on the clock. */
  page(all: OperatorPromotion[], query: OperatorPromotionsQuery) {
    const now = this.now();
    const text = query.q?.toLowerCase();
    const rows: OperatorPromotionListItem[] = all
      .map((promotion) => ({ ...promotion, state: promotionConsoleState(promotion, now) }))
      .filter((p) => !query.state || p.state === query.state)
      .filter((p) => !query.kind || p.kind === query.kind)
      .filter(
        (p) =>
          !text ||
          p.code.toLowerCase().includes(text) ||
          Object.values(p.contents).some((c) => c?.title.toLowerCase().includes(text)),
      );
    const sort = query.sort ?? 'sortOrder';
    const descending = sort.startsWith('-');
    const key = SORTS[descending ? sort.slice(1) : sort] ?? SORTS.sortOrder!;
    rows.sort((a, b) => (descending ? key(b) - key(a) : key(a) - key(b)) || a.id - b.id);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    return {
      list: rows.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: rows.length,
      all: rows,
    };
  }

  async figures(promotionId: number): Promise<PromotionFigures> {
    const promotion = await this.promotions.byId(promotionId);
    if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
    const sums = await this.repository.sums(promotionId, promotion.endsAt);
    return {
      promotionId,
      membersJoined: sums.membersJoined,
      bonusesIssued: sums.bonusesIssued,
      bonusIssued: majorNumber(sums.issued),
      bonusPaid: majorNumber(sums.paid),
      bonusInProgress: majorNumber(sums.inProgress),
      bonusLost: majorNumber(sums.lost),
      bonusesCompleted: sums.bonusesCompleted,
      turnoverRequired: majorNumber(sums.turnoverRequired),
      turnoverMet: majorNumber(sums.turnoverMet),
      deposits: majorNumber(sums.deposits),
      costPercent: costPercent(sums.issued, sums.deposits),
    };
  }

  async prizes(promotionId: number): Promise<RafflePrizesValue> {
    const promotion = await this.promotions.byId(promotionId);
    if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
    if (promotion.terms.kind !== 'raffle') throw new AppError('PROMOTION_WRONG_KIND');
    const rows = await this.repository.prizes(promotionId);
    const total = rows.reduce((sum, row) => sum + row.amount, 0n);
    const claimed = rows
      .filter((row) => row.status === 'claimed')
      .reduce((sum, row) => sum + row.amount, 0n);
    return {
      list: rows.map((row) => ({ ...row, amount: majorNumber(row.amount) })),
      total: majorNumber(total),
      claimed: majorNumber(claimed),
    };
  }

  /** The days a cashback promotion paid, newest first, with their totals. */
  async cashbackRuns(promotionId: number): Promise<{ list: CashbackRun[] }> {
    await this.cashbackPromotion(promotionId);
    const rows = await this.repository.cashbackBonuses(promotionId);
    const days = new Map<string, { members: number; total: bigint; first: string; last: string }>();
    for (const row of rows) {
      const run = days.get(row.day) ?? {
        members: 0,
        total: 0n,
        first: row.issuedAt,
        last: row.issuedAt,
      };
      run.members += 1;
      run.total += row.amount;
      if (row.issuedAt < run.first) run.first = row.issuedAt;
      if (row.issuedAt > run.last) run.last = row.issuedAt;
      days.set(row.day, run);
    }
    return {
      list: [...days.entries()]
        .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
        .map(([day, run]) => ({
          day,
          members: run.members,
          total: majorNumber(run.total),
          firstIssuedAt: run.first,
          lastIssuedAt: run.last,
        })),
    };
  }

  /** What one day's cashback paid each member. */
  async cashbackResults(promotionId: number, day: string): Promise<CashbackResultsValue> {
    await this.cashbackPromotion(promotionId);
    const rows = await this.repository.cashbackBonuses(promotionId, day);
    return {
      day,
      total: majorNumber(rows.reduce((sum, row) => sum + row.amount, 0n)),
      list: rows.map((row) => ({
        bonusId: row.id,
        bonusNo: row.bonusNo,
        username: row.username,
        amount: majorNumber(row.amount),
        turnoverRequired: majorNumber(row.turnoverRequired),
        turnoverPlayed: majorNumber(row.turnoverPlayed),
        state: row.state,
        issuedAt: row.issuedAt,
      })),
    };
  }

  private async cashbackPromotion(promotionId: number) {
    const promotion = await this.promotions.byId(promotionId);
    if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
    if (promotion.terms.kind !== 'cashback') throw new AppError('PROMOTION_WRONG_KIND');
    return promotion;
  }
}
