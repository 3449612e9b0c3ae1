import type { Generated } from 'kysely';
import type { Flag, MinorUnits, NullableTimestamp, Timestamp } from '../../db/columns.js';

export interface TicketPrizeTablesTable {
  kind: string;
  expiry_days: number;
  bonus_expiry_days: number;
  prizes: string;
  updated_at: Timestamp;
}

export interface TicketGrantRulesTable {
  id: Generated<number>;
  trigger: 'first_deposit' | 'deposit_over' | 'daily_sign_in';
  min_amount: MinorUnits;
  kind: string;
  count: number;
  active: Flag;
  sort_order: number;
}

export interface RewardTicketsTable {
  id: Generated<number>;
  ticket_no: string;
  member_id: number;
  kind: string;
  source: string;
  grant_key: string;
  seed: string;
  seed_hash: string;
  prizes: string;
  bonus_expiry_days: number;
  status: 'unopened' | 'opened' | 'expired';
  prize_index: number | null;
  prize_reference: string | null;
  granted_by: number | null;
  granted_at: Timestamp;
  expires_at: Timestamp;
  opened_at: NullableTimestamp;
}

export interface RewardTables {
  ticket_prize_tables: TicketPrizeTablesTable;
  ticket_grant_rules: TicketGrantRulesTable;
  reward_tickets: RewardTicketsTable;
}
