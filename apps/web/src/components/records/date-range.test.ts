import { describe, expect, it } from 'vitest';
import { customRange, dateInputValue, presetRange } from './date-range';

const now = new Date(2025, 10, 21, 15, 30);
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('presetRange', () => {
  it('covers whole local days, today included, the end exclusive', () => {
    expect(presetRange('today', now)).toEqual({ from: day(2025, 11, 21), to: day(2025, 11, 22) });
    expect(presetRange('yesterday', now)).toEqual({
      from: day(2025, 11, 20),
      to: day(2025, 11, 21),
    });
    expect(presetRange('last7', now)).toEqual({ from: day(2025, 11, 15), to: day(2025, 11, 22) });
    expect(presetRange('last30', now)).toEqual({ from: day(2025, 10, 23), to: day(2025, 11, 22) });
  });

  it('crosses month and year ends', () => {
    expect(presetRange('last7', new Date(2026, 0, 2, 8))).toEqual({
      from: day(2025, 12, 27),
      to: day(2026, 1, 3),
    });
  });
});

describe('customRange', () => {
  it('includes both chosen days', () => {
    expect(customRange('2025-11-01', '2025-11-03')).toEqual({
      from: day(2025, 11, 1),
      to: day(2025, 11, 4),
    });
    expect(customRange('2025-11-03', '2025-11-03')).toEqual({
      from: day(2025, 11, 3),
      to: day(2025, 11, 4),
    });
  });

  it('refuses a missing or impossible day, an end before the start and more than 90 days', () => {
    expect(customRange('', '2025-11-03')).toBe('missing');
    expect(customRange('2025-02-30', '2025-03-03')).toBe('missing');
    expect(customRange('2025-11-03', '2025-11-02')).toBe('order');
    expect(customRange('2025-01-01', '2025-03-31')).toEqual({
      from: day(2025, 1, 1),
      to: day(2025, 4, 1),
    });
    expect(customRange('2025-01-01', '2025-04-01')).toBe('tooLong');
  });
});

describe('dateInputValue', () => {
  it('writes a local day as yyyy-mm-dd', () => {
    expect(dateInputValue(day(2025, 3, 9))).toBe('2025-03-09');
  });
});
