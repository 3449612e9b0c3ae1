import { describe, expect, it } from 'vitest';
import { amountProblem, parseAmountText } from './transfer-format';

describe('parseAmountText', () => {
  it('reads positive amounts with at most 2 decimals and thousands commas', () => {
    expect(parseAmountText('1,234.5')).toBe(123_450n);
    expect(parseAmountText(' 10 ')).toBe(1_000n);
    expect(parseAmountText('0.01')).toBe(1n);
  });

  it('refuses zero, negatives, 3 decimals and words', () => {
    for (const text of ['0', '-5', '1.005', 'ten', '', '1e3']) {
      expect(parseAmountText(text), text).toBeNull();
    }
  });
});

describe('amountProblem', () => {
  const limits = { min: 1, max: 500, balance: 120.5 };

  it('checks the limits first, then the balance', () => {
    expect(amountProblem(null, limits)).toBe('invalid');
    expect(amountProblem(99n, limits)).toBe('min');
    expect(amountProblem(50_001n, limits)).toBe('max');
    expect(amountProblem(12_051n, limits)).toBe('balance');
    expect(amountProblem(12_050n, limits)).toBeNull();
    expect(amountProblem(100n, limits)).toBeNull();
  });
});
