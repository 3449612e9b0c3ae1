import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount.js';

describe('parseAmount', () => {
  it.each([
    ['10', 1000n],
    ['10.5', 1050n],
    ['10.55', 1055n],
    [' 0.01 ', 1n],
    [123.45, 12345n],
    [0, 0n],
    ['-5.10', -510n],
    ['999999999999999.99', 99999999999999999n],
  ])('reads %j as %s minor units', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([
    ['10.555'],
    ['1e3'],
    ['abc'],
    [''],
    ['1,000'],
    [Number.NaN],
    [Infinity],
    [0.1 + 0.2],
    [null],
    [{}],
  ])('refuses %j with INVALID_AMOUNT', (input) => {
    expect(() => parseAmount(input, 'deposit')).toThrow(
      expect.objectContaining({
        code: 'INVALID_AMOUNT',
        details: [{ path: 'deposit', reason: 'invalid_amount' }],
      }),
    );
  });
});
