import { describe, expect, it } from 'vitest';
import type { SystemStatusValue } from '@portal/shared/schemas/system';
import { statusView } from './status-view';

const status = (value: 0 | 1 | 2): SystemStatusValue => ({
  status: value,
  ip: '203.0.113.7',
  title: '',
  info: '',
  until: null,
});

describe('top-level view by system status', () => {
  it('shows the site for status 0', () => expect(statusView(status(0))).toBe('app'));
  it('shows the maintenance page for status 1', () =>
    expect(statusView(status(1))).toBe('maintenance'));
  it('shows the region-blocked page for status 2', () =>
    expect(statusView(status(2))).toBe('blocked'));
  it('shows the site while the status is unknown', () => expect(statusView(undefined)).toBe('app'));
});
