import { describe, expect, it } from 'vitest';
import { formatAmount, signedAmount } from './records-format';

describe('signedAmount', () => {
  it('shows 2 decimals, comma thousands and the direction', () => {
    expect(signedAmount(1234567.5)).toBe('+1,234,567.50');
    expect(signedAmount(-20)).toBe('−20.00');
    expect(signedAmount(0.1 + 0.2)).toBe('+0.30');
  });

  it('formats balances with 2 decimals and comma thousands', () => {
    expect(formatAmount(1000)).toBe('1,000.00');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-12.5)).toBe('-12.50');
  });
});
