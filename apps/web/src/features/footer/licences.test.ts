import { describe, expect, it } from 'vitest';
import { footerLicences, licenceId } from './licences';

describe('footer licences', () => {
  it('recognises licences by code or name', () => {
    expect(licenceId('MGA')).toBe('MT');
    expect(licenceId('Malta')).toBe('MT');
    expect(licenceId('British Virgin Islands')).toBe('VG');
    expect(licenceId('bvi')).toBe('VG');
    expect(licenceId('PAGCOR')).toBe('PH');
    expect(licenceId('Philippines')).toBe('PH');
    expect(licenceId('Curacao')).toBeNull();
  });

  it('keeps the configured order without repeats', () => {
    expect(footerLicences(['PH', 'Malta', 'MGA'])).toEqual(['PH', 'MT']);
  });

  it('shows the three licences of the spec when none is configured', () => {
    expect(footerLicences([])).toEqual(['MT', 'VG', 'PH']);
    expect(footerLicences(undefined)).toEqual(['MT', 'VG', 'PH']);
  });
});
