import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatCurrency,
  formatMoney,
  numberMarks,
  fromMinor,
  majorNumber,
  toMinor,
} from './money.js';
import { parseAmount } from './amount-input.js';

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

describe('money in the marks of the reader’s language', () => {
  it('writes each language’s thousands and decimal marks, exactly and with Latin digits', () => {
    expect(formatCurrency(123_456_789n, 'RM', 'EN')).toBe('RM 1,234,567.89');
    expect(formatCurrency(123_456_789n, 'RM', 'MY')).toBe('RM 1,234,567.89');
    expect(formatCurrency(123_456_789n, 'RM', 'VI')).toBe('RM 1.234.567,89');
    expect(formatCurrency(-2_000n, 'RM', 'ID')).toBe('RM -20,00');
    // Indian grouping: three digits, then twos.
    expect(formatMoney(123_456_789n, 'HI')).toBe('12,34,567.89');
    expect(formatMoney(99_999_999_999_999n, 'HI')).toBe('9,99,99,99,99,999.99');
    expect(formatMoney(12_345n, 'HI')).toBe('123.45');
  });

  it('falls back to the spec’s marks for an unknown language and without one', () => {
    expect(numberMarks()).toEqual({ group: ',', decimal: '.' });
    expect(formatMoney(100_000n, 'XX')).toBe(formatMoney(100_000n, 'MY'));
  });
});

describe('parseAmount: an amount as a member types it', () => {
  it('reads plain and grouped amounts in the spec’s marks', () => {
    expect(parseAmount('100')).toBe(10_000n);
    expect(parseAmount(' 1,234.5 ')).toBe(123_450n);
    expect(parseAmount('1,234,567.89')).toBe(123_456_789n);
    expect(parseAmount('0.01')).toBe(1n);
  });

  it('refuses a decimal written with the other mark instead of reading a hundred times it', () => {
    expect(parseAmount('100,50')).toBeNull();
    expect(parseAmount('100.50', 'VI')).toBeNull();
    expect(parseAmount('100,50', 'VI')).toBe(10_050n);
    expect(parseAmount('1.234,50', 'VI')).toBe(123_450n);
    expect(parseAmount('12,34,567.00', 'HI')).toBe(123_456_700n);
  });

  it('refuses what is not a positive amount of at most 2 decimals', () => {
    for (const text of ['', '0', '0.00', '-5', '1.234', '12,34', '1e3', 'abc', '1,,000', '10.']) {
      expect(parseAmount(text), text).toBeNull();
    }
    expect(parseAmount('1234567890123456')).toBeNull();
  });
});
