import { describe, expect, it } from 'vitest';
import { DEFAULT_MOBILE_LENGTH, checkMobile, mobileLength, nationalNumber } from './mobile.js';

/** Dialing codes offered by the site's picker (dialing-code-select.tsx). */
const SITE_CODES = ['+60', '+84', '+66', '+62', '+86', '+886', '+81', '+65'];

describe('mobileLength', () => {
  it('knows a length for every dialing code the site offers', () => {
    for (const code of SITE_CODES) {
      expect(mobileLength(code)).not.toBe(DEFAULT_MOBILE_LENGTH);
    }
  });

  it('reads the dialing code with or without the plus sign', () => {
    expect(mobileLength('+86')).toEqual({ min: 11, max: 11 });
    expect(mobileLength('86')).toEqual({ min: 11, max: 11 });
    expect(mobileLength(' +65 ')).toEqual({ min: 8, max: 8 });
  });

  it('falls back to 6-15 digits for other regions', () => {
    expect(mobileLength('44')).toEqual({ min: 6, max: 15 });
    expect(mobileLength('')).toEqual({ min: 6, max: 15 });
  });
});

describe('nationalNumber', () => {
  it('drops the one trunk 0 of local dialling', () => {
    expect(nationalNumber('0123456789')).toBe('123456789');
    expect(nationalNumber('123456789')).toBe('123456789');
    expect(nationalNumber('00123')).toBe('0123');
  });
});

describe('checkMobile', () => {
  it('accepts numbers of the right length for their region', () => {
    expect(checkMobile('+60', '123456789')).toBeNull();
    expect(checkMobile('+60', '1123456789')).toBeNull();
    expect(checkMobile('+84', '912345678')).toBeNull();
    expect(checkMobile('+66', '812345678')).toBeNull();
    expect(checkMobile('+62', '812345678')).toBeNull();
    expect(checkMobile('+62', '812345678901')).toBeNull();
    expect(checkMobile('+86', '13812345678')).toBeNull();
    expect(checkMobile('+886', '912345678')).toBeNull();
    expect(checkMobile('+81', '9012345678')).toBeNull();
    expect(checkMobile('+65', '81234567')).toBeNull();
  });

  it('accepts a number written with its trunk 0', () => {
    expect(checkMobile('60', '0123456789')).toBeNull();
    expect(checkMobile('81', '09012345678')).toBeNull();
    expect(checkMobile('84', '0912345678')).toBeNull();
  });

  it('refuses numbers too short or too long for their region', () => {
    expect(checkMobile('+60', '12345678')).toBe('length');
    expect(checkMobile('+60', '12345678901')).toBe('length');
    expect(checkMobile('+86', '1381234567')).toBe('length');
    expect(checkMobile('+86', '138123456789')).toBe('length');
    expect(checkMobile('+65', '812345678')).toBe('length');
    expect(checkMobile('+65', '0812345678')).toBe('length');
  });

  it('uses 6 to 15 digits for a region it does not know', () => {
    expect(checkMobile('+44', '123456')).toBeNull();
    expect(checkMobile('+44', '123456789012345')).toBeNull();
    expect(checkMobile('+44', '12345')).toBe('length');
    expect(checkMobile('+44', '1234567890123456')).toBe('length');
  });

  it('wants a number', () => {
    expect(checkMobile('+60', '')).toBe('required');
    expect(checkMobile('+60', '   ')).toBe('required');
  });

  it('accepts only ASCII digits', () => {
    expect(checkMobile('+60', '12ab')).toBe('digits');
    expect(checkMobile('+60', '012-345 6789')).toBe('digits');
    expect(checkMobile('+60', '+60123456789')).toBe('digits');
    expect(checkMobile('+60', '１２３４５６７８９')).toBe('digits');
  });

  it('ignores spaces around the number', () => {
    expect(checkMobile('+60', ' 0123456789 ')).toBeNull();
  });
});
