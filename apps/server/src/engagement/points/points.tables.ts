import type { ColumnType, Generated } from 'kysely';
import type { Flag, MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';

type Created = ColumnType<Date | string, string | undefined, never>;
type NullableMinorUnits = ColumnType<
  bigint | number | string | null,
  bigint | null | undefined,
  bigint | null
>;
/** A bigint column that is not money (a fraction's numerator or denominator). */
type BigCount = ColumnType<bigint | number | string, bigint, bigint>;

export type PointRewardTypeName = 'cash' | 'bonus' | 'ticket' | 'physical';

export type PointRedeemStatusName = 'applying' | 'in_process' | 'approved' | 'rejected';

export interface PointsConfigTable {
  id: number;
  enabled: Flag;
  convert_points: MinorUnits;
  convert_amount: MinorUnits;
  min_convert_points: MinorUnits;
  rules: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}

export interface PointsEarningRatesTable {
  category_code: string;
  points: MinorUnits;
  per_amount: MinorUnits;
  updated_at: Timestamp;
}

/** The fraction of a point a member's bets of a category have earned: num / den, num < den. */
export interface PointsCarryTable {
  member_id: number;
  category_code: string;
  num: BigCount;
  den: BigCount;
  updated_at: Timestamp;
}

export interface PointRewardsTable {
  id: Generated<number>;
  type: PointRewardTypeName;
  names: string;
  descriptions: ColumnType<string, string | undefined, string>;
  image_url: string | null;
  points: MinorUnits;
  amount: NullableMinorUnits;
  turnover_multiple: number | null;
  bonus_expiry_days: number | null;
  ticket_kind: string | null;
  requirement_kind: 'deposit' | 'turnover' | null;
  requirement_amount: NullableMinorUnits;
  stock: number | null;
  redeemed: ColumnType<number, number | undefined, number>;
  per_member_limit: number | null;
  active: Flag;
  sort_order: number;
  created_at: Created;
  updated_at: Timestamp;
}

export interface PointRedeemsTable {
  id: Generated<number>;
  trans_no: string | null;
  member_id: number;
  reward_id: number;
  reference: string;
  type: PointRewardTypeName;
  names: string;
  quantity: number;
  points: MinorUnits;
  requirement_kind: 'deposit' | 'turnover' | null;
  requirement_amount: NullableMinorUnits;
  status: PointRedeemStatusName;
  remark: ColumnType<string, string | undefined, string>;
  changed_points: MinorUnits;
  balance_after: MinorUnits;
  bonus_id: number | null;
  reviewer_id: number | null;
  created_at: Timestamp;
  updated_at: NullableTimestamp;
}

/** Tables of the points mall (decision 027); balances are ledger accounts in PTS. */
export interface PointTables {
  points_config: PointsConfigTable;
  points_earning_rates: PointsEarningRatesTable;
  points_carry: PointsCarryTable;
  point_rewards: PointRewardsTable;
  point_redeems: PointRedeemsTable;
}
