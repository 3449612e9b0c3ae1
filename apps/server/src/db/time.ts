/**
 * PostgreSQL returns timestamptz columns as Date; SQLite returns the text that was stored, which is
 * an ISO string when the app wrote it or 'YYYY-MM-DD HH:MM:SS' (UTC) from CURRENT_TIMESTAMP.
 */
export function toIsoString(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${value}`);
  return date.toISOString();
}

/** The current instant in the stored format, so text comparison on SQLite orders correctly. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
