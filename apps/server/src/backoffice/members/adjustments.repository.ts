import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';
import type { Executor } from '../../db/transaction.js';
import type { AdjustmentStatus, BalanceAdjustmentsTable } from './member-desk.tables.js';

export type AdjustmentRow = Omit<
  Selectable<BalanceAdjustmentsTable>,
  'amount' | 'balance_after'
> & {
  amount: bigint;
  balance_after: bigint | null;
};

/** An adjustment as lists show it: with the member's and the staff members' usernames. */
export interface AdjustmentView extends AdjustmentRow {
  username: string;
  requested_by_name: string | null;
  decided_by_name: string | null;
}

const toRow = <T extends { amount: unknown; balance_after: unknown }>(row: T) => ({
  ...row,
  amount: minor(row.amount as string),
  balance_after: row.balance_after === null ? null : minor(row.balance_after as string),
});

/**
 * Staff balance adjustments. A decision is one conditional update `where status = 'pending'`:
 * of two staff members deciding at once, exactly one finds the row still pending.
 */
export class AdjustmentsRepository {
  constructor(private readonly db: DB) {}

  async insert(
    adjustment: {
      memberId: number;
      amount: bigint;
      currency: string;
      reason: string;
      status: AdjustmentStatus;
      requestedBy: number;
      at: string;
    },
    executor: Executor,
  ): Promise<number> {
    const row = await executor
      .insertInto('balance_adjustments')
      .values({
        member_id: adjustment.memberId,
        amount: adjustment.amount,
        currency: adjustment.currency,
        reason: adjustment.reason,
        status: adjustment.status,
        requested_by: adjustment.requestedBy,
        created_at: adjustment.at,
        ...(adjustment.status === 'applied' ? { decided_at: adjustment.at } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private views(executor: Executor) {
    return executor
      .selectFrom('balance_adjustments as a')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .leftJoin('staff as r', 'r.id', 'a.requested_by')
      .leftJoin('staff as d', 'd.id', 'a.decided_by')
      .selectAll('a')
      .select([
        'm.account as username',
        'r.username as requested_by_name',
        'd.username as decided_by_name',
      ]);
  }

  async find(id: number, executor: Executor = this.db): Promise<AdjustmentView | undefined> {
    const row = await this.views(executor).where('a.id', '=', id).executeTakeFirst();
    return row && toRow(row);
  }

  /** Moves a pending adjustment to `status`; false when it was no longer pending. */
  async decide(
    id: number,
    decision: {
      status: 'applied' | 'declined';
      staffId: number;
      at: string;
      declineReason?: string;
    },
    executor: Executor,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('balance_adjustments')
      .set({
        status: decision.status,
        decided_by: decision.staffId,
        decided_at: decision.at,
        decline_reason: decision.declineReason ?? null,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records the ledger transfer that applied the adjustment. */
  async setTransfer(
    id: number,
    transfer: { transferId: number; balanceAfter: bigint },
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('balance_adjustments')
      .set({ transfer_id: transfer.transferId, balance_after: transfer.balanceAfter })
      .where('id', '=', id)
      .execute();
  }

  /** A page, newest first, filtered by status and member; and the count. */
  async page(filter: {
    status?: AdjustmentStatus;
    memberId?: number;
    limit: number;
    offset: number;
  }): Promise<{ rows: AdjustmentView[]; total: number }> {
    let rows = this.views(this.db);
    let count = this.db
      .selectFrom('balance_adjustments as a')
      .select((eb) => eb.fn.countAll<number | string>().as('total'));
    if (filter.status) {
      rows = rows.where('a.status', '=', filter.status);
      count = count.where('a.status', '=', filter.status);
    }
    if (filter.memberId) {
      rows = rows.where('a.member_id', '=', filter.memberId);
      count = count.where('a.member_id', '=', filter.memberId);
    }
    const [list, total] = await Promise.all([
      rows.orderBy('a.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rows: list.map(toRow), total: Number(total.total) };
  }
}
