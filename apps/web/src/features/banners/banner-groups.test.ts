import { describe, expect, it } from 'vitest';
import { bannerGroupForPath } from './banner-groups';

describe('bannerGroupForPath', () => {
  it.each(['/', '/index', '/index.html', '/home', '/register', '/register.html', '/login'])(
    'shows the home banners on %s',
    (path) => {
      expect(bannerGroupForPath(path)).toBe('home');
    },
  );

  it.each([
    ['/rng', 'rng'],
    ['/live', 'live'],
    ['/fish', 'fish'],
    ['/pvp', 'pvp'],
    ['/sports', 'sports'],
    ['/esports', 'esports'],
    ['/elott', 'lottery'],
    ['/lottery', 'lottery'],
    ['/down', 'download'],
    ['/promotions', 'promotions'],
    ['/promoDetail', 'promotions'],
    ['/pointMall', 'shop'],
    ['/help', 'help'],
    ['/sv3', 'cockfight'],
  ])('maps %s to the %s group', (path, group) => {
    expect(bannerGroupForPath(path)).toBe(group);
  });

  it('keeps the help group on every path below /help', () => {
    expect(bannerGroupForPath('/help/3')).toBe('help');
    expect(bannerGroupForPath('/help/3/12')).toBe('help');
  });

  it('keeps a lobby group below its path and ignores a trailing slash', () => {
    expect(bannerGroupForPath('/rng/hot/PG')).toBe('rng');
    expect(bannerGroupForPath('/live/')).toBe('live');
  });

  it.each([
    '/noticePage',
    '/game',
    '/join',
    '/seamless',
    '/fbsports',
    '/helpmc',
    '/download',
    '/homepage',
    '/index/extra',
    '/unknown',
    '/RNG',
    '/constructor',
    '/toString',
  ])('shows no carousel on %s', (path) => {
    expect(bannerGroupForPath(path)).toBeNull();
  });
});
