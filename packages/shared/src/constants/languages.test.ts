import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  HEADER_LANGUAGES,
  parseLanguage,
} from './languages.js';

describe('languages', () => {
  it('defaults to MY and falls back to EN (spec section 9)', () => {
    expect(DEFAULT_LANGUAGE).toBe('MY');
    expect(FALLBACK_LANGUAGE).toBe('EN');
  });

  it('offers the header picker languages in the spec order', () => {
    expect(HEADER_LANGUAGES).toEqual(['CN', 'EN', 'VI', 'JA', 'TH', 'TY', 'MY']);
  });

  it('reads a language code case-insensitively and defaults unknown values to MY', () => {
    expect(parseLanguage('cn')).toBe('CN');
    expect(parseLanguage(' ja ')).toBe('JA');
    expect(parseLanguage('xx')).toBe('MY');
    expect(parseLanguage(undefined)).toBe('MY');
  });
});
