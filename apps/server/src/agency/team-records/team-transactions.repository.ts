import { sql } from 'kysely';
import { recordWallets } from '@portal/shared/schemas/account-records';
import { CUSTOM_PLAN, type DB } from '../../db/database.js';
import {
  kindCondition,
  type KindFilter,
} from '../../cashier/account-records/account-records.repository.js';
import { minor } from '../../db/minor.js';

export interface TeamEntryFilter {
  agentId: number;
  /** Stored instants (UTC ISO text), `to` exclusive. */
  from: string;
  to: string;
  accountKey?: string;
  kinds?: KindFilter;
}

export interface TeamEntryRow {
  id: number;
  createdAt: Date | string;
  account: string;
  level: number;
  amount: bigint;
  balanceAfter: bigint;
  kind: string;
  reference: string;
}

/**
 * Ledger entries of the listed wallets (main, bonus, vendor: never the hold wallet, as in the
 * member's account records) of an agent's downline. The scope is in the SQL: each entry's
 * wallet must belong to a member below the agent in agency_tree (depth > 0).
 */
export class TeamTransactionsRepository {
  constructor(private readonly db: DB) {}

  private entries({ agentId, from, to, accountKey }: TeamEntryFilter) {
    return (
      this.db
        .selectFrom('agency_tree as tree')
        // Planned for each agent's own size (decision 067): a generic plan is costed for an average one.
        .modifyFront(sql.raw(CUSTOM_PLAN))
        .innerJoin('members as m', 'm.id', 'tree.descendant_id')
        .innerJoin('ledger_accounts as a', 'a.member_id', 'tree.descendant_id')
        .innerJoin('ledger_entries as e', 'e.account_id', 'a.id')
        .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
        .where('tree.ancestor_id', '=', agentId)
        .where('tree.depth', '>', 0)
        .where('a.wallet', 'in', recordWallets)
        .where('e.created_at', '>=', from)
        .where('e.created_at', '<', to)
        .$if(accountKey !== undefined, (query) => query.where('m.account_key', '=', accountKey!))
    );
  }

  /** How many entries match, what they add and what they take (a positive sum). */
  async totals(filter: TeamEntryFilter) {
    const { kinds } = filter;
    const row = await this.entries(filter)
      .$if(kinds !== undefined, (query) => query.where(kindCondition(kinds!)))
      .select([
        sql<string | number>`count(*)`.as('count'),
        sql<string | number>`coalesce(sum(case when e.amount > 0 then e.amount else 0 end), 0)`.as(
          'money_in',
        ),
        sql<string | number>`coalesce(sum(case when e.amount < 0 then -e.amount else 0 end), 0)`.as(
          'money_out',
        ),
      ])
      .executeTakeFirstOrThrow();
    return {
      count: Number(row.count),
      moneyIn: minor(row.money_in),
      moneyOut: minor(row.money_out),
    };
  }

  /** One page of matching entries, newest first. */
  async page(filter: TeamEntryFilter, limit: number, offset: number): Promise<TeamEntryRow[]> {
    const { kinds } = filter;
    const rows = await this.entries(filter)
      .$if(kinds !== undefined, (query) => query.where(kindCondition(kinds!)))
      .select([
        'e.id',
        'e.created_at',
        'e.amount',
        'e.balance_after',
        't.kind',
        't.reference',
        'm.account',
        'tree.depth',
      ])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      account: row.account,
      level: row.depth,
      amount: minor(row.amount),
      balanceAfter: minor(row.balance_after),
      kind: row.kind,
      reference: row.reference,
    }));
  }
}
