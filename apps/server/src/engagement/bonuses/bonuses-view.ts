import { sql } from 'kysely';
import type { Language } from '@portal/shared/constants/languages';
import { majorNumber } from '@portal/shared/money';
import {
  BONUSES_PAGE_SIZE,
  type Bonus,
  type BonusesValue,
  type BonusState,
} from '@portal/shared/schemas/promotions';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';
import { pickContent } from '../promotions/promotion-record.js';
import { toBonusRow, type BonusRow } from './bonus.service.js';

export interface BonusFilter {
  memberId?: number;
  username?: string;
  state?: BonusState;
  page?: number;
  pageSize?: number;
}

/** Reads bonuses for the bonusDetails page and for operators, titled in the reader's language. */
export class BonusesView {
  constructor(private readonly db: DB) {}

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
    let query = this.db.selectFrom('bonuses as b').innerJoin('members as m', 'm.id', 'b.member_id');
    if (filter.memberId !== undefined) query = query.where('b.member_id', '=', filter.memberId);
    if (filter.username !== undefined) {
      query = query.where('m.account_key', '=', filter.username.toLowerCase());
    }
    if (filter.state) query = query.where('b.state', '=', filter.state);
    const [rows, count] = await Promise.all([
      query
        .selectAll('b')
        .select('m.account as username')
        .orderBy('b.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const titles = await this.titles(
      [...new Set(rows.map((r) => r.promotion_id).filter((id): id is number => id !== null))],
      language,
    );
    return {
      list: rows.map((row) => {
        const bonus = toBonusRow(row);
        return { ...toBonus(bonus, titles), username: row.username };
      }),
      page,
      pageSize,
      total: Number(count.n),
    };
  }

  async memberPage(
    memberId: number,
    filter: BonusFilter,
    language: Language,
  ): Promise<BonusesValue> {
    const { list, page, pageSize, total } = await this.page({ ...filter, memberId }, language);
    const sums = await this.db
      .selectFrom('bonuses')
      .select([
        sql<string>`coalesce(sum(case when state = 'in_progress' then amount else 0 end), 0)`.as(
          'running',
        ),
        sql<string>`coalesce(sum(case when state = 'in_progress' then turnover_required - turnover_played else 0 end), 0)`.as(
          'remaining',
        ),
        sql<string>`coalesce(sum(case when state = 'completed' then amount else 0 end), 0)`.as(
          'released',
        ),
        sql<string>`coalesce(sum(case when state in ('expired', 'forfeited', 'cancelled') then amount else 0 end), 0)`.as(
          'lost',
        ),
      ])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return {
      list: list.map(({ username: _username, ...bonus }) => bonus),
      page,
      pageSize,
      total,
      totals: {
        inProgress: majorNumber(minor(sums.running)),
        turnoverRemaining: majorNumber(minor(sums.remaining)),
        released: majorNumber(minor(sums.released)),
        lost: majorNumber(minor(sums.lost)),
      },
    };
  }

  /** The titles of promotions in the reader's language, by promotion id. */
  async titles(ids: number[], language: Language): Promise<Map<number, string>> {
    const map = new Map<number, string>();
    if (ids.length === 0) return map;
    const rows = await this.db
      .selectFrom('promotion_contents')
      .select(['promotion_id', 'language', 'title'])
      .where('promotion_id', 'in', ids)
      .execute();
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
