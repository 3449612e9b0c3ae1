import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';

export interface IncomeFilter {
  agentId: number;
  /** The ledger kinds to read (at least one). */
  ledgerKinds: string[];
  /** Stored instants (UTC ISO text), `to` exclusive. */
  from: string;
  to: string;
}

export interface IncomeRow {
  id: number;
  createdAt: Date | string;
  ledgerKind: string;
  amount: bigint;
  reference: string;
  /** The account of the member the money came from; null when it came from the platform. */
  source: string | null;
}

/**
 * Money that reached an agent's main wallet by the income kinds of the ledger, read through the
 * entries of that one wallet (ledger_entries_account_time_idx): only the agent's own account.
 */
export class IncomeRepository {
  constructor(private readonly db: DB) {}

  private entries({ agentId, ledgerKinds, from, to }: IncomeFilter) {
    return this.db
      .selectFrom('ledger_accounts as a')
      .innerJoin('ledger_entries as e', 'e.account_id', 'a.id')
      .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
      .where('a.member_id', '=', agentId)
      .where('a.wallet', '=', 'main')
      .where(sql<boolean>`e.amount > 0`)
      .where('e.created_at', '>=', from)
      .where('e.created_at', '<', to)
      .where('t.kind', 'in', ledgerKinds);
  }

  /** Count and sum per ledger kind over the whole filter. */
  async totalsByKind(filter: IncomeFilter) {
    const rows = await this.entries(filter)
      .select([
        't.kind',
        sql<string | number>`count(*)`.as('count'),
        sql<string | number>`coalesce(sum(e.amount), 0)`.as('amount'),
      ])
      .groupBy('t.kind')
      .execute();
    return rows.map((row) => ({
      ledgerKind: row.kind,
      count: Number(row.count),
      amount: minor(row.amount),
    }));
  }

  /** One page, newest first. */
  async page(filter: IncomeFilter, limit: number, offset: number): Promise<IncomeRow[]> {
    const rows = await this.entries(filter)
      .leftJoin('ledger_accounts as fa', 'fa.id', 't.from_account_id')
      .leftJoin('members as src', 'src.id', 'fa.member_id')
      .select([
        'e.id',
        'e.created_at',
        'e.amount',
        't.kind',
        't.reference',
        'src.account as source',
      ])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      ledgerKind: row.kind,
      amount: minor(row.amount),
      reference: row.reference,
      source: row.source ?? null,
    }));
  }
}
