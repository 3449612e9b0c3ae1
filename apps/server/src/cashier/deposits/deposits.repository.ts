import { sql, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { DepositStatus } from '@portal/shared/schemas/deposit';
import type { DB } from '../../db/database.js';
import type {
  DepositCallbacksTable,
  DepositOrdersTable,
  DepositReceiptsTable,
} from './deposits.tables.js';
import type { Executor } from '../../db/transaction.js';
import { prefixPattern } from '../../db/like-pattern.js';
import { minorOf } from '../../db/minor.js';
import type { QueueFilter, QueueOrder } from '../queue-filter.js';

export type DepositOrderRow = Selectable<DepositOrdersTable>;

/** An order with what is shown of its channel. */
export interface DepositOrderView extends DepositOrderRow {
  channel_code: string;
  channel_type: 'bank_transfer' | 'gateway';
  channel_name: string;
  channel_names: string;
  channel_gateway_kind: string | null;
  /** Signs the order's pay link; never leaves the server. */
  channel_gateway_secret: string | null;
}

/** An order as operators list it: with the member and the deciding staff member. */
export interface OperatorOrderView extends DepositOrderView {
  member_account: string;
  member_payee_name: string | null;
  decided_by_username: string | null;
}

/** The operator queue's filter: the common one and the channel's code. */
export interface DepositQueueFilter extends QueueFilter<DepositStatus> {
  channel?: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Reads and writes of deposit orders, receipts and callbacks. */
export class DepositsRepository {
  constructor(private readonly db: DB) {}

  private orders(executor: Executor) {
    return executor
      .selectFrom('deposit_orders as o')
      .innerJoin('deposit_channels as c', 'c.id', 'o.channel_id')
      .selectAll('o')
      .select([
        'c.code as channel_code',
        'c.type as channel_type',
        'c.name as channel_name',
        'c.names as channel_names',
        'c.gateway_kind as channel_gateway_kind',
        'c.gateway_secret as channel_gateway_secret',
      ]);
  }

  async memberCurrency(memberId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.currency ?? null;
  }

  async findByReference(
    memberId: number,
    reference: string,
    executor: Executor = this.db,
  ): Promise<DepositOrderRow | null> {
    return (
      (await executor
        .selectFrom('deposit_orders')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('client_reference', '=', reference)
        .executeTakeFirst()) ?? null
    );
  }

  /** Inserts the order; null when its order number or the member's reference is already used. */
  async insertOrder(
    values: Insertable<DepositOrdersTable>,
    executor: Executor,
  ): Promise<DepositOrderRow | null> {
    return (
      (await executor
        .insertInto('deposit_orders')
        .values(values)
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst()) ?? null
    );
  }

  async insertReceipt(values: Insertable<DepositReceiptsTable>, executor: Executor): Promise<void> {
    await executor.insertInto('deposit_receipts').values(values).execute();
  }

  async countPending(memberId: number): Promise<number> {
    const row = await this.db
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async findOrder(orderNo: string, executor: Executor = this.db): Promise<DepositOrderView | null> {
    return (
      (await this.orders(executor).where('o.order_no', '=', orderNo).executeTakeFirst()) ?? null
    );
  }

  async listForMember(
    memberId: number,
    filter: { status?: DepositStatus; page: number; pageSize: number },
  ): Promise<Page<DepositOrderView>> {
    let rows = this.orders(this.db).where('o.member_id', '=', memberId);
    let count = this.db
      .selectFrom('deposit_orders as o')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('o.member_id', '=', memberId);
    if (filter.status) {
      rows = rows.where('o.status', '=', filter.status);
      count = count.where('o.status', '=', filter.status);
    }
    const [list, total] = await Promise.all([
      rows
        .orderBy('o.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { rows: list, total: Number(total.count) };
  }

  private operatorOrders() {
    return this.orders(this.db)
      .innerJoin('members as m', 'm.id', 'o.member_id')
      .leftJoin('staff as s', 's.id', 'o.decided_by')
      .select([
        'm.account as member_account',
        'm.payee_name as member_payee_name',
        's.username as decided_by_username',
      ]);
  }

  async findForOperator(orderNo: string): Promise<OperatorOrderView | null> {
    return (
      (await this.operatorOrders().where('o.order_no', '=', orderNo).executeTakeFirst()) ?? null
    );
  }

  /** The orders a queue filter keeps, as a query to select from (`o` orders, `m` members, `c` channels). */
  private queueRows(filter: DepositQueueFilter) {
    let query = this.db
      .selectFrom('deposit_orders as o')
      .innerJoin('deposit_channels as c', 'c.id', 'o.channel_id')
      .innerJoin('members as m', 'm.id', 'o.member_id');
    if (filter.statuses) query = query.where('o.status', 'in', [...filter.statuses]);
    if (filter.channel) query = query.where('c.code', '=', filter.channel);
    if (filter.memberPrefix) {
      query = query.where(
        sql<SqlBool>`m.account_key like ${prefixPattern(filter.memberPrefix)} escape '\\'`,
      );
    }
    if (filter.orderNoPrefix) {
      query = query.where(
        sql<SqlBool>`o.order_no like ${prefixPattern(filter.orderNoPrefix)} escape '\\'`,
      );
    }
    if (filter.minAmount !== undefined) query = query.where('o.amount', '>=', filter.minAmount);
    if (filter.maxAmount !== undefined) query = query.where('o.amount', '<=', filter.maxAmount);
    if (filter.createdFrom) query = query.where('o.created_at', '>=', filter.createdFrom);
    if (filter.createdBefore) query = query.where('o.created_at', '<', filter.createdBefore);
    return query;
  }

  /** One page of the operator's queue in `order`, with the member and the deciding staff member. */
  async queuePage(
    filter: DepositQueueFilter,
    order: QueueOrder,
    page: { limit: number; offset: number },
  ): Promise<OperatorOrderView[]> {
    const ids = (
      await this.queueRows(filter)
        .select('o.id')
        .orderBy(`o.${order.column}`, order.direction)
        .orderBy('o.id', order.direction)
        .limit(page.limit)
        .offset(page.offset)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = await this.operatorOrders().where('o.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** How many orders the filter keeps and the money they hold (minor units). */
  async queueTotals(filter: DepositQueueFilter): Promise<{ count: number; amount: bigint }> {
    const row = await this.queueRows(filter)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string | bigint | null>('o.amount').as('amount'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), amount: minorOf(row.amount) };
  }

  /**
   * Moves an order out of one of the `from` states and returns it, or null when it is no longer
   * in one of them. The WHERE on the status is what makes each outcome happen once: on PostgreSQL
   * a racing update waits for the row lock and then finds the status already changed.
   */
  async transition(
    orderNo: string,
    from: readonly DepositStatus[],
    values: Updateable<DepositOrdersTable>,
    executor: Executor,
  ): Promise<DepositOrderRow | null> {
    return (
      (await executor
        .updateTable('deposit_orders')
        .set(values)
        .where('order_no', '=', orderNo)
        .where('status', 'in', [...from])
        .returningAll()
        .executeTakeFirst()) ?? null
    );
  }

  async receipt(orderId: number): Promise<{ contentType: string; data: Buffer } | null> {
    const row = await this.db
      .selectFrom('deposit_receipts')
      .select(['content_type', 'data'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : null;
  }

  async logCallback(
    values: Insertable<DepositCallbacksTable>,
    executor: Executor = this.db,
  ): Promise<void> {
    await executor.insertInto('deposit_callbacks').values(values).execute();
  }
}
