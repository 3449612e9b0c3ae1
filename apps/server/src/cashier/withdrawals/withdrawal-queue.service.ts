import { majorNumber } from '@portal/shared/money';
import type {
  OperatorWithdrawal,
  OperatorWithdrawalPage,
  OperatorWithdrawalsQuery,
} from '@portal/shared/schemas/withdrawal';
import { can, type StaffRole } from '@portal/shared/staff-roles';
import { AppError } from '../../lib/app-error.js';
import { everyPage } from '../../lib/csv.js';
import type { BankCardsService } from '../bank-cards/bank-cards.service.js';
import { queueFilter, queueOrder, type QueueOrder } from '../queue-filter.js';
import type { ProofImage } from './proof-image.js';
import { pageCount, toOperatorWithdrawal } from './withdrawal-view.js';
import type {
  WithdrawalDetailRow,
  WithdrawalQueueFilter,
  WithdrawalsRepository,
} from './withdrawals.repository.js';

export interface QueueDeps {
  repository: WithdrawalsRepository;
  bankCards: Pick<BankCardsService, 'bankNames'>;
  now?: () => Date;
}

const DEFAULT_PAGE_SIZE = 20;
/** The queue is worked in order: the oldest request first. */
const OLDEST_FIRST: QueueOrder = { column: 'id', direction: 'asc' };

function withdrawalQueueFilter(query: OperatorWithdrawalsQuery): WithdrawalQueueFilter {
  return {
    ...queueFilter(query),
    ...(query.account ? { account: query.account } : {}),
    ...(query.bank ? { bank: query.bank } : {}),
  };
}

/** Finance pays from the whole account number; roles that only read see it masked. */
const fullAccountFor = (role: StaffRole) => can(role, 'cashier.decide');

/**
 * The operator's view of withdrawals (decision 043): the clerk's queue with its filters, the money
 * it holds and its CSV export, one order, and the images attached to an order.
 */
export class WithdrawalQueueService {
  private readonly now: () => Date;

  constructor(private readonly deps: QueueDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(query: OperatorWithdrawalsQuery, reader: StaffRole): Promise<OperatorWithdrawalPage> {
    const page = query.page ?? query.pageNo ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filter = withdrawalQueueFilter(query);
    const [rows, totals] = await Promise.all([
      this.deps.repository.queuePage(filter, queueOrder(query.sort, OLDEST_FIRST), {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
      this.deps.repository.queueTotals(filter),
    ]);
    return {
      list: await this.views(rows, fullAccountFor(reader)),
      page,
      pageNo: page,
      pageSize,
      total: totals.count,
      totalPages: pageCount(totals.count, pageSize),
      totalAmount: majorNumber(totals.amount),
    };
  }

  /** Every order the filter keeps, in the queue's order, a page at a time (CSV export). */
  exportRows(
    query: OperatorWithdrawalsQuery,
    reader: StaffRole,
  ): AsyncIterable<OperatorWithdrawal> {
    const filter = withdrawalQueueFilter(query);
    const order = queueOrder(query.sort, OLDEST_FIRST);
    return everyPage(async (page, pageSize) =>
      this.views(
        await this.deps.repository.queuePage(filter, order, {
          limit: pageSize,
          offset: (page - 1) * pageSize,
        }),
        fullAccountFor(reader),
      ),
    );
  }

  async get(orderNo: string, reader: StaffRole): Promise<OperatorWithdrawal> {
    const row = await this.deps.repository.findByOrderNo(orderNo);
    if (!row) throw new AppError('NOT_FOUND');
    return (await this.views([row], fullAccountFor(reader)))[0]!;
  }

  /** The bank's payout slip finance attached when it marked the order paid. */
  async payoutProof(
    orderNo: string,
  ): Promise<{ mimeType: ProofImage['mimeType']; dataUrl: string }> {
    const order = await this.deps.repository.findByOrderNo(orderNo);
    if (!order) throw new AppError('NOT_FOUND');
    const proof = await this.deps.repository.findPayoutProof(order.id);
    if (!proof) throw new AppError('NOT_FOUND');
    const mimeType = proof.mime_type as ProofImage['mimeType'];
    return { mimeType, dataUrl: `data:${mimeType};base64,${proof.data}` };
  }

  private async views(rows: WithdrawalDetailRow[], fullAccount: boolean) {
    const now = this.now();
    const names = new Map<string, Awaited<ReturnType<BankCardsService['bankNames']>>>();
    const list: OperatorWithdrawal[] = [];
    for (const row of rows) {
      if (!names.has(row.currency)) {
        names.set(row.currency, await this.deps.bankCards.bankNames(row.currency));
      }
      list.push(toOperatorWithdrawal(row, names.get(row.currency)!, { now, fullAccount }));
    }
    return list;
  }
}
