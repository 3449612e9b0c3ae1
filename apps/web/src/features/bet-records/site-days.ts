import { BET_RECORDS_MAX_DAYS } from '@portal/shared/schemas/games';
import {
  presetDays,
  type DateRange,
  type RangePreset,
  type RangeProblem,
} from '../../components/records/date-range';
import type { DayCalendar } from '../../components/records/use-range-choice';

/**
 * Profit and loss is counted by day in the site's time, GMT+8, wherever the member is: its
 * presets and chosen days are those days, so each bar of the chart is one whole day.
 */
const SITE_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The site day an instant falls on, "2025-11-21". */
export const siteDayOf = (at: Date): string =>
  new Date(at.getTime() + SITE_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a site day ("2025-11-21") starts, or null when the text is not a real day. */
export function siteDayStart(day: string): Date | null {
  const match = DAY_TEXT.exec(day);
  if (!match) return null;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 02-30 over into March: such a day does not exist.
  if (new Date(utc).toISOString().slice(0, 10) !== day) return null;
  return new Date(utc - SITE_OFFSET_MS);
}

const dayAfter = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);

export const presetSiteRange = (preset: RangePreset, now: Date): DateRange =>
  presetDays(preset, siteDayStart(siteDayOf(now))!, dayAfter);

/** Two chosen site days, both included; or why they cannot be read. */
export function customSiteRange(fromText: string, toText: string): DateRange | RangeProblem {
  const first = siteDayStart(fromText);
  const last = siteDayStart(toText);
  if (!first || !last) return 'missing';
  if (last < first) return 'order';
  const range = { from: first, to: dayAfter(last, 1) };
  if (range.to.getTime() - range.from.getTime() > BET_RECORDS_MAX_DAYS * DAY_MS) return 'tooLong';
  return range;
}

export const siteDays: DayCalendar = {
  preset: presetSiteRange,
  custom: customSiteRange,
  dayOf: siteDayOf,
};
