import { numberMarks, toMinor } from './money.js';

// Apart from money.ts, so that pages which only write money do not carry the reading of it.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount as a member types it, in minor units, or null when it is not a positive amount with
 * at most 2 decimals. Thousands marks are allowed only where they belong ("1,234.50"; in Spanish
 * "1.234,50"), so a decimal typed with the other language's mark ("100,50" in English) is refused
 * rather than read as a hundred times the amount. Spaces are ignored.
 */
export function parseAmount(text: string, language?: string): bigint | null {
  const marks = numberMarks(language);
  const typed = text.replace(/[\s\u00a0\u202f]/g, '');
  const group = escapeRegExp(marks.group);
  const decimal = escapeRegExp(marks.decimal);
  const shape = new RegExp(
    `^(\\d{1,3}(?:${group}\\d{2,3})*${group}\\d{3}|\\d+)(?:${decimal}(\\d{1,2}))?$`,
  );
  const match = shape.exec(typed);
  if (!match) return null;
  const whole = match[1]!.split(marks.group).join('');
  if (whole.length > 15) return null;
  const minor = toMinor(match[2] === undefined ? whole : `${whole}.${match[2]}`);
  return minor > 0n ? minor : null;
}
