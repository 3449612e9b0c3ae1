import { FALLBACK_LANGUAGE } from '@portal/shared/constants/languages';
import type { OperatorDeposit, OperatorDepositsQuery } from '@portal/shared/schemas/deposit';
import { AppError } from '../../lib/app-error.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { DepositSettlement } from './deposit-settlement.js';
import { orderView } from './deposit-view.js';
import type { DepositsRepository, OperatorOrderView } from './deposits.repository.js';

const OPERATOR_PAGE_SIZE = 20;

/** The back office's deposit desk: the queue of orders and the finance decisions on them. */
export class DepositOperatorService {
  constructor(
    private readonly deps: {
      repository: DepositsRepository;
      settlement: DepositSettlement;
    },
  ) {}

  async list(query: OperatorDepositsQuery) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? OPERATOR_PAGE_SIZE;
    const { rows, total } = await this.deps.repository.listAll({
      status: query.status,
      page,
      pageSize,
    });
    return { list: rows.map((row) => this.toOperator(row)), page, pageSize, total };
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
