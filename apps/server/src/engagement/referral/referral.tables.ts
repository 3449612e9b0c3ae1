import type { ColumnType, Generated } from 'kysely';
import type { Flag, MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';

type Created = ColumnType<Date | string, string | undefined, never>;
type NullableMinorUnits = ColumnType<
  bigint | number | string | null,
  bigint | null | undefined,
  bigint | null
>;

export type ReferralStatusName = 'registered' | 'deposited' | 'qualified' | 'not_eligible';

export type ReferralRewardWallet = 'bonus' | 'main';

export interface ReferralCodesTable {
  member_id: number;
  code: string;
  created_at: Created;
}

export interface ReferralRulesTable {
  id: number;
  enabled: Flag;
  min_first_deposit: MinorUnits;
  min_turnover: MinorUnits;
  qualify_within_days: number;
  reward_amount: MinorUnits;
  reward_wallet: ReferralRewardWallet;
  turnover_multiple: number;
  bonus_expiry_days: number;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface ReferralsTable {
  id: Generated<number>;
  referrer_id: number;
  friend_id: number;
  status: ColumnType<ReferralStatusName, ReferralStatusName | undefined, ReferralStatusName>;
  ineligible_reason: string | null;
  registered_at: Timestamp;
  first_deposit_order_no: string | null;
  first_deposit_amount: NullableMinorUnits;
  first_deposit_at: NullableTimestamp;
  turnover: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  qualified_at: NullableTimestamp;
  reward_amount: NullableMinorUnits;
  reward_currency: string | null;
  reward_wallet: ReferralRewardWallet | null;
  reward_reference: string | null;
  updated_at: Timestamp;
}

export interface ReferralDevicesTable {
  member_id: number;
  mark_hash: string;
  first_seen_at: Created;
}

export interface ReferralTables {
  referral_codes: ReferralCodesTable;
  referral_rules: ReferralRulesTable;
  referrals: ReferralsTable;
  referral_devices: ReferralDevicesTable;
}
