/**
 * A round's outcome as the provider summarised it (any JSON object), turned into lines a person
 * can read: plain values, grids (a slot window), and lists of objects (wins, bets). Keys the site
 * knows get a translated label; any other key is shown spelt out ("crashPoint" -> "Crash point").
 */
export type ResultLine =
  | { key: string; kind: 'text'; text: string }
  | { key: string; kind: 'grid'; rows: string[][] }
  | { key: string; kind: 'list'; items: string[] };

type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "crashPoint" or "crash_point" -> "Crash point". */
export function spellKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ResultText {
  /** The label of a key. */
  label: (key: string) => string;
  /** true / false in words. */
  yes: string;
  no: string;
}

function scalarText(value: Scalar, text: ResultText): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  return String(value);
}

/** Any value on one line: objects as "Label: value, ...", arrays joined with ", ". */
function inlineText(value: unknown, text: ResultText): string {
  if (isScalar(value)) return scalarText(value, text);
  if (Array.isArray(value) && value.length === 0) return '—';
  if (Array.isArray(value)) return value.map((item) => inlineText(item, text)).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, item]) => `${text.label(key)}: ${inlineText(item, text)}`)
      .join(', ');
  }
  return String(value);
}

export function describeResult(result: Record<string, unknown>, text: ResultText): ResultLine[] {
  return Object.entries(result).map(([key, value]): ResultLine => {
    if (
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((row) => Array.isArray(row) && row.length > 0 && row.every(isScalar))
    ) {
      return {
        key,
        kind: 'grid',
        rows: (value as Scalar[][]).map((row) => row.map((cell) => scalarText(cell, text))),
      };
    }
    if (Array.isArray(value) && value.some((item) => !isScalar(item))) {
      return { key, kind: 'list', items: value.map((item) => inlineText(item, text)) };
    }
    return { key, kind: 'text', text: inlineText(value, text) };
  });
}
