import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './masking.js';

describe('maskMobile', () => {
  it('shows the country code, the first two and the last three digits', () => {
    expect(maskMobile('60', '12345678')).toBe('+60 12****678');
    expect(maskMobile('86', '13812345678')).toBe('+86 13****678');
  });

  it('hides more of a short number so that little of it is shown', () => {
    expect(maskMobile('65', '81234')).toBe('+65 8****4');
  });
});

describe('maskEmail', () => {
  it('keeps the first two characters of the name and the whole domain', () => {
    expect(maskEmail('player@example.com')).toBe('pl****@example.com');
  });

  it('keeps only the first character of a name of one or two characters', () => {
    expect(maskEmail('ab@example.com')).toBe('a****@example.com');
    expect(maskEmail('a@example.com')).toBe('a****@example.com');
  });

  it('masks text that is not an address entirely', () => {
    expect(maskEmail('@example.com')).toBe('****');
    expect(maskEmail('nothing')).toBe('****');
  });
});
