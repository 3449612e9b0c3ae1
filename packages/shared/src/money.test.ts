import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatCurrency,
  formatMoney,
  fromMinor,
  majorNumber,
  toMinor,
} from './money.js';

describe('toMinor', () => {
  it('converts decimals with up to 2 places exactly', () => {
    expect(toMinor('0.1')).toBe(10n);
    expect(toMinor('165.11')).toBe(16511n);
    expect(toMinor(1234.5)).toBe(123450n);
    expect(toMinor('-2.05')).toBe(-205n);
    expect(toMinor('999999999999999.99')).toBe(99999999999999999n);
  });

  it('refuses more than 2 decimals, exponents and text', () => {
    for (const bad of ['1.234', '1e3', 'abc', '', '1.', '.5', '0x10']) {
      expect(() => toMinor(bad)).toThrow(RangeError);
    }
  });
});

describe('fromMinor and formatMoney', () => {
  it('prints 2 decimals', () => {
    expect(fromMinor(5n)).toBe('0.05');
    expect(fromMinor(-12345n)).toBe('-123.45');
  });

  it('groups thousands with commas (spec section 9)', () => {
    expect(formatMoney(123456789n)).toBe('1,234,567.89');
    expect(formatMoney(99n)).toBe('0.99');
    expect(formatMoney(-100000000n)).toBe('-1,000,000.00');
  });
});

describe('majorNumber', () => {
  it('reads minor units from a bigint, a number or database text as major units', () => {
    expect(majorNumber(123456n)).toBe(1234.56);
    expect(majorNumber(5)).toBe(0.05);
    expect(majorNumber('-250')).toBe(-2.5);
    expect(majorNumber('900719925474099')).toBe(9007199254740.99);
  });
});

describe('formatCurrency: the one way pages and server messages write money', () => {
  it('writes the symbol, a space, then 2 decimals with comma thousands', () => {
    expect(formatCurrency(123_450n, 'RM')).toBe('RM 1,234.50');
    expect(formatCurrency(1234.5, 'RM')).toBe('RM 1,234.50');
    expect(formatCurrency(0.1, 'RM')).toBe('RM 0.10');
    expect(formatCurrency(100, 'RM')).toBe('RM 100.00');
    expect(formatCurrency(123_456_789n, '฿')).toBe('฿ 1,234,567.89');
  });

  it('keeps the minus sign after the symbol and writes cents exactly', () => {
    expect(formatCurrency(-2_000n, 'RM')).toBe('RM -20.00');
    expect(formatCurrency(0.29, 'RM')).toBe('RM 0.29');
  });

  it('writes the amount alone when the site has no symbol', () => {
    expect(formatCurrency(5, '')).toBe('5.00');
  });

  it('finds the symbol of a currency code for text that only knows the code', () => {
    expect(currencySymbol('MYR')).toBe('RM');
    expect(formatCurrency(10_000n, currencySymbol('MYR'))).toBe('RM 100.00');
    expect(currencySymbol('XTS')).toBe('XTS');
  });
});
