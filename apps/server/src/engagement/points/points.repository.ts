import { sql, type Insertable, type Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type {
  PointRedeemStatusName,
  PointRedeemsTable,
  PointRewardTypeName,
  PointRewardsTable,
} from './points.tables.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import type { ConversionRule, EarningRate, PointFraction } from './points-math.js';

export type Localized = Partial<Record<string, string>>;

export interface PointsSettings {
  enabled: boolean;
  conversion: ConversionRule;
  minConvertPoints: bigint;
  rules: Localized;
}

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

export interface RedeemRow {
  id: number;
  transNo: string;
  memberId: number;
  rewardId: number;
  reference: string;
  type: PointRewardTypeName;
  names: Localized;
  quantity: number;
  points: bigint;
  requirementKind: 'deposit' | 'turnover' | null;
  requirementAmount: bigint | null;
  status: PointRedeemStatusName;
  remark: string;
  changedPoints: bigint;
  balanceAfter: bigint;
  bonusId: number | null;
  reviewerId: number | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface MovementRow {
  id: number;
  createdAt: string;
  kind: string;
  amount: bigint;
  balanceAfter: bigint;
  reference: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const nullableMinor = (value: bigint | number | string | null) =>
  value === null ? null : minor(value);

/** The ledger kinds of each points movement type (ODSFE2_MemTransDet). */
export const movementKinds = {
  earn: [TransferKind.pointsEarn],
  redeem: [TransferKind.pointsRedeem],
  return: [TransferKind.pointsReturn],
  convert: [TransferKind.pointsConvert],
  adjustment: [TransferKind.adjustment],
} as const;

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

function toRedeem(row: Selectable<PointRedeemsTable>): RedeemRow {
  return {
    id: Number(row.id),
    transNo: row.trans_no ?? '',
    memberId: Number(row.member_id),
    rewardId: Number(row.reward_id),
    reference: row.reference,
    type: row.type,
    names: JSON.parse(row.names) as Localized,
    quantity: Number(row.quantity),
    points: minor(row.points),
    requirementKind: row.requirement_kind,
    requirementAmount: nullableMinor(row.requirement_amount),
    status: row.status,
    remark: row.remark,
    changedPoints: minor(row.changed_points),
    balanceAfter: minor(row.balance_after),
    bonusId: row.bonus_id === null ? null : Number(row.bonus_id),
    reviewerId: row.reviewer_id === null ? null : Number(row.reviewer_id),
    createdAt: iso(row.created_at),
    updatedAt: row.updated_at === null ? null : iso(row.updated_at),
  };
}

export type RewardValues = Omit<
  Insertable<PointRewardsTable>,
  'id' | 'created_at' | 'redeemed' | 'updated_at'
> & { updated_at: string };

/** Every query of the points mall; balances and movements are read from the ledger's tables. */
export class PointsRepository {
  constructor(private readonly db: DB) {}

  async settings(executor: Executor = this.db): Promise<PointsSettings> {
    const row = await executor
      .selectFrom('points_config')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return {
      enabled: Number(row.enabled) === 1,
      conversion: { points: minor(row.convert_points), amount: minor(row.convert_amount) },
      minConvertPoints: minor(row.min_convert_points),
      rules: JSON.parse(row.rules) as Localized,
    };
  }

  async saveSettings(trx: Trx, settings: PointsSettings, now: string): Promise<void> {
    await trx
      .updateTable('points_config')
      .set({
        enabled: settings.enabled ? 1 : 0,
        convert_points: settings.conversion.points,
        convert_amount: settings.conversion.amount,
        min_convert_points: settings.minConvertPoints,
        rules: JSON.stringify(settings.rules),
        updated_at: now,
      })
      .where('id', '=', 1)
      .execute();
  }

  async rates(executor: Executor = this.db): Promise<Map<string, EarningRate>> {
    const rows = await executor
      .selectFrom('points_earning_rates')
      .selectAll()
      .orderBy('category_code')
      .execute();
    return new Map(
      rows.map((row) => [
        row.category_code,
        { points: minor(row.points), perAmount: minor(row.per_amount) },
      ]),
    );
  }

  /** The fractions of a point the members carry, keyed `<member id>|<category>`. */
  async carries(trx: Trx, memberIds: readonly number[]): Promise<Map<string, PointFraction>> {
    const found = new Map<string, PointFraction>();
    for (let i = 0; i < memberIds.length; i += 500) {
      const rows = await trx
        .selectFrom('points_carry')
        .select(['member_id', 'category_code', 'num', 'den'])
        .where('member_id', 'in', memberIds.slice(i, i + 500))
        .execute();
      for (const row of rows) {
        found.set(carryKey(row.member_id, row.category_code), {
          num: minor(row.num),
          den: minor(row.den),
        });
      }
    }
    return found;
  }

  /** Stores the fractions the members carry now (a whole point paid leaves 0 / 1). */
  async saveCarries(trx: Trx, carries: ReadonlyMap<string, PointFraction>, now: string) {
    const rows = [...carries].map(([key, fraction]) => {
      const [member, category] = key.split('|') as [string, string];
      return {
        member_id: Number(member),
        category_code: category,
        num: fraction.num,
        den: fraction.den,
        updated_at: now,
      };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('points_carry')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) =>
          oc.columns(['member_id', 'category_code']).doUpdateSet({
            num: sql`excluded.num`,
            den: sql`excluded.den`,
            updated_at: sql`excluded.updated_at`,
          }),
        )
        .execute();
    }
  }

  async replaceRates(trx: Trx, rates: Map<string, EarningRate>, now: string): Promise<void> {
    await trx.deleteFrom('points_earning_rates').execute();
    if (rates.size === 0) return;
    await trx
      .insertInto('points_earning_rates')
      .values(
        [...rates].map(([category, rate]) => ({
          category_code: category,
          points: rate.points,
          per_amount: rate.perAmount,
          updated_at: now,
        })),
      )
      .execute();
  }

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

  /** Units of a reward the member holds: redeems not rejected. */
  async redeemedBy(executor: Executor, memberId: number, rewardId: number): Promise<number> {
    const row = await executor
      .selectFrom('point_redeems')
      .select(sql<string | number | null>`sum(quantity)`.as('total'))
      .where('member_id', '=', memberId)
      .where('reward_id', '=', rewardId)
      .where('status', '<>', 'rejected')
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  async redeemedByReward(memberId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('point_redeems')
      .select(['reward_id', sql<string | number>`sum(quantity)`.as('total')])
      .where('member_id', '=', memberId)
      .where('status', '<>', 'rejected')
      .groupBy('reward_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.reward_id), Number(row.total)]));
  }

  /** Deposits credited to the member's main wallet, all time (minor units). */
  async depositTotal(memberId: number): Promise<bigint> {
    const row = await this.db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as a', 'a.id', 't.to_account_id')
      .select(sql<string | number | null>`sum(t.amount)`.as('total'))
      .where('a.member_id', '=', memberId)
      .where('a.wallet', '=', 'main')
      .where('t.kind', '=', TransferKind.deposit)
      .executeTakeFirst();
    return minor(row?.total ?? 0);
  }

  /** Valid turnover (the stakes of settled rounds, decision 020), all time (minor units). */
  async turnoverTotal(memberId: number): Promise<bigint> {
    const row = await this.db
      .selectFrom('bet_rounds')
      .select(sql<string | number | null>`sum(stake)`.as('total'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'settled')
      .executeTakeFirst();
    return minor(row?.total ?? 0);
  }

  /** A new redeem; null when the member already used the reference (a double submit). */
  async insertRedeem(
    trx: Trx,
    values: Omit<Insertable<PointRedeemsTable>, 'id' | 'trans_no' | 'remark' | 'updated_at'>,
  ): Promise<number | null> {
    const row = await trx
      .insertInto('point_redeems')
      .values({ ...values, trans_no: null, updated_at: null })
      .onConflict((conflict) => conflict.columns(['member_id', 'reference']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  async completeRedeem(
    trx: Trx,
    id: number,
    values: { trans_no: string; balance_after: bigint; bonus_id?: number | null },
  ): Promise<void> {
    await trx.updateTable('point_redeems').set(values).where('id', '=', id).execute();
  }

  async redeem(id: number, executor: Executor = this.db): Promise<RedeemRow | null> {
    const row = await executor
      .selectFrom('point_redeems')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRedeem(row) : null;
  }

  async redeemByReference(
    memberId: number,
    reference: string,
    executor: Executor = this.db,
  ): Promise<RedeemRow | null> {
    const row = await executor
      .selectFrom('point_redeems')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? toRedeem(row) : null;
  }

  /** Moves a redeem from one of `from` to `to`; null when it was in none of them. */
  async moveRedeem(
    trx: Trx,
    id: number,
    from: readonly PointRedeemStatusName[],
    to: { status: PointRedeemStatusName; remark?: string; reviewerId: number; now: string },
  ): Promise<RedeemRow | null> {
    const row = await trx
      .updateTable('point_redeems')
      .set({
        status: to.status,
        ...(to.remark === undefined ? {} : { remark: to.remark }),
        reviewer_id: to.reviewerId,
        updated_at: to.now,
      })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .returningAll()
      .executeTakeFirst();
    return row ? toRedeem(row) : null;
  }

  async redeems(filter: {
    memberId?: number;
    account?: string;
    from?: string;
    to?: string;
    status?: PointRedeemStatusName;
    type?: PointRewardTypeName;
    page: number;
    pageSize: number;
  }): Promise<Page<RedeemRow & { account: string }>> {
    let query = this.db
      .selectFrom('point_redeems as r')
      .innerJoin('members as m', 'm.id', 'r.member_id');
    if (filter.memberId !== undefined) query = query.where('r.member_id', '=', filter.memberId);
    if (filter.account !== undefined) query = query.where('m.account_key', '=', filter.account);
    if (filter.from) query = query.where('r.created_at', '>=', filter.from);
    if (filter.to) query = query.where('r.created_at', '<', filter.to);
    if (filter.status) query = query.where('r.status', '=', filter.status);
    if (filter.type) query = query.where('r.type', '=', filter.type);
    const [rows, count] = await Promise.all([
      query
        .selectAll('r')
        .select('m.account')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({ ...toRedeem(row), account: row.account })),
      total: Number(count.n),
    };
  }

  /** Entries of the member's points wallet, newest first. */
  async movements(filter: {
    memberId: number;
    from: string;
    to: string;
    kinds?: readonly string[];
    page: number;
    pageSize: number;
  }): Promise<Page<MovementRow>> {
    let query = this.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
      .where('a.member_id', '=', filter.memberId)
      .where('a.wallet', '=', 'points')
      .where('e.created_at', '>=', filter.from)
      .where('e.created_at', '<', filter.to);
    if (filter.kinds) query = query.where('t.kind', 'in', [...filter.kinds]);
    const [rows, count] = await Promise.all([
      query
        .select(['e.id', 'e.created_at', 'e.amount', 'e.balance_after', 't.kind', 't.reference'])
        .orderBy('e.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({
        id: Number(row.id),
        createdAt: iso(row.created_at),
        kind: row.kind,
        amount: minor(row.amount),
        balanceAfter: minor(row.balance_after),
        reference: row.reference,
      })),
      total: Number(count.n),
    };
  }

  /** The members among `ids` that are trial accounts (they earn no points). */
  async trialMembers(executor: Executor, ids: number[], trialType: number): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await executor
      .selectFrom('members')
      .select('id')
      .where('id', 'in', ids)
      .where('type', '=', trialType)
      .execute();
    return new Set(rows.map((row) => Number(row.id)));
  }

  async member(accountKey: string, executor: Executor = this.db) {
    return (
      (await executor
        .selectFrom('members')
        .select(['id', 'account', 'currency'])
        .where('account_key', '=', accountKey)
        .executeTakeFirst()) ?? null
    );
  }

  /** The reward-ticket kinds that have a prize table (decision 029). */
  async ticketKindsWithPrizes(executor: Executor = this.db): Promise<Set<string>> {
    const rows = await executor.selectFrom('ticket_prize_tables').select('kind').execute();
    return new Set(rows.map((row) => row.kind));
  }

  async memberCurrency(memberId: number, executor: Executor = this.db): Promise<string> {
    const row = await executor
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row.currency;
  }
}

/** The key of a member's carry in one game category. */
export const carryKey = (memberId: number, category: string) => `${memberId}|${category}`;
