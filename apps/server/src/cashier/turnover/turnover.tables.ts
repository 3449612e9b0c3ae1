import type { ColumnType, Generated } from 'kysely';
import type { MinorUnits } from '../../db/columns.js';

export interface TurnoverRequirementsTable {
  id: Generated<number>;
  member_id: number;
  source: 'deposit' | 'bonus' | 'adjustment';
  reference: string;
  required: MinorUnits;
  played: ColumnType<bigint | number | string, bigint | undefined, bigint>;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

export interface TurnoverTables {
  turnover_requirements: TurnoverRequirementsTable;
}
