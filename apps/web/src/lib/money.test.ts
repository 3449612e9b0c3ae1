import { afterEach, describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatAmount,
  formatCurrency,
  formatDecimal,
  formatMultiplier,
  setMoneyLanguage,
} from './money';
import { amountFieldText, parseAmountText } from './amount-input';

describe('the site money format', () => {
  it('writes amounts with 2 decimals and comma thousands, exactly', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
    expect(formatAmount(0.1)).toBe('0.10');
    expect(formatAmount(-20)).toBe('-20.00');
  });

  it('puts the symbol before the amount with a space, as the header balance shows it', () => {
    expect(formatCurrency(103.75, 'RM')).toBe('RM 103.75');
    expect(formatCurrency(10375n, 'RM')).toBe('RM 103.75');
    expect(formatCurrency(5, '')).toBe('5.00');
  });

  it('finds the symbol of a currency code, keeping the code when it has none', () => {
    expect(currencySymbol('MYR')).toBe('RM');
    expect(currencySymbol('THB')).toBe('฿');
    expect(currencySymbol('XTS')).toBe('XTS');
    expect(currencySymbol('not a code')).toBe('not a code');
  });

  it('writes other numbers (odds, percentages) with fixed decimals and comma thousands', () => {
    expect(formatDecimal(1000)).toBe('1,000.00');
    expect(formatDecimal(1.5)).toBe('1.50');
    expect(formatDecimal(96.5, 1)).toBe('96.5');
    expect(formatDecimal(-2.25)).toBe('-2.25');
  });

  it('writes a multiplier one way for crash and the winners board: "1,000.00×"', () => {
    expect(formatMultiplier(1000)).toBe('1,000.00×');
    expect(formatMultiplier(2)).toBe('2.00×');
  });
});

describe('money in the interface language', () => {
  afterEach(() => setMoneyLanguage('EN'));

  it('writes, fills and reads amounts with the marks of the language chosen', () => {
    setMoneyLanguage('VI');
    expect(formatCurrency(123_450n, 'RM')).toBe('RM 1.234,50');
    expect(formatDecimal(1000.5)).toBe('1.000,50');
    expect(amountFieldText(123_450n)).toBe('1234,50');
    expect(parseAmountText(amountFieldText(123_450n))).toBe(123_450n);
    expect(parseAmountText('1.234,5')).toBe(123_450n);
    // An English decimal point in Vietnamese is refused, not read as a hundred times the amount.
    expect(parseAmountText('100.50')).toBeNull();

    setMoneyLanguage('EN');
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(amountFieldText(123_450n)).toBe('1234.50');
    expect(parseAmountText('100,50')).toBeNull();
  });
});
