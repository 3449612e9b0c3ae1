import type { ContractKind, DividendPeriod } from './terms.js';
import { SITE_UTC_OFFSET_MINUTES } from '../site-day.js';

/**
 * The settlement periods of agent contracts (decision 034), all made of 5-minute slots: slot n
 * runs from n x 5 minutes after the epoch. Days, weeks, half-months and months are the site's
 * (GMT+8); an hour is a clock hour (the site's offset is whole hours).
 */

export const SLOT_MS = 5 * 60_000;
export const SLOTS_PER_HOUR = 12;
export const SLOTS_PER_DAY = 288;
const OFFSET_SLOTS = (SITE_UTC_OFFSET_MINUTES * 60_000) / SLOT_MS;
const DAY_MS = 86_400_000;

/** The figures grain a schedule sums: slots, hours or site days. */
export type Grain = 'S' | 'H' | 'D';

export const schedules = [
  'realtime',
  'hourly',
  'daily',
  'dividend:daily',
  'dividend:weekly',
  'dividend:semimonthly',
  'dividend:monthly',
] as const;
export type Schedule = (typeof schedules)[number];

export const scheduleOf = (kind: ContractKind, period: DividendPeriod | null): Schedule =>
  kind === 'dividend' ? (`dividend:${period ?? 'daily'}` as Schedule) : kind;

export const grainOf = (schedule: Schedule): Grain =>
  schedule === 'realtime' ? 'S' : schedule === 'hourly' ? 'H' : 'D';

/** The slot an instant falls in. */
export const slotAt = (at: Date | number): number =>
  Math.floor((typeof at === 'number' ? at : at.getTime()) / SLOT_MS);

export const slotStart = (slot: number): Date => new Date(slot * SLOT_MS);

/** The site day (a day count from 1970-01-01) a slot falls in. */
export const dayNumberOfSlot = (slot: number): number =>
  Math.floor((slot + OFFSET_SLOTS) / SLOTS_PER_DAY);

/** The first slot of a site day. */
export const firstSlotOfDay = (day: number): number => day * SLOTS_PER_DAY - OFFSET_SLOTS;

/** yyyy-MM-dd of a site day number, and back. */
export const dayText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const dayNumber = (text: string): number =>
  Math.round(new Date(`${text}T00:00:00Z`).getTime() / DAY_MS);

/** The bucket of a grain a slot belongs to. */
export function bucketOf(grain: Grain, slot: number): number {
  if (grain === 'S') return slot;
  if (grain === 'H') return Math.floor(slot / SLOTS_PER_HOUR);
  return dayNumberOfSlot(slot);
}

/** A period as slots, `end` excluded. */
export interface Period {
  start: number;
  end: number;
}

/** The site days [from, to) a day-based period covers. */
function dayRange(schedule: Schedule, day: number): [number, number] {
  switch (schedule) {
    case 'daily':
    case 'dividend:daily':
      return [day, day + 1];
    case 'dividend:weekly': {
      // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
      const monday = day - ((day + 3) % 7);
      return [monday, monday + 7];
    }
    case 'dividend:semimonthly':
    case 'dividend:monthly': {
      const text = dayText(day);
      const month = text.slice(0, 7);
      const first = dayNumber(`${month}-01`);
      const date = new Date(`${month}-01T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() + 1);
      const next = Math.round(date.getTime() / DAY_MS);
      if (schedule === 'dividend:monthly') return [first, next];
      return Number(text.slice(8)) <= 15 ? [first, first + 15] : [first + 15, next];
    }
    default:
      throw new RangeError(`${schedule} is not a day schedule`);
  }
}

/** The period of a schedule that holds a slot. */
export function periodOf(schedule: Schedule, slot: number): Period {
  if (schedule === 'realtime') return { start: slot, end: slot + 1 };
  if (schedule === 'hourly') {
    const start = slot - (((slot % SLOTS_PER_HOUR) + SLOTS_PER_HOUR) % SLOTS_PER_HOUR);
    return { start, end: start + SLOTS_PER_HOUR };
  }
  const [from, to] = dayRange(schedule, dayNumberOfSlot(slot));
  return { start: firstSlotOfDay(from), end: firstSlotOfDay(to) };
}

/** The buckets [from, to) of the period's grain. */
export function bucketsOf(schedule: Schedule, period: Period): [number, number] {
  const grain = grainOf(schedule);
  return [bucketOf(grain, period.start), bucketOf(grain, period.end)];
}
