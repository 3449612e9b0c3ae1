import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinor, majorNumber, toMinor } from './money.js';

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
