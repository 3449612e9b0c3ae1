import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/columns.js';
import type { HouseEngine } from '../catalogue/catalogue.tables.js';

export type HouseRoundState = 'open' | 'settled' | 'failed';

export interface HouseRoundsTable {
  id: Generated<number>;
  round_id: string;
  player_id: string;
  game_code: string;
  engine: HouseEngine;
  currency: string;
  stake: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  payout: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  /** JSON: what was bet. */
  bet: string;
  /** JSON: the outcome and the wins. */
  outcome: string | null;
  state: ColumnType<HouseRoundState, HouseRoundState | undefined, HouseRoundState>;
  closes_at: NullableTimestamp;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface HouseGameTables {
  house_rounds: HouseRoundsTable;
}
