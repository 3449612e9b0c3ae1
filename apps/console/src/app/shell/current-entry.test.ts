import { describe, expect, it } from 'vitest';
import { currentEntry } from './current-entry';

const entries = [{ to: '/' }, { to: '/games' }, { to: '/games/vendors' }, { to: '/members' }];

describe('the menu entry marked as the current page', () => {
  it('is the most specific entry, never also its parent', () => {
    expect(currentEntry(entries, '/games/vendors')).toEqual({ to: '/games/vendors' });
    expect(currentEntry(entries, '/games')).toEqual({ to: '/games' });
  });

  it('stays on the list entry on a record page below it', () => {
    expect(currentEntry(entries, '/members/7')).toEqual({ to: '/members' });
    expect(currentEntry(entries, '/games/vendors/PG')).toEqual({ to: '/games/vendors' });
  });

  it('marks the dashboard only on the root, and nothing on an unlisted page', () => {
    expect(currentEntry(entries, '/')).toEqual({ to: '/' });
    expect(currentEntry(entries, '/account')).toBeUndefined();
    expect(currentEntry(entries, '/gamesx')).toBeUndefined();
  });
});
