import type { ColumnType } from 'kysely';

/**
 * Timestamps are written as ISO 8601 strings; PostgreSQL hands them back as Date, SQLite as text
 * (see db/time.ts). Flags are integers 0/1 because SQLite has no boolean to bind.
 */
export type Timestamp = ColumnType<Date | string, string | undefined, string>;
export type NullableTimestamp = ColumnType<
  Date | string | null,
  string | null | undefined,
  string | null
>;
export type Flag = ColumnType<number, number | undefined, number>;

export interface Timestamps {
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * BIGINT minor units: PostgreSQL hands them back as text, SQLite as a number; the ledger
 * repository turns both into bigint. Written as bigint.
 */
export type MinorUnits = ColumnType<bigint | number | string, bigint, bigint>;
