import { describe, expect, it } from 'vitest';
import { BANNER_GROUPS } from '@portal/shared/constants/site';
import { bannersValueSchema } from '@portal/shared/schemas/system';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createBanner } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

const banners = async (query = '', language = 'EN') =>
  expectValue(
    await t.app.inject({ url: `/wps/system/banners${query}`, headers: { language } }),
    bannersValueSchema,
  );

describe('GET /wps/system/banners', () => {
  it('returns banners for every banner group, several for home', async () => {
    const value = await banners();
    const groups = new Map<string, number>();
    for (const banner of value)
      groups.set(banner.groupName, (groups.get(banner.groupName) ?? 0) + 1);
    for (const group of BANNER_GROUPS) expect(groups.get(group), group).toBeGreaterThan(0);
    expect(groups.get('home')).toBeGreaterThan(1);
    expect([...groups.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(3);
    expect([...groups.values()]).toContain(1);
  });

  it('gives image paths under the assets base that the server serves', async () => {
    const value = await banners();
    expect(value.every((banner) => banner.url.startsWith('/assets-cdn/banners/'))).toBe(true);
    const image = await t.app.inject({ url: value[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toContain('max-age');
    expect(image.body).toContain('linearGradient');
  });

  it('carries a link only for clickable banners', async () => {
    const value = await banners();
    const types = new Set(value.map((banner) => banner.linkageType));
    expect(types).toEqual(new Set(['URL', 'ROUTE', 'PROMOTION', undefined]));
    for (const banner of value)
      expect(banner.linkage === undefined).toBe(banner.linkageType === undefined);
  });

  it('titles banners in the request language with an English fallback', async () => {
    const created = await createBanner(t.db, {
      group: 'shop',
      titles: { EN: 'English only', CN: '仅中文' },
    });
    const chinese = await banners('?groupName=shop', 'CN');
    const malay = await banners('?groupName=shop', 'MY');
    expect(chinese.find((b) => b.bannerId === created.id)?.title).toBe('仅中文');
    expect(malay.find((b) => b.bannerId === created.id)?.title).toBe('English only');
    expect(chinese.every((banner) => banner.groupName === 'shop')).toBe(true);
  });

  it('leaves out disabled banners', async () => {
    const hidden = await createBanner(t.db, { enabled: false });
    expect((await banners()).map((b) => b.bannerId)).not.toContain(hidden.id);
  });

  it('refuses an unknown group and unknown fields', async () => {
    expectError(
      await t.app.inject({ url: '/wps/system/banners?groupName=casino' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await t.app.inject({ url: '/wps/system/banners?page=1' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
