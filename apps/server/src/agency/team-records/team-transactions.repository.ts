import { sql } from 'kysely';
import { recordWallets } from '@portal/shared/schemas/account-records';
import { CUSTOM_PLAN, type DB } from '../../db/database.js';
import {
  kindCondition,
  type KindFilter,
} from '../../cashier/account-records/account-records.repository.js';
import { minor, minorOf } from '../../db/minor.js';
import { LEDGER_DAYS_CURSOR } from '../reports/ledger-days.repository.js';

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

  /**
   * The same totals over whole site days (`fromDay` to `toDay`, `toDay` excluded) from
   * team_ledger_days (decision 075), in two statements:
   * 1. the team's summary rows and the cursor they are counted through (one snapshot);
   * 2. the movements of transfers not counted there (linked after that place, or not linked
   *    yet), read raw from the few transfers past the cursor, less the agent's own counted
   *    movements (the summary holds the agent's whole subtree, the agent included).
   * A transfer counted after the first statement is past its place, so the second reads it; one
   * committed in between is simply newer. Nothing counts twice and nothing is lost.
   */
  async dayTotals(filter: TeamEntryFilter & { fromDay: string; toDay: string }) {
    const { agentId, kinds } = filter;
    const summaryKinds = kinds
      ? sql` and ${kindCondition(kinds, { kind: 'd.kind', signed: 'd.direction' })}`
      : sql``;
    const counted = await sql<Record<string, unknown>>`
      select
        (select position from report_cursors where name = ${LEDGER_DAYS_CURSOR}) as through,
        coalesce(sum(d.entries), 0) as count,
        coalesce(sum(case when d.direction = 1 then d.amount else 0 end), 0) as money_in,
        coalesce(sum(case when d.direction = -1 then d.amount else 0 end), 0) as money_out
      from team_ledger_days d
      where d.agent_id = ${agentId} and d.day >= ${filter.fromDay} and d.day < ${filter.toDay}
        ${summaryKinds}
    `.execute(this.db);
    const summary = counted.rows[0] ?? {};
    const through = minorOf(summary.through);
    const entryKinds = kinds ? sql` and ${kindCondition(kinds)}` : sql``;
    const entries = sql`a.wallet in (${sql.join([...recordWallets])})
      and e.created_at >= ${filter.from} and e.created_at < ${filter.to}${entryKinds}`;
    const downline = (which: ReturnType<typeof sql>) => sql`
      select 1 as n, e.amount
      from ledger_transfers t
      join ledger_entries e on e.transfer_id = t.id
      join ledger_accounts a on a.id = e.account_id
      join agency_tree tree on tree.descendant_id = a.member_id
        and tree.ancestor_id = ${agentId} and tree.depth > 0
      where ${which} and ${entries}`;
    // Planned for the cursor's actual place: few transfers lie past it.
    const raw = await sql<Record<string, unknown>>`${sql.raw(CUSTOM_PLAN)}
      select coalesce(sum(n), 0) as count,
        coalesce(sum(case when amount > 0 then n * amount else 0 end), 0) as money_in,
        coalesce(sum(case when amount < 0 then -n * amount else 0 end), 0) as money_out
      from (
        ${downline(sql`t.chain_seq > ${through}`)}
        union all
        ${downline(sql`t.chain_seq is null`)}
        union all
        select -1, e.amount
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transfers t on t.id = e.transfer_id
        where a.member_id = ${agentId} and t.chain_seq <= ${through} and ${entries}
      ) parts
    `.execute(this.db);
    const rest = raw.rows[0] ?? {};
    return {
      count: Number(summary.count ?? 0) + Number(rest.count ?? 0),
      moneyIn: minorOf(summary.money_in) + minorOf(rest.money_in),
      moneyOut: minorOf(summary.money_out) + minorOf(rest.money_out),
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
