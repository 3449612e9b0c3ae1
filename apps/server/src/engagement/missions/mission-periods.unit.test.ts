import { describe, expect, it } from 'vitest';
import { maskPlayer, periodOf, previousSiteDay } from './mission-periods.js';

describe('mission periods', () => {
  it('rolls a day over at the site midnight (16:00 UTC)', () => {
    expect(periodOf('daily', new Date('2025-11-26T15:59:59.999Z'))).toEqual({
      key: '2025-11-26',
      end: new Date('2025-11-26T16:00:00.000Z'),
    });
    expect(periodOf('daily', new Date('2025-11-26T16:00:00.000Z')).key).toBe('2025-11-27');
  });

  it('starts a week on the site Monday', () => {
    // Sunday 23:59 site time, then Monday 00:00 site time.
    expect(periodOf('weekly', new Date('2025-11-30T15:59:59Z'))).toEqual({
      key: '2025-11-24',
      end: new Date('2025-11-30T16:00:00.000Z'),
    });
    expect(periodOf('weekly', new Date('2025-11-30T16:00:00Z')).key).toBe('2025-12-01');
  });

  it('keeps one period for a one-off mission, ending with the mission', () => {
    const end = new Date('2026-01-01T00:00:00Z');
    expect(periodOf('once', new Date(), end)).toEqual({ key: 'once', end });
  });

  it('steps back a day across months', () => {
    expect(previousSiteDay('2025-12-01')).toBe('2025-11-30');
  });

  it('masks accounts to two characters and the last one', () => {
    expect(maskPlayer('abcdef9')).toBe('ab***9');
    expect(maskPlayer('abc')).toBe('a***');
  });
});
