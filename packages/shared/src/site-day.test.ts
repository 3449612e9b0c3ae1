import { describe, expect, it } from 'vitest';
import {
  addSiteDays,
  isSiteDay,
  parseSiteDay,
  SITE_UTC_OFFSET_MINUTES,
  siteDayOf,
  siteDaysBetween,
  siteDayStart,
  siteWeekStart,
} from './site-day.js';

describe('site days (GMT+8)', () => {
  it('turn at 16:00 UTC, midnight on the site clock', () => {
    expect(SITE_UTC_OFFSET_MINUTES).toBe(480);
    expect(siteDayOf(new Date('2025-03-09T15:59:59.999Z'))).toBe('2025-03-09');
    expect(siteDayOf(new Date('2025-03-09T16:00:00Z'))).toBe('2025-03-10');
    expect(siteDayOf(new Date('2025-12-31T16:30:00Z'))).toBe('2026-01-01');
    expect(siteDayOf(new Date('2024-02-28T17:00:00Z'))).toBe('2024-02-29');
  });

  it('start at 16:00 UTC of the day before', () => {
    expect(siteDayStart('2025-03-10').toISOString()).toBe('2025-03-09T16:00:00.000Z');
    expect(siteDayStart('2026-01-01').toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(siteDayOf(siteDayStart('2025-03-10'))).toBe('2025-03-10');
  });

  it('read only real days written yyyy-MM-dd', () => {
    expect(isSiteDay('2024-02-29')).toBe(true);
    expect(isSiteDay('2025-02-29')).toBe(false);
    expect(isSiteDay('10/03/2025')).toBe(false);
    expect(parseSiteDay('2025-03-10')?.toISOString()).toBe('2025-03-09T16:00:00.000Z');
    expect(parseSiteDay('2025-02-30')).toBeNull();
    expect(parseSiteDay('')).toBeNull();
  });

  it('count days forwards and back across months and years', () => {
    expect(addSiteDays('2025-03-10', 1)).toBe('2025-03-11');
    expect(addSiteDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addSiteDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addSiteDays('2025-03-10', 0)).toBe('2025-03-10');
  });

  it('start a week on Monday', () => {
    expect(siteWeekStart('2026-11-26')).toBe('2026-11-23'); // Thursday
    expect(siteWeekStart('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(siteWeekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
  });

  it('list every day a range of instants touches, the end excluded', () => {
    const from = new Date('2025-03-08T16:00:00Z');
    expect(siteDaysBetween(from, new Date('2025-03-10T16:00:00Z'))).toEqual([
      '2025-03-09',
      '2025-03-10',
    ]);
    expect(siteDaysBetween(from, new Date('2025-03-10T16:00:00.001Z'))).toEqual([
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
    ]);
    expect(siteDaysBetween(from, new Date('2025-03-08T19:00:00Z'))).toEqual(['2025-03-09']);
  });
});
