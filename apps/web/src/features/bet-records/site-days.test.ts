import { describe, expect, it } from 'vitest';
import { parseSiteDay as siteDayStart, siteDayOf } from '@portal/shared/site-day';
import { customSiteRange, presetSiteRange } from './site-days';

describe('site days (GMT+8)', () => {
  it('start at 16:00 UTC of the day before', () => {
    expect(siteDayStart('2025-03-10')?.toISOString()).toBe('2025-03-09T16:00:00.000Z');
    expect(siteDayOf(new Date('2025-03-09T16:00:00Z'))).toBe('2025-03-10');
    expect(siteDayOf(new Date('2025-03-09T15:59:59Z'))).toBe('2025-03-09');
    expect(siteDayStart('2025-02-30')).toBeNull();
    expect(siteDayStart('10/03/2025')).toBeNull();
  });

  it('make presets of whole site days, today included', () => {
    // 2025-03-10 01:00 in site time.
    const now = new Date('2025-03-09T17:00:00Z');
    const iso = (range: { from: Date; to: Date }) => [
      range.from.toISOString(),
      range.to.toISOString(),
    ];
    expect(iso(presetSiteRange('today', now))).toEqual([
      '2025-03-09T16:00:00.000Z',
      '2025-03-10T16:00:00.000Z',
    ]);
    expect(iso(presetSiteRange('yesterday', now))).toEqual([
      '2025-03-08T16:00:00.000Z',
      '2025-03-09T16:00:00.000Z',
    ]);
    expect(iso(presetSiteRange('last7', now))[0]).toBe('2025-03-03T16:00:00.000Z');
    expect(iso(presetSiteRange('last30', now))[0]).toBe('2025-02-08T16:00:00.000Z');
  });

  it('read two chosen days, both included, up to 90 days', () => {
    const range = customSiteRange('2025-03-01', '2025-03-01');
    expect(range).toEqual({
      from: new Date('2025-02-28T16:00:00Z'),
      to: new Date('2025-03-01T16:00:00Z'),
    });
    expect(customSiteRange('2025-01-01', '2025-03-31')).not.toBeTypeOf('string');
    expect(customSiteRange('2025-01-01', '2025-04-01')).toBe('tooLong');
    expect(customSiteRange('2025-03-02', '2025-03-01')).toBe('order');
    expect(customSiteRange('', '2025-03-01')).toBe('missing');
  });
});
