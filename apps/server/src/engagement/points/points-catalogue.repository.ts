import { sql, type Insertable, type Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { PointRewardsTable, PointRewardTypeName } from './points.tables.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import type { Localized } from './points.repository.js';

export interface RewardRow {
  id: number;
  type: PointRewardTypeName;
  names: Localized;
  descriptions: Localized;
  imageUrl: string | null;
  points: bigint;
  amount: bigint | null;
  turnoverMultiple: number | null;
  bonusExpiryDays: number | null;
  ticketKind: string | null;
  requirementKind: 'deposit' | 'turnover' | null;
  requirementAmount: bigint | null;
  stock: number | null;
  redeemed: number;
  perMemberLimit: number | null;
  active: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const nullableMinor = (value: bigint | number | string | null) =>
  value === null ? null : minor(value);

function toReward(row: Selectable<PointRewardsTable>): RewardRow {
  return {
    id: Number(row.id),
    type: row.type,
    names: JSON.parse(row.names) as Localized,
    descriptions: JSON.parse(row.descriptions) as Localized,
    imageUrl: row.image_url,
    points: minor(row.points),
    amount: nullableMinor(row.amount),
    turnoverMultiple: row.turnover_multiple,
    bonusExpiryDays: row.bonus_expiry_days,
    ticketKind: row.ticket_kind,
    requirementKind: row.requirement_kind,
    requirementAmount: nullableMinor(row.requirement_amount),
    stock: row.stock === null ? null : Number(row.stock),
    redeemed: Number(row.redeemed),
    perMemberLimit: row.per_member_limit,
    active: Number(row.active) === 1,
    sortOrder: Number(row.sort_order),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export type RewardValues = Omit<
  Insertable<PointRewardsTable>,
  'id' | 'created_at' | 'redeemed' | 'updated_at'
> & { updated_at: string };

/** Every query of the points mall; balances and movements are read from the ledger's tables. */

/** The points mall's catalogue and its stock. */
export class PointsCatalogueRepository {
  constructor(private readonly db: DB) {}

  async rewards(
    filter: { activeOnly: boolean; type?: PointRewardTypeName },
    executor: Executor = this.db,
  ): Promise<RewardRow[]> {
    let query = executor.selectFrom('point_rewards').selectAll();
    if (filter.activeOnly) query = query.where('active', '=', 1);
    if (filter.type) query = query.where('type', '=', filter.type);
    const rows = await query.orderBy('sort_order').orderBy('id').execute();
    return rows.map(toReward);
  }

  async reward(id: number, executor: Executor = this.db): Promise<RewardRow | null> {
    const row = await executor
      .selectFrom('point_rewards')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toReward(row) : null;
  }

  async insertReward(trx: Trx, values: RewardValues): Promise<number> {
    const row = await trx
      .insertInto('point_rewards')
      .values({ ...values, created_at: values.updated_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async updateReward(trx: Trx, id: number, values: Partial<RewardValues>): Promise<boolean> {
    const result = await trx
      .updateTable('point_rewards')
      .set(values)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Takes `quantity` units of an active reward in one conditional update: false when it is
   * inactive or has fewer left. On PostgreSQL the row stays locked until the caller's transaction
   * ends, so redeems of one reward (and their per-member counts) go one at a time.
   */
  async takeStock(trx: Trx, id: number, quantity: number): Promise<boolean> {
    const result = await trx
      .updateTable('point_rewards')
      .set({
        stock: sql<number | null>`case when stock is null then null else stock - ${quantity} end`,
        redeemed: sql<number>`redeemed + ${quantity}`,
      })
      .where('id', '=', id)
      .where('active', '=', 1)
      .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', quantity)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Puts units back (a rejected redeem), whatever the reward's state now. */
  async returnStock(trx: Trx, id: number, quantity: number): Promise<void> {
    await trx
      .updateTable('point_rewards')
      .set({
        stock: sql<number | null>`case when stock is null then null else stock + ${quantity} end`,
        redeemed: sql<number>`redeemed - ${quantity}`,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Adds (or removes) units of a limited reward; false when it is unlimited or would go below 0. */
  async changeStock(trx: Trx, id: number, change: number, now: string): Promise<boolean> {
    const result = await trx
      .updateTable('point_rewards')
      .set({ stock: sql<number>`stock + ${change}`, updated_at: now })
      .where('id', '=', id)
      .where('stock', 'is not', null)
      .where('stock', '>=', -change)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The reward-ticket kinds that have a prize table (decision 029). */
  async ticketKindsWithPrizes(executor: Executor = this.db): Promise<Set<string>> {
    const rows = await executor.selectFrom('ticket_prize_tables').select('kind').execute();
    return new Set(rows.map((row) => row.kind));
  }
}
