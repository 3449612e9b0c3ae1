import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import {
  bonusRulesSchema,
  promotionEligibilitySchema,
  promotionTermsSchema,
  type PromotionStatus,
} from '@portal/shared/schemas/promotions';
import type { PromotionContentsTable, PromotionsTable } from './promotions.tables.js';
import { nowIso, toIsoString } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';
import type { PromotionRecord } from './promotion-record.js';

export type PromotionContent = Selectable<PromotionContentsTable>;

/** A stored promotion with its JSON columns parsed and checked. */
export function toPromotionRecord(row: Selectable<PromotionsTable>): PromotionRecord {
  return {
    id: Number(row.id),
    code: row.code,
    kind: row.kind,
    type: row.type,
    badge: row.badge,
    status: row.status,
    startsAt: toIsoString(row.starts_at),
    endsAt: row.ends_at ? toIsoString(row.ends_at) : null,
    sortOrder: Number(row.sort_order),
    terms: promotionTermsSchema.parse(JSON.parse(row.terms)),
    eligibility: promotionEligibilitySchema.parse(JSON.parse(row.eligibility)),
    bonus: bonusRulesSchema.parse(JSON.parse(row.bonus_rules)),
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

/** The columns an operator writes, as stored (JSON columns as text). */
export interface PromotionColumns {
  code: string;
  kind: PromotionRecord['kind'];
  type: string;
  badge: string | null;
  status: PromotionStatus;
  starts_at: string;
  ends_at: string | null;
  sort_order: number;
  terms: string;
  eligibility: string;
  bonus_rules: string;
}

/** Every read and write of the promotions and their contents. */
export class PromotionsRepository {
  constructor(private readonly db: DB) {}

  /** Published promotions not ended at `now`, in the site's order. */
  async published(now: Date, type?: string): Promise<PromotionRecord[]> {
    let query = this.db
      .selectFrom('promotions')
      .selectAll()
      .where('status', '=', 'published')
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowIso(now))]));
    if (type) query = query.where('type', '=', type);
    return (await query.orderBy('sort_order').orderBy('id', 'desc').execute()).map(
      toPromotionRecord,
    );
  }

  /** A published promotion in any phase, by id or by code. */
  async publishedOne(ref: number | string): Promise<PromotionRecord | undefined> {
    const row = await this.db
      .selectFrom('promotions')
      .selectAll()
      .where(typeof ref === 'number' ? 'id' : 'code', '=', ref)
      .where('status', '=', 'published')
      .executeTakeFirst();
    return row && toPromotionRecord(row);
  }

  async byId(id: number, executor: Executor = this.db): Promise<PromotionRecord | undefined> {
    const row = await executor
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toPromotionRecord(row);
  }

  /** Every promotion's id, in the site's order. */
  async allIds(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('promotions')
      .select('id')
      .orderBy('sort_order')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => Number(row.id));
  }

  /** Published cashback promotions started before `now`, with their ends. */
  async cashbackStartedBefore(now: Date) {
    return this.db
      .selectFrom('promotions')
      .select(['id', 'ends_at'])
      .where('kind', '=', 'cashback')
      .where('status', '=', 'published')
      .where('starts_at', '<', nowIso(now))
      .execute();
  }

  async insert(columns: PromotionColumns, now: string, trx: Trx): Promise<number> {
    const row = await trx
      .insertInto('promotions')
      .values({ ...columns, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async update(id: number, columns: Partial<PromotionColumns>, now: string, trx: Trx) {
    await trx
      .updateTable('promotions')
      .set({ ...columns, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** The promotions' contents in every language, by promotion id. */
  async contents(ids: readonly number[]): Promise<Map<number, PromotionContent[]>> {
    const map = new Map<number, PromotionContent[]>();
    if (ids.length === 0) return map;
    const rows = await this.db
      .selectFrom('promotion_contents')
      .selectAll()
      .where('promotion_id', 'in', [...ids])
      .orderBy('language')
      .execute();
    for (const row of rows) {
      const list = map.get(Number(row.promotion_id)) ?? [];
      list.push(row);
      map.set(Number(row.promotion_id), list);
    }
    return map;
  }

  /** The contents of one promotion, as stored. */
  async contentsOf(id: number): Promise<PromotionContent[]> {
    return this.db
      .selectFrom('promotion_contents')
      .selectAll()
      .where('promotion_id', '=', id)
      .execute();
  }

  /** Replaces a promotion's contents. */
  async replaceContents(id: number, rows: PromotionContent[], trx: Trx): Promise<void> {
    await trx.deleteFrom('promotion_contents').where('promotion_id', '=', id).execute();
    await this.insertContents(rows, trx);
  }

  async insertContents(rows: PromotionContent[], trx: Trx): Promise<void> {
    if (rows.length > 0) await trx.insertInto('promotion_contents').values(rows).execute();
  }

  /** The members who ever took part. */
  /** Members who took part: joined or applied, or (a check-in promotion) checked in. */
  async participantCount(id: number): Promise<number> {
    const count = (table: 'promotion_participations' | 'promotion_check_ins') =>
      this.db
        .selectFrom(table)
        .select((eb) => eb.fn.count<string>('member_id').distinct().as('n'))
        .where('promotion_id', '=', id)
        .executeTakeFirstOrThrow();
    const [joined, checkedIn] = await Promise.all([
      count('promotion_participations'),
      count('promotion_check_ins'),
    ]);
    // A promotion has one kind: members are in one of the two tables, never both.
    return Number(joined.n) + Number(checkedIn.n);
  }
}
