import type { ColumnType, Generated } from 'kysely';
import type { Flag, NullableTimestamp, Timestamp } from '../../db/columns.js';

type Money = ColumnType<bigint | number | string, bigint | undefined, bigint>;
type Count = ColumnType<number, number | undefined, number>;
/** A slot or bucket number: bigint on PostgreSQL (read back as text), integer on SQLite. */
type Slot = ColumnType<number | string | bigint, number, number>;

/** Per kind: on or off, and the operator's ceilings (decision 034). */
export interface ContractLimitsTable {
  kind: string;
  enabled: Flag;
  max_tiers: number;
  /** JSON: rate name -> parts per million. */
  max_rates: string;
  updated_at: Timestamp;
}

export interface ContractsTable {
  id: Generated<number>;
  kind: string;
  holder_id: number;
  /** The direct upline that granted it; null for the platform (a top-level contract). */
  grantor_id: number | null;
  period: string | null;
  /** JSON: [{ minValidBet (minor units as text), minActive, rates: { name: ppm } }]. */
  tiers: string;
  state: 'active' | 'terminated' | 'replaced';
  started_at: Timestamp;
  ended_at: NullableTimestamp;
  end_reason: string | null;
}

export interface ContractRequestsTable {
  id: Generated<number>;
  kind: string;
  action: 'offer' | 'new' | 'terminate';
  contract_id: number | null;
  holder_id: number;
  grantor_id: number | null;
  requested_by: 'upline' | 'downline' | 'platform';
  period: string | null;
  tiers: string | null;
  state: 'pending' | 'accepted' | 'rejected' | 'void';
  created_at: ColumnType<Date | string, string | undefined, never>;
  answered_at: NullableTimestamp;
}

/** A member's settled bets and bonuses in one slot (S), hour (H) or site day (D). */
export interface ContractFiguresTable {
  grain: 'S' | 'H' | 'D';
  bucket: Slot;
  member_id: number;
  bet_count: Count;
  valid_bets: Money;
  bets: Money;
  payouts: Money;
  bonuses: Money;
  wins: Money;
  losses: Money;
}

export interface ContractClockTable {
  id: number;
  /** Every slot before this one is closed. */
  open_slot: Slot;
}

export interface ContractCursorsTable {
  schedule: string;
  next_start: Slot;
  locked_until: NullableTimestamp;
  locked_by: string | null;
}

export interface ContractSettlementsTable {
  id: Generated<number>;
  kind: string;
  schedule: string;
  contract_id: number;
  holder_id: number;
  period_start: Timestamp;
  period_end: Timestamp;
  active_members: number;
  valid_bets: Money;
  bets: Money;
  payouts: Money;
  bonuses: Money;
  wins: Money;
  losses: Money;
  tier: number;
  rates: string;
  gross: Money;
  downline_gross: Money;
  amount: Money;
  /** Dividend: the net win carried in from the contract's earlier periods (0 or negative). */
  carry_in: Money;
  /** Dividend: the net win left for its next period (0 or negative). */
  carry_out: Money;
  reference: string;
  transfer_id: number | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

export interface ContractTables {
  contract_limits: ContractLimitsTable;
  contracts: ContractsTable;
  contract_requests: ContractRequestsTable;
  contract_figures: ContractFiguresTable;
  contract_clock: ContractClockTable;
  contract_cursors: ContractCursorsTable;
  contract_settlements: ContractSettlementsTable;
}
