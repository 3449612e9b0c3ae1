import type { z } from 'zod';
import { fromMinor } from '@portal/shared/money';
import {
  incomeKinds,
  type IncomeKind,
  type incomeQuerySchema,
  type IncomeValue,
} from '@portal/shared/schemas/agency';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { IncomeRepository } from './income.repository.js';
import { resolveReportRange } from './report-range.js';
import type { TeamLookupRepository } from './team-lookup.repository.js';

export type IncomeQuery = z.infer<typeof incomeQuerySchema>;

/**
 * Ledger transfer kind -> the agent's income kind, for money arriving in the agent's main
 * wallet: a downline sending money up, and the contract payments of decision 034.
 */
export const INCOME_KIND_BY_LEDGER_KIND: Readonly<Record<string, IncomeKind>> = {
  upline_out: 'downline_transfer',
  dividend: 'dividend',
  daily_salary: 'daily_salary',
  hourly_salary: 'hourly_salary',
  realtime_salary: 'realtime_salary',
};

const toNumber = (minor: bigint) => Number(fromMinor(minor));

/** The ledger kinds that make up the wanted income kinds. */
function ledgerKindsOf(kinds: readonly IncomeKind[]): string[] {
  return Object.entries(INCOME_KIND_BY_LEDGER_KIND)
    .filter(([, kind]) => kinds.includes(kind))
    .map(([ledgerKind]) => ledgerKind);
}

/** My income (agent centre page agentRevenueReport): the agent's own income by kind and period. */
export class IncomeService {
  constructor(
    private readonly repository: IncomeRepository,
    private readonly lookup: TeamLookupRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(agentId: number, query: IncomeQuery): Promise<IncomeValue> {
    const range = resolveReportRange(query, this.now());
    const currency = await this.lookup.currencyOf(agentId);
    if (currency === null) throw new AppError('SESSION_EXPIRED');
    const { page, pageSize } = query;
    const kinds = query.kind ? [query.kind] : incomeKinds;
    const filter = {
      agentId,
      ledgerKinds: ledgerKindsOf(kinds),
      from: range.fromInstant,
      to: range.toInstant,
    };
    // A kind the ledger does not write yet has no records: nothing to read.
    const sums = filter.ledgerKinds.length > 0 ? await this.repository.totalsByKind(filter) : [];
    const byKind = new Map(kinds.map((kind) => [kind, { amount: 0n, count: 0 }]));
    for (const sum of sums) {
      const total = byKind.get(INCOME_KIND_BY_LEDGER_KIND[sum.ledgerKind]!)!;
      total.amount += sum.amount;
      total.count += sum.count;
    }
    const amount = [...byKind.values()].reduce((all, total) => all + total.amount, 0n);
    const count = [...byKind.values()].reduce((all, total) => all + total.count, 0);
    const rows =
      count > (page - 1) * pageSize
        ? await this.repository.page(filter, pageSize, (page - 1) * pageSize)
        : [];
    return {
      from: range.from,
      to: range.to,
      currency,
      list: rows.map((row) => ({
        id: row.id,
        time: toIsoString(row.createdAt),
        kind: INCOME_KIND_BY_LEDGER_KIND[row.ledgerKind]!,
        amount: toNumber(row.amount),
        reference: row.reference,
        source: row.source,
      })),
      page,
      pageSize,
      total: count,
      totalPages: Math.ceil(count / pageSize),
      totals: {
        amount: toNumber(amount),
        count,
        byKind: [...byKind].map(([kind, total]) => ({
          kind,
          amount: toNumber(total.amount),
          count: total.count,
        })),
      },
    };
  }
}
