import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES } from '@portal/shared/schemas/deposit';
import {
  formatAmount,
  parseAmountText,
  quickAmounts,
  receiptFileProblem,
  withSiteTheme,
} from './deposit-format';

describe('parseAmountText', () => {
  it('reads positive amounts with at most 2 decimals, commas allowed', () => {
    expect(parseAmountText('100')).toBe(10_000n);
    expect(parseAmountText(' 1,234.5 ')).toBe(123_450n);
    expect(parseAmountText('0.01')).toBe(1n);
  });

  it('refuses the rest', () => {
    for (const text of ['', '0', '-5', '1.234', '1e3', 'abc', '1.2.3']) {
      expect(parseAmountText(text), text).toBeNull();
    }
  });
});

describe('formatAmount', () => {
  it('shows 2 decimals with comma thousands', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50');
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
  });
});

describe('quickAmounts', () => {
  it('offers the usual sums within the limits, or the minimum', () => {
    expect(quickAmounts(50, 50000)).toEqual([50, 100, 200, 500, 1000, 5000]);
    expect(quickAmounts(10, 300)).toEqual([50, 100, 200]);
    expect(quickAmounts(10, 20)).toEqual([10]);
  });
});

describe('receiptFileProblem', () => {
  it('accepts JPEG, PNG and WebP of at most 2 MB', () => {
    expect(receiptFileProblem({ type: 'image/png', size: RECEIPT_MAX_BYTES })).toBeNull();
    expect(receiptFileProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(receiptFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('names what is wrong with the rest', () => {
    expect(receiptFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(receiptFileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(receiptFileProblem({ type: 'image/png', size: RECEIPT_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('withSiteTheme', () => {
  it("adds the member's theme to a pay page on this origin only", () => {
    document.documentElement.dataset.theme = 'light';
    const own = `${window.location.origin}/sandbox-gateway/pay?order=D1&sig=ab`;
    expect(new URL(withSiteTheme(own)).searchParams.get('theme')).toBe('light');
    expect(new URL(withSiteTheme('/sandbox-gateway/pay?order=D1')).searchParams.get('theme')).toBe(
      'light',
    );
    delete document.documentElement.dataset.theme;
    expect(new URL(withSiteTheme(own)).searchParams.get('theme')).toBe('dark');
    const outside = 'https://pay.example.com/checkout?id=1';
    expect(withSiteTheme(outside)).toBe(outside);
  });

  it("adds the member's language to a pay page on this origin", () => {
    const before = i18next.language;
    i18next.language = 'TH';
    try {
      const own = `${window.location.origin}/sandbox-gateway/pay?order=D1&sig=ab`;
      expect(new URL(withSiteTheme(own)).searchParams.get('lang')).toBe('TH');
    } finally {
      i18next.language = before;
    }
  });
});
