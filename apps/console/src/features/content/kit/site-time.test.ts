import { describe, expect, it } from 'vitest';
import { fromSiteInput, toSiteInput } from './site-time';

describe('site-time inputs', () => {
  it('shows an instant on the GMT+8 clock and reads it back', () => {
    expect(toSiteInput('2030-03-09T16:00:00.000Z')).toBe('2030-03-10T00:00');
    expect(fromSiteInput('2030-03-10T00:00')).toBe('2030-03-09T16:00:00.000Z');
    expect(fromSiteInput(toSiteInput('2030-01-01T05:07:00.000Z'))).toBe('2030-01-01T05:07:00.000Z');
  });

  it('treats empty and unreadable values as none', () => {
    expect(toSiteInput(null)).toBe('');
    expect(toSiteInput('nonsense')).toBe('');
    expect(fromSiteInput('')).toBeNull();
    expect(fromSiteInput('2030-13')).toBeNull();
  });
});
