import { randomBytes } from 'node:crypto';
import { sql, type Selectable, type SqlBool, type UpdateObject } from 'kysely';
import type { Database, DB } from '../../db/database.js';
import type { WithdrawalStatus, WithdrawalsTable } from './withdrawals.tables.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { lookupKey } from '../../platform/members/members.repository.js';
import type { ProofImage } from './proof-image.js';
import { prefixPattern } from '../../db/like-pattern.js';
import { minorOf } from '../../db/minor.js';
import type { QueueFilter, QueueOrder } from '../queue-filter.js';

export type WithdrawalRow = Selectable<WithdrawalsTable>;
/** Column values or expressions of other columns (refunded = remainder). */
export type WithdrawalChange = UpdateObject<Database, 'withdrawals', 'withdrawals'>;
/** A change's value for refunded_amount: the order's own remainder. */
export const REFUNDED_REMAINDER = sql<bigint | null>`remainder_amount`;

/** A withdrawal with what its views show: the card, the member, the staff who acted. */
export interface WithdrawalDetailRow extends WithdrawalRow {
  bank_code: string;
  account_number: string;
  holder_name: string;
  member_account: string;
  member_payee_name: string | null;
  decided_by_name: string | null;
  resolved_by_name: string | null;
  has_proof: boolean;
  has_payout_proof: boolean;
}

/** The operator queue's filter: the common one, one member's exact account, the card's bank. */
export interface WithdrawalQueueFilter extends QueueFilter<WithdrawalStatus> {
  account?: string;
  bank?: string;
}

export interface WithdrawalFilter {
  memberId?: number;
  status?: WithdrawalStatus;
  /** A member's account name (any case). */
  account?: string;
}

export interface NewWithdrawal {
  memberId: number;
  reference: string;
  bankCardId: number;
  amount: bigint;
  currency: string;
  now: string;
}

/** Withdrawal orders and their proofs; state changes are conditional updates (see states). */
export class WithdrawalsRepository {
  constructor(private readonly db: DB) {}

  private details(executor: Executor) {
    return executor
      .selectFrom('withdrawals as w')
      .innerJoin('bank_cards as c', 'c.id', 'w.bank_card_id')
      .innerJoin('members as m', 'm.id', 'w.member_id')
      .leftJoin('staff as sd', 'sd.id', 'w.decided_by')
      .leftJoin('staff as sr', 'sr.id', 'w.resolved_by')
      .selectAll('w')
      .select((eb) => [
        'c.bank_code',
        'c.account_number',
        'c.holder_name',
        'm.account as member_account',
        'm.payee_name as member_payee_name',
        'sd.username as decided_by_name',
        'sr.username as resolved_by_name',
        eb
          .exists(
            eb
              .selectFrom('withdrawal_proofs as p')
              .select('p.withdrawal_id')
              .whereRef('p.withdrawal_id', '=', 'w.id'),
          )
          .as('has_proof'),
        eb
          .exists(
            eb
              .selectFrom('withdrawal_payout_proofs as pp')
              .select('pp.withdrawal_id')
              .whereRef('pp.withdrawal_id', '=', 'w.id'),
          )
          .as('has_payout_proof'),
      ]);
  }

  private static withFlags<T extends { has_proof: unknown; has_payout_proof: unknown }>(
    row: T,
  ): T & { has_proof: boolean; has_payout_proof: boolean } {
    // SQLite answers EXISTS with 0 or 1.
    return {
      ...row,
      has_proof: Boolean(row.has_proof),
      has_payout_proof: Boolean(row.has_payout_proof),
    };
  }

  async findByOrderNo(
    orderNo: string,
    executor: Executor = this.db,
  ): Promise<WithdrawalDetailRow | undefined> {
    const row = await this.details(executor).where('w.order_no', '=', orderNo).executeTakeFirst();
    return row && WithdrawalsRepository.withFlags(row);
  }

  findByReference(
    memberId: number,
    reference: string,
    executor: Executor = this.db,
  ): Promise<WithdrawalRow | undefined> {
    return executor
      .selectFrom('withdrawals')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('reference', '=', reference)
      .executeTakeFirst();
  }

  /** One page and the total; `newestFirst` for the member's history, oldest for the queue. */
  async page(
    filter: WithdrawalFilter,
    page: { pageNo: number; pageSize: number; newestFirst: boolean },
  ): Promise<{ rows: WithdrawalDetailRow[]; total: number }> {
    let query = this.details(this.db);
    let count = this.db
      .selectFrom('withdrawals as w')
      .innerJoin('members as m', 'm.id', 'w.member_id')
      .select((eb) => eb.fn.countAll<number | string>().as('total'));
    if (filter.memberId !== undefined) {
      query = query.where('w.member_id', '=', filter.memberId);
      count = count.where('w.member_id', '=', filter.memberId);
    }
    if (filter.status !== undefined) {
      query = query.where('w.status', '=', filter.status);
      count = count.where('w.status', '=', filter.status);
    }
    if (filter.account !== undefined) {
      query = query.where('m.account_key', '=', lookupKey(filter.account));
      count = count.where('m.account_key', '=', lookupKey(filter.account));
    }
    const rows = await query
      .orderBy('w.id', page.newestFirst ? 'desc' : 'asc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute();
    const { total } = await count.executeTakeFirstOrThrow();
    return { rows: rows.map((row) => WithdrawalsRepository.withFlags(row)), total: Number(total) };
  }

  /** The orders a queue filter keeps (`w` withdrawals, `m` members, `c` cards). */
  private queueRows(filter: WithdrawalQueueFilter) {
    let query = this.db
      .selectFrom('withdrawals as w')
      .innerJoin('members as m', 'm.id', 'w.member_id')
      .innerJoin('bank_cards as c', 'c.id', 'w.bank_card_id');
    if (filter.statuses) query = query.where('w.status', 'in', [...filter.statuses]);
    if (filter.account) query = query.where('m.account_key', '=', lookupKey(filter.account));
    if (filter.bank) query = query.where('c.bank_code', '=', filter.bank);
    if (filter.memberPrefix) {
      query = query.where(
        sql<SqlBool>`m.account_key like ${prefixPattern(filter.memberPrefix)} escape '\\'`,
      );
    }
    if (filter.orderNoPrefix) {
      query = query.where(
        sql<SqlBool>`w.order_no like ${prefixPattern(filter.orderNoPrefix)} escape '\\'`,
      );
    }
    if (filter.minAmount !== undefined) query = query.where('w.amount', '>=', filter.minAmount);
    if (filter.maxAmount !== undefined) query = query.where('w.amount', '<=', filter.maxAmount);
    if (filter.createdFrom) query = query.where('w.created_at', '>=', filter.createdFrom);
    if (filter.createdBefore) query = query.where('w.created_at', '<', filter.createdBefore);
    return query;
  }

  /** One page of the operator's queue in `order`, each with its card, member and staff. */
  async queuePage(
    filter: WithdrawalQueueFilter,
    order: QueueOrder,
    page: { limit: number; offset: number },
  ): Promise<WithdrawalDetailRow[]> {
    const ids = (
      await this.queueRows(filter)
        .select('w.id')
        .orderBy(`w.${order.column}`, order.direction)
        .orderBy('w.id', order.direction)
        .limit(page.limit)
        .offset(page.offset)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = await this.details(this.db).where('w.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, WithdrawalsRepository.withFlags(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** How many orders the filter keeps and the money they hold (minor units). */
  async queueTotals(filter: WithdrawalQueueFilter): Promise<{ count: number; amount: bigint }> {
    const row = await this.queueRows(filter)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string | bigint | null>('w.amount').as('amount'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), amount: minorOf(row.amount) };
  }

  /** Inserts a pending order; its number depends on its id and is set by `setOrderNo`. */
  async insertPending(order: NewWithdrawal, trx: Trx): Promise<number> {
    const row = await trx
      .insertInto('withdrawals')
      .values({
        // A unique placeholder for the moment between insert and numbering, in one transaction.
        order_no: `~${randomBytes(12).toString('hex')}`,
        member_id: order.memberId,
        reference: order.reference,
        bank_card_id: order.bankCardId,
        amount: order.amount,
        currency: order.currency,
        status: 'pending',
        created_at: order.now,
        updated_at: order.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setOrderNo(id: number, orderNo: string, trx: Trx): Promise<void> {
    await trx.updateTable('withdrawals').set({ order_no: orderNo }).where('id', '=', id).execute();
  }

  /**
   * Moves an order on only while it is in one of `from`; undefined when it was not (another
   * decision came first, or the order does not exist). On PostgreSQL a concurrent transition of
   * the same row waits for this one and then finds the status changed.
   */
  async transition(
    where: {
      orderNo: string;
      memberId?: number;
      /** Only if the receipt deadline has passed by then (the auto-receipt job). */
      dueBy?: string;
      /** Only if the receipt deadline is still ahead of then (the member's own answer). */
      answerableAt?: string;
    },
    from: readonly WithdrawalStatus[],
    change: WithdrawalChange,
    executor: Executor,
  ): Promise<WithdrawalRow | undefined> {
    let query = executor
      .updateTable('withdrawals')
      .set(change)
      .where('order_no', '=', where.orderNo)
      .where('status', 'in', from);
    if (where.memberId !== undefined) query = query.where('member_id', '=', where.memberId);
    if (where.dueBy !== undefined) query = query.where('receipt_due_at', '<=', where.dueBy);
    if (where.answerableAt !== undefined) {
      query = query.where('receipt_due_at', '>', where.answerableAt);
    }
    return query.returningAll().executeTakeFirst();
  }

  async insertProof(withdrawalId: number, proof: ProofImage, trx: Trx): Promise<void> {
    await trx
      .insertInto('withdrawal_proofs')
      .values({
        withdrawal_id: withdrawalId,
        mime_type: proof.mimeType,
        data: proof.data,
        size_bytes: proof.sizeBytes,
      })
      .execute();
  }

  async insertPayoutProof(withdrawalId: number, proof: ProofImage, trx: Trx): Promise<void> {
    await trx
      .insertInto('withdrawal_payout_proofs')
      .values({
        withdrawal_id: withdrawalId,
        mime_type: proof.mimeType,
        data: proof.data,
        size_bytes: proof.sizeBytes,
      })
      .execute();
  }

  findPayoutProof(withdrawalId: number) {
    return this.db
      .selectFrom('withdrawal_payout_proofs')
      .select(['mime_type', 'data'])
      .where('withdrawal_id', '=', withdrawalId)
      .executeTakeFirst();
  }

  findProof(withdrawalId: number) {
    return this.db
      .selectFrom('withdrawal_proofs')
      .select(['mime_type', 'data'])
      .where('withdrawal_id', '=', withdrawalId)
      .executeTakeFirst();
  }
}
