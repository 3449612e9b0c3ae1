import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard';

const PASS_LIST = ['/login', '/register', '/register.html', '/helpmc', '/download'];
const GUARDED = [
  '/',
  '/index',
  '/rng',
  '/promotions',
  '/help/deposit',
  '/down',
  '/game',
  '/nowhere',
];

describe('login guard', () => {
  it('lets everyone through when loginedToHomePage is off', () => {
    for (const pathname of [...GUARDED, ...PASS_LIST]) {
      expect(guardRedirect({ pathname, loginedToHomePage: false, hasToken: false })).toBeNull();
    }
  });

  it('sends a visitor without a token to /login from any other path when it is on', () => {
    for (const pathname of GUARDED) {
      expect(guardRedirect({ pathname, loginedToHomePage: true, hasToken: false })).toBe('/login');
    }
  });

  it('lets a visitor without a token open the pass-list paths', () => {
    for (const pathname of PASS_LIST) {
      expect(guardRedirect({ pathname, loginedToHomePage: true, hasToken: false })).toBeNull();
    }
  });

  it('treats a trailing slash like the path without it', () => {
    expect(
      guardRedirect({ pathname: '/helpmc/', loginedToHomePage: true, hasToken: false }),
    ).toBeNull();
    expect(guardRedirect({ pathname: '/rng/', loginedToHomePage: true, hasToken: false })).toBe(
      '/login',
    );
  });

  it('lets a member with a session token go anywhere', () => {
    for (const pathname of [...GUARDED, ...PASS_LIST]) {
      expect(guardRedirect({ pathname, loginedToHomePage: true, hasToken: true })).toBeNull();
    }
  });
});
