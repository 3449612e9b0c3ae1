import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, siteDay } from './date-time.js';

// 06:03 UTC is 14:03 on the site's clock (GMT+8).
const AFTERNOON = '2026-11-28T06:03:00.000Z';

describe('site date and time formats', () => {
  it('writes one date-time format per language, in GMT+8 on a 24-hour clock', () => {
    expect(formatDateTime(AFTERNOON, 'EN')).toBe('Nov 28, 2026, 14:03');
    expect(formatDateTime(AFTERNOON, 'MY')).toBe('28 Nov 2026, 14:03');
    expect(formatDateTime(AFTERNOON, 'CN')).toBe('2026年11月28日 14:03');
    expect(formatDateTime(AFTERNOON, 'JA')).toBe('2026/11/28 14:03');
  });

  it('writes one time-only format, the same clock in every language that uses it', () => {
    for (const language of ['EN', 'MY', 'CN', 'TY', 'TH', 'VI', 'JA']) {
      expect(formatTime(AFTERNOON, language)).toBe('14:03');
    }
    expect(formatTime(AFTERNOON, 'ID')).toBe('14.03');
  });

  it('uses the site day, not the reader’s: 16:30 UTC is already the next day', () => {
    const late = '2026-12-31T16:30:00Z';
    expect(formatDateTime(late, 'EN')).toBe('Jan 1, 2027, 00:30');
    expect(formatDate(late, 'MY')).toBe('1 Jan 2027');
    expect(siteDay(late)).toBe('2027-01-01');
    expect(siteDay(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
  });

  it('takes Date values and the default language for an unknown code', () => {
    expect(formatDateTime(new Date(AFTERNOON), 'xx')).toBe('28 Nov 2026, 14:03');
  });

  it('leaves text that is not a moment as it is', () => {
    expect(formatDateTime('soon', 'EN')).toBe('soon');
    expect(formatTime('soon', 'EN')).toBe('soon');
    expect(siteDay('soon')).toBe('');
  });
});
