import { describe, expect, it } from 'vitest';
import { bannerImageSrc, bannerTarget } from './banner-link';

describe('bannerTarget', () => {
  it('is not clickable without a linkage type', () => {
    expect(bannerTarget({ linkage: 'https://example.com' })).toBeNull();
  });

  it('opens a URL link outside the site only for http and https', () => {
    expect(bannerTarget({ linkageType: 'URL', linkage: 'https://example.com/a' })).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(bannerTarget({ linkageType: 'URL', linkage: 'javascript:alert(1)' })).toBeNull();
  });

  it('navigates to a site path for a ROUTE link and refuses protocol-relative ones', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '/promotions' })).toEqual({
      kind: 'route',
      to: '/promotions',
    });
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '//evil.example' })).toBeNull();
  });

  it('opens the promotion detail with the promotion id', () => {
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: '42' })).toEqual({
      kind: 'route',
      to: '/promoDetail?id=42',
    });
  });

  it('opens the game page with the linkage as its query', () => {
    expect(bannerTarget({ linkageType: 'GAME', linkage: 'gameCode=AB1&vendor=PG' })).toEqual({
      kind: 'route',
      to: '/game?gameCode=AB1&vendor=PG',
    });
  });
});

describe('bannerImageSrc', () => {
  it('prefixes the path with the CDN host', () => {
    expect(bannerImageSrc('/assets-cdn/b/1.jpg', 'https://cdn.example.com/')).toBe(
      'https://cdn.example.com/assets-cdn/b/1.jpg',
    );
  });

  it('keeps the site-relative path when there is no CDN', () => {
    expect(bannerImageSrc('/assets-cdn/b/1.jpg', '')).toBe('/assets-cdn/b/1.jpg');
  });
});
