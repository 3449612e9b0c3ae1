import { afterEach, describe, expect, it } from 'vitest';
import { readLaunchParams, safePortalPath } from './launch-params';

describe('readLaunchParams', () => {
  afterEach(() => localStorage.clear());

  it('reads the token, language, exit path and theme the portal put in the address', () => {
    expect(
      readLaunchParams('?token=abc123&lang=cn&back=%2Flobby%3Ftab%3Dslots&theme=light'),
    ).toEqual({ token: 'abc123', language: 'CN', back: '/lobby?tab=slots', theme: 'light' });
  });

  it("falls back to the portal's default language and stored theme", () => {
    localStorage.setItem('theme', 'light');
    expect(readLaunchParams('?token=t&lang=xx')).toMatchObject({ language: 'MY', theme: 'light' });
    localStorage.clear();
    expect(readLaunchParams('?token=t')).toMatchObject({ theme: 'dark', back: null });
  });
});

describe('safePortalPath', () => {
  it.each(['/', '/lobby', '/games/slots?vendor=HOUSE#top'])('keeps the site path %s', (path) => {
    expect(safePortalPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    'lobby',
    '/lob by',
    '/lobby\n',
    '',
    null,
  ])('refuses %j, which could leave the site or run script', (path) => {
    expect(safePortalPath(path)).toBeNull();
  });
});
