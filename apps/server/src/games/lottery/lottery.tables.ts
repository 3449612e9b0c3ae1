import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/columns.js';
import type { PrizeMode } from '@portal/shared/lottery/odds';

type Money = ColumnType<bigint | number | string, bigint | undefined, bigint>;

/** Every draw of every lottery game (migration 0027). */
export interface LotteryDrawsTable {
  id: string;
  game_code: string;
  kind: 'traditional' | 'fast';
  region: 'north' | 'central' | 'south';
  numero: string;
  opens_at: Timestamp;
  close_at: Timestamp;
  draw_at: Timestamp;
  state: 'open' | 'closed' | 'entered' | 'drawn' | 'settled' | 'void';
  seed: string | null;
  seed_hash: string | null;
  /** JSON: the result sheet by prize tier. */
  sheet: string | null;
  entered_by: number | null;
  confirmed_by: number | null;
  drawn_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  void_reason: string | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

export interface LotteryTicketsTable {
  id: Generated<number>;
  ticket_no: string;
  draw_id: string;
  member_id: number;
  request_id: string;
  game_code: string;
  bet_kind: string;
  /** JSON: the selection. */
  selection: string;
  lines: number;
  unit_stake: Money;
  multiplier: number;
  cost: Money;
  max_payout: Money;
  currency: string;
  /** The prize mode whose odds the ticket was sold at (and is settled at). */
  prize_mode: PrizeMode;
  state: 'placing' | 'pending' | 'won' | 'lost' | 'cancelled';
  payout: Money;
  occurrences: number | null;
  round_id: string;
  placed_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface LotteryExposureTable {
  draw_id: string;
  /** "<bet kind>:<number or choice>", or "*" for the draw's total maximum payout. */
  line: string;
  stake: Money;
  liability: Money;
}

export interface LotterySettingsTable {
  id: number;
  settings: string;
  updated_at: Timestamp;
}

export interface LotteryTables {
  lottery_draws: LotteryDrawsTable;
  lottery_tickets: LotteryTicketsTable;
  lottery_exposure: LotteryExposureTable;
  lottery_settings: LotterySettingsTable;
}
