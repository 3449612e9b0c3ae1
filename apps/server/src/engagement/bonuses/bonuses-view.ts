import type { Language } from '@portal/shared/constants/languages';
import { majorNumber } from '@portal/shared/money';
import { addSiteDays, siteDayStart } from '@portal/shared/site-day';
import {
  BONUSES_PAGE_SIZE,
  type Bonus,
  type BonusesValue,
  type BonusState,
} from '@portal/shared/schemas/promotions';
import type { DB } from '../../db/database.js';
import { pickContent } from '../promotions/promotion-record.js';
import { BonusesRepository, type BonusRow } from './bonuses.repository.js';

export interface BonusFilter {
  memberId?: number;
  username?: string;
  state?: BonusState;
  promotionId?: number;
  /** GMT+8 site days of issue, both included. */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

/** Reads bonuses for the bonusDetails page and for operators, titled in the reader's language. */
export class BonusesView {
  private readonly repository: BonusesRepository;

  constructor(db: DB) {
    this.repository = new BonusesRepository(db);
  }

  async page(
    filter: BonusFilter,
    language: Language,
  ): Promise<{
    list: (Bonus & { username: string })[];
    page: number;
    pageSize: number;
    total: number;
  }> {
    const page = filter.page ?? 1;
    const pageSize = filter.pageSize ?? BONUSES_PAGE_SIZE;
    const { from, to, ...rest } = filter;
    const { rows, total } = await this.repository.page({
      ...rest,
      ...(from ? { issuedFrom: siteDayStart(from) } : {}),
      ...(to ? { issuedBefore: siteDayStart(addSiteDays(to, 1)) } : {}),
      page,
      pageSize,
    });
    const titles = await this.titles(
      [...new Set(rows.map((r) => r.promotion_id).filter((id): id is number => id !== null))],
      language,
    );
    return {
      list: rows.map((row) => ({ ...toBonus(row, titles), username: row.username })),
      page,
      pageSize,
      total,
    };
  }

  async memberPage(
    memberId: number,
    filter: BonusFilter,
    language: Language,
  ): Promise<BonusesValue> {
    const { list, page, pageSize, total } = await this.page({ ...filter, memberId }, language);
    const sums = await this.repository.memberTotals(memberId);
    return {
      list: list.map(({ username: _username, ...bonus }) => bonus),
      page,
      pageSize,
      total,
      totals: {
        inProgress: majorNumber(sums.running),
        turnoverRemaining: majorNumber(sums.remaining),
        released: majorNumber(sums.released),
        lost: majorNumber(sums.lost),
      },
    };
  }

  /** The titles of promotions in the reader's language, by promotion id. */
  async titles(ids: number[], language: Language): Promise<Map<number, string>> {
    const map = new Map<number, string>();
    if (ids.length === 0) return map;
    const rows = await this.repository.promotionTitles(ids);
    for (const id of ids) {
      const content = pickContent(
        rows.filter((r) => Number(r.promotion_id) === id),
        language,
      );
      if (content) map.set(id, content.title);
    }
    return map;
  }
}

export function toBonus(bonus: BonusRow, titles: Map<number, string> = new Map()): Bonus {
  const required = bonus.turnover_required;
  const progress = required === 0n ? 100 : Number((bonus.turnover_played * 100n) / required);
  return {
    id: bonus.id,
    bonusNo: bonus.bonus_no ?? '',
    source: bonus.source,
    promotionId: bonus.promotion_id,
    title:
      (bonus.promotion_id !== null ? titles.get(bonus.promotion_id) : undefined) ??
      bonus.title ??
      bonus.source,
    amount: majorNumber(bonus.amount),
    turnoverRequired: majorNumber(required),
    turnoverPlayed: majorNumber(bonus.turnover_played),
    progressPercent: Math.min(100, progress),
    state: bonus.state,
    issuedAt: bonus.issued_at,
    expiresAt: bonus.expires_at,
    endedAt: bonus.ended_at,
    weights: bonus.weights as Bonus['weights'],
  };
}
