import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmountText, proofFileProblem } from './withdraw-format';

describe('withdraw amounts', () => {
  it('reads typed amounts exactly, with at most 2 decimals and above zero', () => {
    expect(parseAmountText('250.5')).toBe(25_050n);
    expect(parseAmountText(' 1,234.56 ')).toBe(123_456n);
    expect(parseAmountText('0.1')).toBe(10n);
    expect(parseAmountText('0')).toBeNull();
    expect(parseAmountText('-5')).toBeNull();
    expect(parseAmountText('1.234')).toBeNull();
    expect(parseAmountText('abc')).toBeNull();
    expect(parseAmountText('')).toBeNull();
  });

  it('formats API amounts with 2 decimals and comma thousands', () => {
    expect(formatAmount(1234567.8)).toBe('1,234,567.80');
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
    expect(formatAmount(0)).toBe('0.00');
  });

  it('accepts JPEG, PNG and WebP proofs of at most 2 MB', () => {
    expect(proofFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(proofFileProblem({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
    expect(proofFileProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(proofFileProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  });
});
