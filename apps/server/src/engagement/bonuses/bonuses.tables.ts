import type { ColumnType, Generated } from 'kysely';
import type { MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';
import type { BonusSource } from '@portal/shared/schemas/promotions';

export type BonusStateName = 'in_progress' | 'completed' | 'expired' | 'forfeited' | 'cancelled';

export interface BonusesTable {
  id: Generated<number>;
  bonus_no: string | null;
  member_id: number;
  promotion_id: number | null;
  source: BonusSource;
  reference: string;
  title: string | null;
  amount: MinorUnits;
  currency: string;
  turnover_required: MinorUnits;
  turnover_played: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  /** Hundredths of a minor unit counted but not yet in turnover_played (0 to 99). */
  turnover_carry: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  weights: ColumnType<string, string | undefined, string>;
  state: ColumnType<BonusStateName, BonusStateName | undefined, BonusStateName>;
  reason: string | null;
  issued_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
  ended_by: number | null;
  updated_at: Timestamp;
}

export interface BonusTables {
  bonuses: BonusesTable;
}
