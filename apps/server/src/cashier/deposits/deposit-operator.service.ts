import { FALLBACK_LANGUAGE } from '@portal/shared/constants/languages';
import { majorNumber } from '@portal/shared/money';
import type {
  OperatorDeposit,
  OperatorDepositsQuery,
  OperatorDepositsValue,
} from '@portal/shared/schemas/deposit';
import { AppError } from '../../lib/app-error.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { DepositSettlement } from './deposit-settlement.js';
import { orderView } from './deposit-view.js';
import type {
  DepositQueueFilter,
  DepositsRepository,
  OperatorOrderView,
} from './deposits.repository.js';
import { everyPage } from '../../lib/csv.js';
import { queueFilter, queueOrder, type QueueOrder } from '../queue-filter.js';

const OPERATOR_PAGE_SIZE = 20;
const NEWEST_FIRST: QueueOrder = { column: 'id', direction: 'desc' };

function depositQueueFilter(query: OperatorDepositsQuery): DepositQueueFilter {
  return { ...queueFilter(query), ...(query.channel ? { channel: query.channel } : {}) };
}

/** The back office's deposit desk: the queue of orders and the finance decisions on them. */
export class DepositOperatorService {
  constructor(
    private readonly deps: {
      repository: DepositsRepository;
      settlement: DepositSettlement;
    },
  ) {}

  /** One page of the queue, with how many orders the filter keeps and the money they hold. */
  async list(query: OperatorDepositsQuery): Promise<OperatorDepositsValue> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? OPERATOR_PAGE_SIZE;
    const filter = depositQueueFilter(query);
    const [rows, totals] = await Promise.all([
      this.deps.repository.queuePage(filter, queueOrder(query.sort, NEWEST_FIRST), {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
      this.deps.repository.queueTotals(filter),
    ]);
    return {
      list: rows.map((row) => this.toOperator(row)),
      page,
      pageSize,
      total: totals.count,
      totalAmount: majorNumber(totals.amount),
    };
  }

  /** Every order the filter keeps, in the queue's order, read a page at a time (CSV export). */
  exportRows(query: OperatorDepositsQuery): AsyncIterable<OperatorDeposit> {
    const filter = depositQueueFilter(query);
    const order = queueOrder(query.sort, NEWEST_FIRST);
    return everyPage(async (page, pageSize) =>
      (
        await this.deps.repository.queuePage(filter, order, {
          limit: pageSize,
          offset: (page - 1) * pageSize,
        })
      ).map((row) => this.toOperator(row)),
    );
  }

  /** Credits a pending order's amount; INVALID_STATE once it is decided (by anyone). */
  async confirm(orderNo: string, context: Operator, note?: string): Promise<OperatorDeposit> {
    await this.deps.settlement.credit(orderNo, { by: 'operator', context, note });
    return this.read(orderNo);
  }

  async reject(orderNo: string, reason: string, context: Operator): Promise<OperatorDeposit> {
    await this.deps.settlement.reject(orderNo, reason, context);
    return this.read(orderNo);
  }

  private async read(orderNo: string): Promise<OperatorDeposit> {
    const row = await this.deps.repository.findForOperator(orderNo);
    if (!row) throw new AppError('NOT_FOUND');
    return this.toOperator(row);
  }

  /** The member's view of the order plus who and what the desk needs; names in English. */
  private toOperator(row: OperatorOrderView): OperatorDeposit {
    const { redirectUrl: _unused, ...order } = orderView(row, {
      origin: '',
      language: FALLBACK_LANGUAGE,
    });
    return {
      ...order,
      memberId: row.member_id,
      memberAccount: row.member_account,
      memberPayeeName: row.member_payee_name,
      gatewayTxnId: row.gateway_txn_id,
      decidedBy: row.decided_by_username,
    };
  }
}
