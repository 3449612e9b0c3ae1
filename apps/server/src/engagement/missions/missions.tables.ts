import type { Generated } from 'kysely';
import type { Flag, MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';

export interface MissionsTable {
  id: Generated<number>;
  names: string;
  descriptions: string;
  period: 'daily' | 'weekly' | 'once';
  condition:
    'deposit_total' | 'valid_turnover' | 'rounds_played' | 'login_streak' | 'friends_first_deposit';
  category_code: string | null;
  target: MinorUnits;
  reward_type: 'points' | 'ticket' | 'bonus';
  reward_points: MinorUnits | null;
  reward_ticket_kind: string | null;
  reward_count: number | null;
  reward_amount: MinorUnits | null;
  reward_turnover_multiple: number | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  sort_order: number;
  active: Flag;
  created_at: Generated<Date | string>;
  updated_at: Timestamp;
}

export interface MissionProgressTable {
  id: Generated<number>;
  mission_id: number;
  member_id: number;
  period_key: string;
  progress: MinorUnits;
  last_day: string | null;
  status: 'in_progress' | 'completed' | 'claimed';
  completed_at: NullableTimestamp;
  claimed_at: NullableTimestamp;
  reward_reference: string | null;
  updated_at: Timestamp;
}

export interface MissionTables {
  missions: MissionsTable;
  mission_progress: MissionProgressTable;
}
