import { describe, expect, it } from 'vitest';
import { BET_RECORDS_DEFAULT_DAYS, BET_RECORDS_MAX_DAYS } from '@portal/shared/schemas/games';
import { resolveRange } from '../../lib/record-range.js';
import { parseResult, toTotals } from './bet-records.service.js';
import { siteDayOf, siteDaysBetween } from '@portal/shared/site-day';

const DAY = 24 * 60 * 60 * 1000;

describe('siteDayOf', () => {
  it('turns the day at 16:00 UTC, midnight in GMT+8', () => {
    expect(siteDayOf(new Date('2025-03-09T15:59:59.999Z'))).toBe('2025-03-09');
    expect(siteDayOf(new Date('2025-03-09T16:00:00Z'))).toBe('2025-03-10');
    expect(siteDayOf(new Date('2025-03-09T23:30:00Z'))).toBe('2025-03-10');
  });

  it('crosses months and years', () => {
    expect(siteDayOf(new Date('2025-12-31T16:30:00Z'))).toBe('2026-01-01');
    expect(siteDayOf(new Date('2024-02-28T17:00:00Z'))).toBe('2024-02-29');
  });
});

describe('siteDaysBetween', () => {
  it('lists each site day a range touches, `to` exclusive', () => {
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
  });

  it('gives one day for a range inside one day and 90 for the longest range aligned on days', () => {
    const from = new Date('2025-03-09T18:00:00Z');
    expect(siteDaysBetween(from, new Date('2025-03-09T19:00:00Z'))).toEqual(['2025-03-10']);
    const start = new Date('2025-01-01T16:00:00Z');
    const days = siteDaysBetween(start, new Date(start.getTime() + BET_RECORDS_MAX_DAYS * DAY));
    expect(days).toHaveLength(BET_RECORDS_MAX_DAYS);
    expect(days.at(0)).toBe('2025-01-02');
    expect(days.at(-1)).toBe('2025-04-01');
  });
});

describe('parseResult', () => {
  it('reads a JSON object and nothing else', () => {
    expect(parseResult('{"number":17,"colour":"red"}')).toEqual({ number: 17, colour: 'red' });
    for (const text of [null, '', 'oops', '[1,2]', 'null', '42', '"text"']) {
      expect(parseResult(text), String(text)).toBeNull();
    }
  });
});

describe('toTotals', () => {
  it('converts minor-unit sums exactly, beyond what a float adds up to', () => {
    expect(
      toTotals({ count: 3, stake: 30n, validBet: 10n, payout: 123_456_789_012_34n, winLoss: -1n }),
    ).toEqual({ count: 3, stake: 0.3, validBet: 0.1, payout: 123_456_789_012.34, winLoss: -0.01 });
  });
});

describe('the betting record range', () => {
  const now = new Date('2025-11-21T12:00:00Z');

  it('defaults to the last 7 days and takes up to 90', () => {
    const { from, to } = resolveRange({}, now);
    expect(to.getTime() - from.getTime()).toBe(BET_RECORDS_DEFAULT_DAYS * DAY);
    const longest = new Date(now.getTime() - BET_RECORDS_MAX_DAYS * DAY).toISOString();
    expect(resolveRange({ from: longest }, now).from.toISOString()).toBe(longest);
    const tooLong = new Date(now.getTime() - BET_RECORDS_MAX_DAYS * DAY - 1).toISOString();
    expect(() => resolveRange({ from: tooLong }, now)).toThrow(
      expect.objectContaining({ details: [{ path: 'to', reason: 'range_too_long' }] }),
    );
  });
});
