import { BET_RECORDS_MAX_DAYS } from '@portal/shared/schemas/games';
import { parseSiteDay, siteDayOf, siteDayStart } from '@portal/shared/site-day';
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
const DAY_MS = 24 * 60 * 60 * 1000;

const dayAfter = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);

export const presetSiteRange = (preset: RangePreset, now: Date): DateRange =>
  presetDays(preset, siteDayStart(siteDayOf(now)), dayAfter);

/** Two chosen site days, both included; or why they cannot be read. */
export function customSiteRange(fromText: string, toText: string): DateRange | RangeProblem {
  const first = parseSiteDay(fromText);
  const last = parseSiteDay(toText);
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
