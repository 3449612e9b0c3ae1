import { describe, expect, it } from 'vitest';
import { maskAccountNumber, normalisedName } from './bank-card-view.js';

describe('bank card view', () => {
  it('shows only the last four digits of an account number', () => {
    expect(maskAccountNumber('1234567890123')).toBe('**** 0123');
    expect(maskAccountNumber('123456')).toBe('**** 3456');
  });

  it('compares holder names trimmed, with spaces collapsed and case ignored', () => {
    expect(normalisedName('  tan  AH\tkow ')).toBe(normalisedName('Tan Ah Kow'));
    expect(normalisedName('Ｔａｎ Ah Kow')).toBe('tan ah kow');
    expect(normalisedName('Tan Ah Kow')).not.toBe(normalisedName('Tan Ah Kaw'));
  });
});
