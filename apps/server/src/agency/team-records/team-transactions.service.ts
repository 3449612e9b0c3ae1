import type { z } from 'zod';
import { fromMinor } from '@portal/shared/money';
import { recordTypeOf } from '@portal/shared/schemas/account-records';
import type {
  teamTransactionsQuerySchema,
  TeamTransactionsValue,
} from '@portal/shared/schemas/agency';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import { kindFilter } from '../../cashier/account-records/account-records.service.js';
import { addSiteDays } from '@portal/shared/site-day';
import { resolveReportRange } from './report-range.js';
import type { TeamLookupRepository } from './team-lookup.repository.js';
import type { TeamTransactionsRepository } from './team-transactions.repository.js';

export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuerySchema>;

const toNumber = (minor: bigint) => Number(fromMinor(minor));

/**
 * Transaction details (agent centre page agentDownlineTransactionDetailsCopy): the downline's
 * wallet movements by site day, typed as the member's own account records type them.
 */
export class TeamTransactionsService {
  constructor(
    private readonly repository: TeamTransactionsRepository,
    private readonly lookup: TeamLookupRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(agentId: number, query: TeamTransactionsQuery): Promise<TeamTransactionsValue> {
    const range = resolveReportRange(query, this.now());
    const currency = await this.lookup.currencyOf(agentId);
    if (currency === null) throw new AppError('SESSION_EXPIRED');
    const { page, pageSize } = query;
    const filter = {
      agentId,
      from: range.fromInstant,
      to: range.toInstant,
      accountKey: query.account?.toLowerCase(),
      kinds: query.type ? kindFilter([query.type]) : undefined,
    };
    // Whole site days: the totals come from the team's ledger days (decision 075), unless one
    // account is asked for.
    const totals =
      filter.accountKey === undefined
        ? await this.repository.dayTotals({
            ...filter,
            fromDay: range.from,
            toDay: addSiteDays(range.to, 1),
          })
        : await this.repository.totals(filter);
    const rows =
      totals.count > (page - 1) * pageSize
        ? await this.repository.page(filter, pageSize, (page - 1) * pageSize)
        : [];
    return {
      from: range.from,
      to: range.to,
      currency,
      list: rows.map((row) => ({
        id: row.id,
        time: toIsoString(row.createdAt),
        account: row.account,
        level: row.level,
        type: recordTypeOf(row.kind, row.amount > 0n),
        amount: toNumber(row.amount),
        balance: toNumber(row.balanceAfter),
        reference: row.reference,
      })),
      page,
      pageSize,
      total: totals.count,
      totalPages: Math.ceil(totals.count / pageSize),
      totals: {
        in: toNumber(totals.moneyIn),
        out: toNumber(totals.moneyOut),
        count: totals.count,
      },
    };
  }
}
