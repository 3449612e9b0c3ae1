import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@portal/shared/schemas/system';
import { siteCdn } from '../../api/get-whitelabel';
import { ApiFailure, buildWhitelabel, mockApi } from '../../components/ui/test-utils';
import { preloadFirstBanner } from './preload-first-banner';

const banner = (bannerId: number, groupName: Banner['groupName'], url: string): Banner => ({
  bannerId,
  groupName,
  url,
  title: `Banner ${bannerId}`,
});

const BANNERS = [
  banner(1, 'home', '/assets-cdn/banners/home-welcome.en.svg'),
  banner(2, 'promotions', '/assets-cdn/banners/promotions-weekly.en.svg'),
  banner(3, 'promotions', '/assets-cdn/banners/promo-lucky-draw.en.svg'),
];

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => ({ href: link.getAttribute('href'), priority: link.getAttribute('fetchpriority') }),
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  vi.unstubAllGlobals();
});

describe('preloadFirstBanner', () => {
  it("preloads the first banner of the page's group, at high priority", async () => {
    mockApi({
      '/wps/system/banners': BANNERS,
      '/wps/system/whitelabel': { info: buildWhitelabel() },
    });
    const href = await preloadFirstBanner(client(), '/promotions', 'EN');
    expect(href).toBe('/assets-cdn/banners/promotions-weekly.en.svg');
    expect(preloads()).toEqual([{ href, priority: 'high' }]);
  });

  it('takes the image from the CDN host the carousel will use', async () => {
    const hosts = ['https://cdn-a.example', 'https://cdn-b.example', 'https://cdn-c.example'];
    mockApi({
      '/wps/system/banners': BANNERS,
      '/wps/system/whitelabel': { info: buildWhitelabel({ imageCDNs: hosts }) },
    });
    const href = await preloadFirstBanner(client(), '/', 'EN');
    const host = siteCdn(hosts);
    expect(hosts).toContain(host);
    expect(href).toBe(`${host}/assets-cdn/banners/home-welcome.en.svg`);
  });

  it('asks for nothing on a page without banners', async () => {
    const api = mockApi({});
    expect(await preloadFirstBanner(client(), '/memberCentre', 'EN')).toBeNull();
    expect(api).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it("preloads nothing when the page's group has no banner", async () => {
    mockApi({
      '/wps/system/banners': BANNERS,
      '/wps/system/whitelabel': { info: buildWhitelabel() },
    });
    expect(await preloadFirstBanner(client(), '/lottery', 'EN')).toBeNull();
    expect(preloads()).toEqual([]);
  });

  it('leaves the carousel to show a failed banner list', async () => {
    mockApi({
      '/wps/system/banners': new ApiFailure(500, 'SYSTEM_ERROR'),
      '/wps/system/whitelabel': { info: buildWhitelabel() },
    });
    expect(await preloadFirstBanner(client(), '/', 'EN')).toBeNull();
    expect(preloads()).toEqual([]);
  });
});

describe('siteCdn', () => {
  it('picks a host once for the page load, and the same one after', () => {
    const hosts = ['https://one.example', 'https://two.example', 'https://three.example'];
    const first = siteCdn(hosts);
    expect(hosts).toContain(first);
    for (let i = 0; i < 20; i += 1) expect(siteCdn([...hosts])).toBe(first);
    expect(siteCdn([])).toBe('');
  });
});
