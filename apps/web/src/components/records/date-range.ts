import { RECORDS_MAX_DAYS } from '@portal/shared/schemas/account-records';

/** The quick choices of a records page's range (today included). */
export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DateRange {
  from: Date;
  /** Exclusive: the start of the day after the last one shown. */
  to: Date;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
/** Calendar days, so a day with a clock change still starts at local midnight. */
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** A preset's days, from the start of today and a way to step whole days in the calendar used. */
export function presetDays(
  preset: RangePreset,
  today: Date,
  stepDays: (day: Date, days: number) => Date,
): DateRange {
  const tomorrow = stepDays(today, 1);
  switch (preset) {
    case 'today':
      return { from: today, to: tomorrow };
    case 'yesterday':
      return { from: stepDays(today, -1), to: today };
    case 'last7':
      return { from: stepDays(today, -6), to: tomorrow };
    case 'last30':
      return { from: stepDays(today, -29), to: tomorrow };
  }
}

/** A preset in the member's own (local) days. */
export const presetRange = (preset: RangePreset, now: Date): DateRange =>
  presetDays(preset, startOfDay(now), addDays);

/** "2025-11-21": a local day as <input type="date"> holds it. */
export function dateInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseDateInput(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day
    ? date
    : null;
}

export type RangeProblem = 'missing' | 'order' | 'tooLong';

/**
 * The range of two chosen days, both included; or why it cannot be read: a day missing, the end
 * before the start, or more than the server's RECORDS_MAX_DAYS.
 */
export function customRange(fromText: string, toText: string): DateRange | RangeProblem {
  const first = parseDateInput(fromText);
  const last = parseDateInput(toText);
  if (!first || !last) return 'missing';
  if (last < first) return 'order';
  const range = { from: first, to: addDays(last, 1) };
  // Milliseconds, as the server counts: a clock change inside the range counts too.
  if (range.to.getTime() - range.from.getTime() > RECORDS_MAX_DAYS * 24 * 60 * 60 * 1000) {
    return 'tooLong';
  }
  return range;
}
