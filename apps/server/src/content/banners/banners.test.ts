import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { BANNER_GROUPS } from '@portal/shared/constants/site';
import { bannersValueSchema } from '@portal/shared/schemas/system';
import { demoBanners } from '../../db/seeds/content/banners.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createBanner } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

const banners = async (query = '', language = 'EN') =>
  expectValue(
    await t.app.inject({ url: `/wps/system/banners${query}`, headers: { language } }),
    bannersValueSchema,
  );

const demoCodes = demoBanners.map((banner) => banner.code);

/** The demo banners by id: banners made by a test have no image files behind them. */
async function seededIds(): Promise<Map<number, string>> {
  const rows = await t.db
    .selectFrom('banners')
    .select(['id', 'code'])
    .where('code', 'in', demoCodes)
    .execute();
  return new Map(rows.map((row) => [row.id, row.code]));
}

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

  it('shows each banner in the request language, its text drawn into the art', async () => {
    const ids = await seededIds();
    const chinese = (await banners('', 'CN')).filter((banner) => ids.has(banner.bannerId));
    const english = (await banners('', 'EN')).filter((banner) => ids.has(banner.bannerId));
    expect(chinese).toHaveLength(demoBanners.length);
    expect(chinese.every((banner) => banner.url.endsWith('.cn.svg'))).toBe(true);
    expect(english.every((banner) => banner.url.endsWith('.en.svg'))).toBe(true);

    const welcome = chinese.find((banner) => ids.get(banner.bannerId) === 'home-welcome')!;
    const image = await t.app.inject({ url: welcome.url });
    expect(image.body).toContain(
      demoBanners.find((b) => b.code === 'home-welcome')!.art.headline.CN,
    );
    expect(image.body).toContain('lang="zh-CN"');
  });

  it('serves every banner image of every language as SVG', async () => {
    const ids = await seededIds();
    for (const language of LANGUAGE_CODES) {
      const urls = (await banners('', language))
        .filter((banner) => ids.has(banner.bannerId))
        .map((banner) => banner.url);
      expect(new Set(urls).size, language).toBe(demoBanners.length);
      for (const url of urls) {
        const image = await t.app.inject({ url });
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type'], url).toContain('image/svg+xml');
      }
    }
  });

  it("falls back to EN's image, then to the banner's own, when a language has none", async () => {
    const withImages = await createBanner(t.db, {
      group: 'shop',
      titles: { CN: '中文', MY: 'Melayu' },
      images: { EN: 'banners/shop-points.en.svg', CN: 'banners/shop-points.cn.svg' },
    });
    const without = await createBanner(t.db, { group: 'shop' });
    const url = async (language: string, id: number) =>
      (await banners('?groupName=shop', language)).find((b) => b.bannerId === id)?.url;
    expect(await url('CN', withImages.id)).toBe('/assets-cdn/banners/shop-points.cn.svg');
    expect(await url('MY', withImages.id)).toBe('/assets-cdn/banners/shop-points.en.svg');
    expect(await url('TH', withImages.id)).toBe('/assets-cdn/banners/shop-points.en.svg');
    expect(await url('CN', without.id)).toBe(`/assets-cdn/banners/${without.code}.svg`);
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
