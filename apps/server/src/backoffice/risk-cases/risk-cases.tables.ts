import type { ColumnType, Generated } from 'kysely';
import type { Flag, NullableTimestamp, Timestamp } from '../../db/columns.js';

type NullableMinorUnits = ColumnType<bigint | number | string | null, bigint | null, bigint | null>;

export type RiskCaseState = 'open' | 'in_review' | 'closed';
export type RiskCaseOutcome = 'no_concern' | 'member_restricted' | 'reported' | 'other';

export interface RiskRulesTable {
  rule: string;
  enabled: Flag;
  /** JSON of the rule's thresholds. */
  params: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface RiskCasesTable {
  id: Generated<number>;
  rule: string;
  member_id: number;
  state: RiskCaseState;
  assignee_id: number | null;
  event_count: ColumnType<number, number | undefined, number>;
  opened_at: Timestamp;
  last_event_at: Timestamp;
  updated_at: Timestamp;
  outcome: RiskCaseOutcome | null;
  outcome_reference: string | null;
  closing_note: string | null;
  closed_by: number | null;
  closed_at: NullableTimestamp;
}

export interface RiskCaseMembersTable {
  case_id: number;
  member_id: number;
}

export interface RiskCaseEventsTable {
  id: Generated<number>;
  case_id: number;
  rule: string;
  event_id: ColumnType<number | string, number, number>;
  event_type: string;
  member_id: number;
  amount: NullableMinorUnits;
  currency: string | null;
  reference: string | null;
  /** JSON of the figures the rule decided on. */
  detail: string;
  occurred_at: Timestamp;
}

export interface RiskCaseNotesTable {
  id: Generated<number>;
  case_id: number;
  staff_id: number | null;
  body: string;
  created_at: Timestamp;
}

export interface RiskCaseTables {
  risk_rules: RiskRulesTable;
  risk_cases: RiskCasesTable;
  risk_case_members: RiskCaseMembersTable;
  risk_case_events: RiskCaseEventsTable;
  risk_case_notes: RiskCaseNotesTable;
}
