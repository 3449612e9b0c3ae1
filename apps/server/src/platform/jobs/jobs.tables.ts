import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  unique_key: string | null;
  payload: ColumnType<string, string | undefined, string>;
  status: ColumnType<'pending' | 'running' | 'done' | 'failed', string | undefined, string>;
  run_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  locked_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date | string, string | undefined, never>;
  updated_at: Timestamp;
}

export interface JobTables {
  jobs: JobsTable;
}
