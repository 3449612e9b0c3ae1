import { useState } from 'react';
import {
  customRange,
  dateInputValue,
  presetRange,
  type DateRange,
  type RangePreset,
  type RangeProblem,
} from './date-range';

/** A preset range, or two chosen days ("yyyy-mm-dd", both included). */
export interface RangeChoice {
  preset: RangePreset | 'custom';
  from: string;
  to: string;
}

/** How days are counted: the member's own days, or the site's (GMT+8). */
export interface DayCalendar {
  preset: (preset: RangePreset, now: Date) => DateRange;
  custom: (from: string, to: string) => DateRange | RangeProblem;
  /** The day ("yyyy-mm-dd") an instant falls on. */
  dayOf: (at: Date) => string;
}

/** The member's own days. */
export const localDays: DayCalendar = {
  preset: presetRange,
  custom: customRange,
  dayOf: dateInputValue,
};

/**
 * The range a records page reads: the last 7 days at first. Presets count from the moment they
 * are chosen, so a page left open keeps its range.
 */
export function useRangeChoice(calendar: DayCalendar) {
  const [now, setNow] = useState(() => new Date());
  const [choice, setChoice] = useState<RangeChoice>(() => {
    const week = calendar.preset('last7', new Date());
    return {
      preset: 'last7',
      from: calendar.dayOf(week.from),
      to: calendar.dayOf(new Date(week.to.getTime() - 1)),
    };
  });
  const range =
    choice.preset === 'custom'
      ? calendar.custom(choice.from, choice.to)
      : calendar.preset(choice.preset, now);
  return {
    choice,
    /** The instants to read, or why the chosen days cannot be read. */
    range,
    today: calendar.dayOf(new Date()),
    change: (next: RangeChoice) => {
      setChoice(next);
      setNow(new Date());
    },
  };
}
