/** Turns BIGINT as either driver returns it (text on PostgreSQL, number on SQLite) into bigint. */
export function minor(value: bigint | number | string): bigint {
  return typeof value === 'bigint' ? value : BigInt(value);
}

/** A database sum (text on PostgreSQL, a number or bigint on SQLite, null over no rows) as minor units. */
export const minorOf = (value: unknown): bigint =>
  value === null || value === undefined ? 0n : BigInt(value as string | number | bigint);
