import { randomInt } from 'node:crypto';

/**
 * A deposit order number: D, the UTC date (yyyymmdd) and eight random digits, e.g.
 * D2025112104815562. Readable over the phone, sortable by day, and not guessable from a
 * neighbour's; the unique index catches the rare repeat and the caller draws again.
 */
export function newOrderNumber(now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `D${day}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
