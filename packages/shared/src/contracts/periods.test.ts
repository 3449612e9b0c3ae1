import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  bucketsOf,
  dayNumber,
  dayNumberOfSlot,
  dayText,
  firstSlotOfDay,
  grainOf,
  periodOf,
  scheduleOf,
  schedules,
  SLOT_MS,
  slotAt,
  slotStart,
  SLOTS_PER_DAY,
  SLOTS_PER_HOUR,
  type Schedule,
} from './periods.js';

const at = (iso: string) => slotAt(new Date(iso));
/** A period as UTC instants, to read the boundaries. */
const instants = (schedule: Schedule, iso: string) => {
  const period = periodOf(schedule, at(iso));
  return [slotStart(period.start).toISOString(), slotStart(period.end).toISOString()];
};

describe('slots', () => {
  it('are 5 minutes from the epoch; the last millisecond stays in its slot', () => {
    expect(SLOT_MS).toBe(300_000);
    expect(at('1970-01-01T00:00:00.000Z')).toBe(0);
    expect(at('2026-03-10T10:04:59.999Z')).toBe(at('2026-03-10T10:00:00.000Z'));
    expect(at('2026-03-10T10:05:00.000Z')).toBe(at('2026-03-10T10:04:59.999Z') + 1);
    expect(slotStart(at('2026-03-10T10:07:31.000Z')).toISOString()).toBe(
      '2026-03-10T10:05:00.000Z',
    );
  });
});

describe('site days (GMT+8)', () => {
  it('start at 16:00 UTC of the day before', () => {
    const day = dayNumber('2026-03-10');
    expect(slotStart(firstSlotOfDay(day)).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(dayText(dayNumberOfSlot(at('2026-03-09T15:59:59.999Z')))).toBe('2026-03-09');
    expect(dayText(dayNumberOfSlot(at('2026-03-09T16:00:00.000Z')))).toBe('2026-03-10');
    expect(dayText(dayNumberOfSlot(at('2026-03-10T15:55:00.000Z')))).toBe('2026-03-10');
  });

  it('have 288 slots and round-trip through their text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (day) => {
        expect(dayNumber(dayText(day))).toBe(day);
        expect(dayNumberOfSlot(firstSlotOfDay(day))).toBe(day);
        expect(dayNumberOfSlot(firstSlotOfDay(day) - 1)).toBe(day - 1);
        expect(firstSlotOfDay(day + 1) - firstSlotOfDay(day)).toBe(SLOTS_PER_DAY);
      }),
    );
  });
});

describe('periodOf', () => {
  it('real-time: one 5-minute slot', () => {
    expect(instants('realtime', '2026-03-10T10:04:59.999Z')).toEqual([
      '2026-03-10T10:00:00.000Z',
      '2026-03-10T10:05:00.000Z',
    ]);
    expect(instants('realtime', '2026-03-10T10:05:00.000Z')).toEqual([
      '2026-03-10T10:05:00.000Z',
      '2026-03-10T10:10:00.000Z',
    ]);
  });

  it('hourly: the clock hour (the same in UTC and GMT+8)', () => {
    expect(instants('hourly', '2026-03-10T10:59:59.999Z')).toEqual([
      '2026-03-10T10:00:00.000Z',
      '2026-03-10T11:00:00.000Z',
    ]);
    expect(instants('hourly', '2026-03-10T11:00:00.000Z')).toEqual([
      '2026-03-10T11:00:00.000Z',
      '2026-03-10T12:00:00.000Z',
    ]);
    // The site day's first hour.
    expect(instants('hourly', '2026-03-09T16:30:00.000Z')).toEqual([
      '2026-03-09T16:00:00.000Z',
      '2026-03-09T17:00:00.000Z',
    ]);
  });

  it('daily salary and daily dividend: the site day', () => {
    for (const schedule of ['daily', 'dividend:daily'] as const) {
      expect(instants(schedule, '2026-03-09T16:00:00.000Z')).toEqual([
        '2026-03-09T16:00:00.000Z',
        '2026-03-10T16:00:00.000Z',
      ]);
      expect(instants(schedule, '2026-03-10T15:59:59.999Z')).toEqual([
        '2026-03-09T16:00:00.000Z',
        '2026-03-10T16:00:00.000Z',
      ]);
      expect(instants(schedule, '2026-03-10T16:00:00.000Z')[0]).toBe('2026-03-10T16:00:00.000Z');
    }
  });

  it('weekly: Monday to Sunday, site days', () => {
    // 2026-03-09 is a Monday; its site day starts 2026-03-08T16:00Z (a Sunday in UTC).
    const week = ['2026-03-08T16:00:00.000Z', '2026-03-15T16:00:00.000Z'];
    expect(instants('dividend:weekly', '2026-03-08T16:00:00.000Z')).toEqual(week);
    expect(instants('dividend:weekly', '2026-03-11T04:00:00.000Z')).toEqual(week);
    expect(instants('dividend:weekly', '2026-03-15T15:59:59.999Z')).toEqual(week);
    // Sunday 23:59 site time belongs to the week before.
    expect(instants('dividend:weekly', '2026-03-08T15:59:59.999Z')).toEqual([
      '2026-03-01T16:00:00.000Z',
      '2026-03-08T16:00:00.000Z',
    ]);
    expect(instants('dividend:weekly', '2026-03-15T16:00:00.000Z')[0]).toBe(
      '2026-03-15T16:00:00.000Z',
    );
  });

  it('weekly periods always start on a site Monday and last 7 days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11_000 * SLOTS_PER_DAY, max: 40_000 * SLOTS_PER_DAY }),
        (slot) => {
          const period = periodOf('dividend:weekly', slot);
          const monday = dayText(dayNumberOfSlot(period.start));
          expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
          expect(period.end - period.start).toBe(7 * SLOTS_PER_DAY);
          expect(period.start <= slot && slot < period.end).toBe(true);
        },
      ),
    );
  });

  it('half-month: the 1st to the 15th and the 16th to the end, February and 31-day months included', () => {
    const half = (iso: string) => instants('dividend:semimonthly', iso);
    expect(half('2026-01-31T16:00:00.000Z')).toEqual([
      // 1 February site time
      '2026-01-31T16:00:00.000Z',
      '2026-02-15T16:00:00.000Z',
    ]);
    expect(half('2026-02-15T15:59:59.999Z')).toEqual([
      '2026-01-31T16:00:00.000Z',
      '2026-02-15T16:00:00.000Z',
    ]);
    // 16 February to 28 February 2026 (not a leap year).
    expect(half('2026-02-15T16:00:00.000Z')).toEqual([
      '2026-02-15T16:00:00.000Z',
      '2026-02-28T16:00:00.000Z',
    ]);
    // 2028 is a leap year: the second half ends after the 29th.
    expect(half('2028-02-29T04:00:00.000Z')).toEqual([
      '2028-02-15T16:00:00.000Z',
      '2028-02-29T16:00:00.000Z',
    ]);
    // A 31-day month's second half has 16 days.
    expect(half('2026-03-31T15:00:00.000Z')).toEqual([
      '2026-03-15T16:00:00.000Z',
      '2026-03-31T16:00:00.000Z',
    ]);
    expect(half('2026-03-31T16:00:00.000Z')).toEqual([
      '2026-03-31T16:00:00.000Z',
      '2026-04-15T16:00:00.000Z',
    ]);
    // The year's turn.
    expect(half('2026-12-31T16:00:00.000Z')[0]).toBe('2026-12-31T16:00:00.000Z');
    expect(half('2026-12-31T15:59:59.999Z')).toEqual([
      '2026-12-15T16:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
    ]);
  });

  it('monthly: the site month, 28 to 31 days', () => {
    const month = (iso: string) => instants('dividend:monthly', iso);
    expect(month('2026-02-14T00:00:00.000Z')).toEqual([
      '2026-01-31T16:00:00.000Z',
      '2026-02-28T16:00:00.000Z',
    ]);
    expect(month('2028-02-29T00:00:00.000Z')).toEqual([
      '2028-01-31T16:00:00.000Z',
      '2028-02-29T16:00:00.000Z',
    ]);
    expect(month('2026-03-31T15:59:59.999Z')).toEqual([
      '2026-02-28T16:00:00.000Z',
      '2026-03-31T16:00:00.000Z',
    ]);
    expect(month('2026-12-31T16:00:00.000Z')).toEqual([
      '2026-12-31T16:00:00.000Z',
      '2027-01-31T16:00:00.000Z',
    ]);
  });

  it('tiles time: each period holds its slot and the next one starts where it ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...schedules),
        fc.integer({ min: 11_000 * SLOTS_PER_DAY, max: 40_000 * SLOTS_PER_DAY }),
        (schedule, slot) => {
          const period = periodOf(schedule, slot);
          expect(period.start <= slot && slot < period.end).toBe(true);
          expect(periodOf(schedule, period.start)).toEqual(period);
          expect(periodOf(schedule, period.end - 1)).toEqual(period);
          expect(periodOf(schedule, period.end).start).toBe(period.end);
          expect(periodOf(schedule, period.start - 1).end).toBe(period.start);
        },
      ),
    );
  });
});

describe('buckets', () => {
  it('name the grain each schedule sums', () => {
    expect(grainOf('realtime')).toBe('S');
    expect(grainOf('hourly')).toBe('H');
    for (const schedule of schedules.filter((s) => s !== 'realtime' && s !== 'hourly')) {
      expect(grainOf(schedule)).toBe('D');
    }
    expect(scheduleOf('dividend', 'weekly')).toBe('dividend:weekly');
    expect(scheduleOf('daily', null)).toBe('daily');
  });

  it('are the slot, the clock hour and the site day of a slot', () => {
    const slot = at('2026-03-09T16:07:00.000Z');
    expect(bucketOf('S', slot)).toBe(slot);
    expect(bucketOf('H', slot)).toBe(Math.floor(slot / SLOTS_PER_HOUR));
    expect(dayText(bucketOf('D', slot))).toBe('2026-03-10');
  });

  it('of a period are exactly the buckets of its slots', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...schedules),
        fc.integer({ min: 11_000 * SLOTS_PER_DAY, max: 40_000 * SLOTS_PER_DAY }),
        (schedule, slot) => {
          const period = periodOf(schedule, slot);
          const [from, to] = bucketsOf(schedule, period);
          const grain = grainOf(schedule);
          expect(bucketOf(grain, period.start)).toBe(from);
          expect(bucketOf(grain, period.end - 1)).toBe(to - 1);
          expect(bucketOf(grain, period.end)).toBe(to);
          expect(bucketOf(grain, period.start - 1)).toBe(from - 1);
        },
      ),
    );
  });

  it('of a daily period is its one site day; of a month, its days', () => {
    const daily = periodOf('daily', at('2026-03-10T04:00:00.000Z'));
    expect(bucketsOf('daily', daily)).toEqual([dayNumber('2026-03-10'), dayNumber('2026-03-11')]);
    const month = periodOf('dividend:monthly', at('2026-02-10T04:00:00.000Z'));
    expect(bucketsOf('dividend:monthly', month)).toEqual([
      dayNumber('2026-02-01'),
      dayNumber('2026-03-01'),
    ]);
    const hour = periodOf('hourly', at('2026-03-10T04:20:00.000Z'));
    expect(bucketsOf('hourly', hour)[1] - bucketsOf('hourly', hour)[0]).toBe(1);
  });
});
