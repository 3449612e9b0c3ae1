import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './request-language.js';

describe('languageFromHeader', () => {
  it.each(['EN', 'CN', 'MY', 'VI', 'TH', 'ID', 'JA', 'TY'])('accepts %s', (code) => {
    expect(languageFromHeader(code)).toBe(code);
  });

  it('ignores case and surrounding spaces', () => {
    expect(languageFromHeader(' cn ')).toBe('CN');
  });

  it('falls back to MY for a missing, unknown or BCP 47 value', () => {
    expect(languageFromHeader(undefined)).toBe('MY');
    expect(languageFromHeader('')).toBe('MY');
    expect(languageFromHeader('FR')).toBe('MY');
    expect(languageFromHeader('zh-CN')).toBe('MY');
  });

  it('reads the first value of a repeated header', () => {
    expect(languageFromHeader(['JA', 'EN'])).toBe('JA');
  });
});
