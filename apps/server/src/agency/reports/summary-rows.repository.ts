import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.js';

/** Rows per statement: far below SQLite's 32,766 variables. */
const CHUNK = 500;

type Cell = string | number | bigint;

/**
 * Adds `rows` to a team summary table: a new row, or its `sums` added to the existing row of the
 * same `keys`. In key order, so that two writers lock shared rows in the same order.
 */
export async function addSums<Row extends Record<string, Cell>>(
  trx: Executor,
  table: 'team_round_days' | 'team_ledger_days',
  keys: readonly (keyof Row & string)[],
  sums: readonly (keyof Row & string)[],
  rows: readonly Row[],
): Promise<void> {
  const sorted = [...rows].sort((a, b) => {
    for (const key of keys) {
      const [x, y] = [a[key] as Cell, b[key] as Cell];
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  });
  const columns = [...keys, ...sums];
  const names = sql.join(columns.map((column) => sql.ref(column)));
  const added = sql.join(
    sums.map(
      (column) =>
        sql`${sql.ref(column)} = ${sql.table(table)}.${sql.ref(column)} + excluded.${sql.ref(column)}`,
    ),
  );
  for (let start = 0; start < sorted.length; start += CHUNK) {
    const values = sorted
      .slice(start, start + CHUNK)
      .map((row) => sql`(${sql.join(columns.map((column) => row[column]))})`);
    await sql`
      insert into ${sql.table(table)} (${names}) values ${sql.join(values)}
      on conflict (${sql.join(keys.map((key) => sql.ref(key)))}) do update set ${added}
    `.execute(trx);
  }
}
