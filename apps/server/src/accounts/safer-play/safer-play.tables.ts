import type { ColumnType, Generated } from 'kysely';
import type { MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';

export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';
export type BreakKind = 'timeout' | 'exclusion';

type Total = ColumnType<bigint | number | string, bigint | undefined, bigint>;

/**
 * A member's safer-play state, one row from the first limit or break on (members without a row
 * play unchecked): the break in force, and the running totals of the current site day, week and
 * month (GMT+8), updated in the transaction of every movement the play gate sees.
 */
export interface SaferPlayAccountsTable {
  member_id: number;
  break_kind: BreakKind | null;
  break_duration: string | null;
  break_started_at: NullableTimestamp;
  /** Null with a break: it never ends (permanent self-exclusion). */
  break_ends_at: NullableTimestamp;
  /** When the member asked to return after a self-exclusion ended (they wait 24 hours). */
  return_asked_at: NullableTimestamp;
  /** The site day (yyyy-MM-dd) each period's totals belong to: the day, its Monday, the 1st. */
  day_start: string;
  week_start: string;
  month_start: string;
  day_deposit: Total;
  day_wager: Total;
  day_loss: Total;
  week_deposit: Total;
  week_wager: Total;
  week_loss: Total;
  month_deposit: Total;
  month_wager: Total;
  month_loss: Total;
  updated_at: Timestamp;
}

/** One limit of a member: in force (amount, null = none) and a waiting increase or removal. */
export interface SaferPlayLimitsTable {
  member_id: number;
  kind: LimitKind;
  period: LimitPeriod;
  amount: MinorUnits | null;
  /** 1 when a change waits for its cooling period; pending_amount null then means removal. */
  pending: ColumnType<number, number, number>;
  pending_amount: MinorUnits | null;
  pending_effective_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** Every limit change and break, with when it was asked and when it took (or takes) effect. */
export interface SaferPlayHistoryTable {
  id: Generated<number>;
  member_id: number;
  change: 'limit' | 'break' | 'return';
  kind: string;
  period: LimitPeriod | null;
  amount: MinorUnits | null;
  duration: string | null;
  asked_at: Timestamp;
  effective_at: NullableTimestamp;
  ends_at: NullableTimestamp;
}

export interface SaferPlayTables {
  safer_play_accounts: SaferPlayAccountsTable;
  safer_play_limits: SaferPlayLimitsTable;
  safer_play_history: SaferPlayHistoryTable;
}
