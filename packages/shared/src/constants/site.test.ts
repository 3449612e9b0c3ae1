import { describe, expect, it } from 'vitest';
import { SystemStatus, resolveSystemStatus } from './site.js';

describe('resolveSystemStatus', () => {
  it('is normal when neither maintenance nor region blocking applies', () => {
    expect(resolveSystemStatus({ maintenance: false, regionBlocked: false })).toBe(
      SystemStatus.NORMAL,
    );
  });

  it('is maintenance when the maintenance flag is set', () => {
    expect(resolveSystemStatus({ maintenance: true, regionBlocked: false })).toBe(1);
  });

  it('is region-blocked when only the region restriction applies', () => {
    expect(resolveSystemStatus({ maintenance: false, regionBlocked: true })).toBe(2);
  });

  it('gives maintenance precedence over region blocking', () => {
    expect(resolveSystemStatus({ maintenance: true, regionBlocked: true })).toBe(
      SystemStatus.MAINTENANCE,
    );
  });
});
