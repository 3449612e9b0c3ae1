import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** BIGINT ids: PostgreSQL hands them back as text, SQLite as a number. */
type BigId = ColumnType<number | string, number | bigint | undefined, number | bigint>;

export interface DomainEventsTable {
  id: Generated<number | string>;
  tx_id: ColumnType<number | string, number | bigint | undefined, never>;
  type: string;
  version: number;
  event_key: string;
  member_id: number | null;
  payload: string;
  occurred_at: Timestamp;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

export interface EventConsumersTable {
  name: string;
  cursor_tx_id: BigId;
  cursor_id: BigId;
  locked_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  retry_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date | string, string | undefined, string>;
}

export interface EventDeadLettersTable {
  id: Generated<number>;
  consumer: string;
  event_id: BigId;
  attempts: number;
  last_error: string;
  status: ColumnType<'pending' | 'done', 'pending' | 'done' | undefined, 'pending' | 'done'>;
  created_at: ColumnType<Date | string, string | undefined, never>;
  updated_at: ColumnType<Date | string, string | undefined, string>;
}

export interface EventTables {
  domain_events: DomainEventsTable;
  event_consumers: EventConsumersTable;
  event_dead_letters: EventDeadLettersTable;
}
