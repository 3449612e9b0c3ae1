import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatChip,
  formatMultiplier,
  parseStake,
  sumAmounts,
  timesCount,
} from './money';

describe('house money helpers', () => {
  it('formats amounts with two decimals and comma thousands', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
    expect(formatAmount(0.1)).toBe('0.10');
  });

  it('adds and multiplies in minor units, free of float error', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([])).toBe(0);
    expect(timesCount(0.1, 3)).toBe(0.3);
    expect(timesCount(0.05, 20)).toBe(1);
  });

  it.each([
    ['10', 10],
    ['1,000.5', 1000.5],
    [' 0.01 ', 0.01],
    ['0', null],
    ['0.001', null],
    ['-5', null],
    ['1e3', null],
    ['abc', null],
  ])('reads the typed stake %j as %j', (text, stake) => {
    expect(parseStake(text)).toBe(stake);
  });

  it('writes short chip faces', () => {
    expect(formatChip(5)).toBe('5.00');
    expect(formatChip(7.5)).toBe('7.50');
    expect(formatChip(0.75)).toBe('0.75');
    expect(formatChip(100)).toBe('100.00');
    expect(formatChip(1000)).toBe('1k');
    expect(formatChip(2500)).toBe('2.5k');
  });
});

describe('multipliers', () => {
  it('are written with 2 decimals, comma thousands and the times sign after', () => {
    expect(formatMultiplier(2.35)).toBe('2.35×');
    expect(formatMultiplier(1)).toBe('1.00×');
    expect(formatMultiplier(1000)).toBe('1,000.00×');
  });
});
