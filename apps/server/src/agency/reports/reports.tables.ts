import type { ColumnType } from 'kysely';

type Money = ColumnType<bigint | number | string, bigint | undefined, bigint>;
type Count = ColumnType<number, number | undefined, number>;

/** Every ancestor of every member, the member itself at depth 0 (kept by triggers on members). */
export interface AgencyTreeTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

/** What a figures row holds: counts, and money in minor units. */
export interface FigureColumns {
  day: string;
  /** The game category of bets; '' for registrations, deposits, withdrawals and bonuses. */
  category: string;
  registrations: Count;
  first_deposits: Count;
  deposit_count: Count;
  bet_count: Count;
  deposits: Money;
  withdrawals: Money;
  bets: Money;
  valid_bets: Money;
  payouts: Money;
  bonuses: Money;
}

export interface MemberDailyFiguresTable extends FigureColumns {
  member_id: number;
}

/** The figures of an agent's whole subtree, the agent included. */
export interface TeamDailyFiguresTable extends FigureColumns {
  agent_id: number;
}

/**
 * The settled rounds of an agent's whole subtree (the agent included) by the site day they were
 * started on, category and vendor (decision 074): the team betting totals over whole days.
 */
export interface TeamRoundDaysTable {
  agent_id: number;
  day: string;
  category: string;
  vassalage: string;
  rounds: Count;
  stake: Money;
  payout: Money;
}

/**
 * The wallet movements of an agent's whole subtree (the agent included) by site day, transfer
 * kind and direction (decision 075): the team transaction totals over whole days.
 */
export interface TeamLedgerDaysTable {
  agent_id: number;
  day: string;
  kind: string;
  /** 1: money in (a positive entry); -1: money out. */
  direction: number;
  entries: Count;
  /** The entries' amounts, positive. */
  amount: Money;
}

/** How far a summary has counted (`team-ledger-days`: the ledger chain place). */
export interface ReportCursorsTable {
  name: string;
  position: ColumnType<bigint | number | string, bigint | number | undefined, bigint | number>;
  updated_at: ColumnType<Date | string, string | undefined, string>;
}

export interface AgencyActivityTable {
  member_id: number;
  /** D2026-11-26, W2026-11-23 (the Monday) or M2026-11. */
  period: string;
}

export interface TeamActivityTable {
  agent_id: number;
  period: string;
  active_members: Count;
}

export interface AgencyFirstDepositsTable {
  member_id: number;
  day: string;
}

export interface AgencyReportTables {
  agency_tree: AgencyTreeTable;
  member_daily_figures: MemberDailyFiguresTable;
  team_daily_figures: TeamDailyFiguresTable;
  team_round_days: TeamRoundDaysTable;
  team_ledger_days: TeamLedgerDaysTable;
  report_cursors: ReportCursorsTable;
  agency_activity: AgencyActivityTable;
  team_activity: TeamActivityTable;
  agency_first_deposits: AgencyFirstDepositsTable;
}
