import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  HEADER_LANGUAGES,
  parseLanguage,
  pickerLanguages,
} from './languages.js';

describe('languages', () => {
  it('defaults to MY and falls back to EN (spec section 9)', () => {
    expect(DEFAULT_LANGUAGE).toBe('MY');
    expect(FALLBACK_LANGUAGE).toBe('EN');
  });

  it('offers the header picker languages in the spec order', () => {
    expect(HEADER_LANGUAGES).toEqual(['CN', 'EN', 'VI', 'JA', 'TH', 'TY', 'MY']);
  });

  it('offers in the picker the header languages, then those the operator turned on, then the current one', () => {
    expect(pickerLanguages()).toEqual(HEADER_LANGUAGES);
    expect(pickerLanguages(['EN', 'MY', 'CN'])).toEqual(HEADER_LANGUAGES);
    expect(pickerLanguages(['EN', 'ID'])).toEqual([...HEADER_LANGUAGES, 'ID']);
    expect(pickerLanguages(['EN'], 'ID')).toEqual([...HEADER_LANGUAGES, 'ID']);
  });

  it('reads a language code case-insensitively and defaults unknown values to MY', () => {
    expect(parseLanguage('cn')).toBe('CN');
    expect(parseLanguage(' ja ')).toBe('JA');
    expect(parseLanguage('xx')).toBe('MY');
    expect(parseLanguage(undefined)).toBe('MY');
  });
});
