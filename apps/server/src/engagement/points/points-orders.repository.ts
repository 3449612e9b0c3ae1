import { sql, type Insertable, type Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type {
  PointRedeemStatusName,
  PointRedeemsTable,
  PointRewardTypeName,
} from './points.tables.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import type { Localized, Page } from './points.repository.js';

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

const iso = (value: Date | string) => new Date(value).toISOString();
const nullableMinor = (value: bigint | number | string | null) =>
  value === null ? null : minor(value);

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

/** Redeems of the points mall, with what a reward's requirement reads (deposits, turnover). */
export class PointsOrdersRepository {
  constructor(private readonly db: DB) {}

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
}
