import { beforeAll, describe, expect, it } from 'vitest';
import {
  operatorBannerSchema,
  operatorBannersPageSchema,
  type BannerInput,
} from '@portal/shared/schemas/content-operator/banners';
import { bannersValueSchema } from '@portal/shared/schemas/system';
import { z } from 'zod';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, contentVersion, operatorCall, uploadImage } from '../../../test/content.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

let admin: { headers: Record<string, string> };
let viewer: { headers: Record<string, string> };
let finance: { headers: Record<string, string> };

beforeAll(async () => {
  [admin, viewer, finance] = await Promise.all([
    staffWithToken(t, 'admin'),
    staffWithToken(t, 'viewer'),
    staffWithToken(t, 'finance'),
  ]);
});

const publicBanners = async (group: string, language = 'EN') =>
  expectValue(
    await t.app.inject({ url: `/wps/system/banners?groupName=${group}`, headers: { language } }),
    bannersValueSchema,
  );

async function bannerInput(overrides: Partial<BannerInput> = {}): Promise<BannerInput> {
  const image = await uploadImage(t, admin.headers);
  return {
    groupName: 'help',
    imagePath: image.path,
    linkageType: 'ROUTE',
    linkage: '/promotions',
    enabled: true,
    startTime: null,
    endTime: null,
    translations: { EN: { title: 'Weekend reload', imagePath: null } },
    ...overrides,
  };
}

const create = async (input: BannerInput) =>
  expectValue(
    await operatorCall(t, 'POST', '/wps/operator/banners', admin.headers, input),
    operatorBannerSchema,
  );

describe('GET /wps/operator/banners', () => {
  it('lists every group in carousel order with paging, for the roles that read content', async () => {
    const page = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/banners?pageSize=100', viewer.headers),
      operatorBannersPageSchema,
    );
    expect(page.total).toBeGreaterThan(10);
    expect(page).toMatchObject({ page: 1, pageSize: 100 });
    const home = page.list.filter((banner) => banner.groupName === 'home');
    expect(home.map((b) => b.sort)).toEqual([...home.map((b) => b.sort)].sort((a, b) => a - b));
    expect(page.list[0]?.translations.EN?.title).toBeTruthy();
    expect(page.list[0]?.imageUrl).toMatch(/^\/assets-cdn\/banners\//);
  });

  it('filters by group, state and title in any language', async () => {
    const scheduled = await create(
      await bannerInput({
        groupName: 'download',
        startTime: new Date(Date.now() + 3_600_000).toISOString(),
        translations: { CN: { title: '下载专享礼包', imagePath: null } },
      }),
    );
    const query = async (search: string) =>
      expectValue(
        await operatorCall(t, 'GET', `/wps/operator/banners?${search}`, admin.headers),
        operatorBannersPageSchema,
      ).list.map((b) => b.id);
    expect(await query('groupName=download&state=scheduled')).toEqual([scheduled.id]);
    expect(await query(`q=${encodeURIComponent('专享')}`)).toEqual([scheduled.id]);
    expect(await query('groupName=download&state=live')).not.toContain(scheduled.id);
  });

  it('streams the filtered list as CSV', async () => {
    const response = await operatorCall(
      t,
      'GET',
      '/wps/operator/banners?groupName=home&format=csv',
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/banners-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toContain('id,group,order,state');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'home')).toBe(true);
  });

  it('refuses a missing token, a role without content.read and bad parameters', async () => {
    expectError(await operatorCall(t, 'GET', '/wps/operator/banners'), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/banners', finance.headers),
      403,
      'STAFF_FORBIDDEN',
    );
    for (const query of ['pageSize=101', 'sort=title', 'state=gone', 'groupName=casino'])
      expectError(
        await operatorCall(t, 'GET', `/wps/operator/banners?${query}`, admin.headers),
        400,
        'VALIDATION_FAILED',
      );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/banners/999999', admin.headers),
      404,
      'NOT_FOUND',
    );
  });
});

describe('POST /wps/operator/banners', () => {
  it('adds a banner the site shows at once, with its uploaded art, and audits it', async () => {
    const before = await contentVersion(t);
    const input = await bannerInput({
      translations: {
        EN: { title: 'Help banner', imagePath: null },
        CN: { title: '帮助横幅', imagePath: (await uploadImage(t, admin.headers)).path },
      },
    });
    const banner = await create(input);
    expect(banner).toMatchObject({ groupName: 'help', state: 'live', enabled: true });
    expect(banner.imageUrl).toBe(`/assets-cdn/${input.imagePath}`);
    expect(await contentVersion(t)).toBeGreaterThan(before);

    const english = (await publicBanners('help')).find((b) => b.bannerId === banner.id);
    expect(english).toMatchObject({
      title: 'Help banner',
      linkageType: 'ROUTE',
      linkage: '/promotions',
    });
    expect(english?.url).toBe(`/assets-cdn/${input.imagePath}`);
    const chinese = (await publicBanners('help', 'CN')).find((b) => b.bannerId === banner.id);
    expect(chinese?.url).toBe(banner.translations.CN?.imageUrl);
    const image = await t.app.inject({ url: english!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const [line] = await auditLines(t, 'banner.create', `banner:${banner.id}`);
    expect(line?.details).toMatchObject({ groupName: 'help', languages: ['EN', 'CN'] });
  });

  it('keeps a scheduled banner off the site until its start and after its end', async () => {
    const later = await create(
      await bannerInput({ startTime: new Date(Date.now() + 60_000).toISOString() }),
    );
    const over = await create(
      await bannerInput({
        startTime: new Date(Date.now() - 120_000).toISOString(),
        endTime: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect([later.state, over.state]).toEqual(['scheduled', 'ended']);
    const shown = (await publicBanners('help')).map((b) => b.bannerId);
    expect(shown).not.toContain(later.id);
    expect(shown).not.toContain(over.id);
  });

  it('refuses links the site would not open, a bad schedule and art never uploaded', async () => {
    const refused = async (input: unknown) =>
      expectError(
        await operatorCall(t, 'POST', '/wps/operator/banners', admin.headers, input),
        400,
        'VALIDATION_FAILED',
      );
    const base = await bannerInput();
    await refused({ ...base, linkageType: 'URL', linkage: 'javascript:alert(1)' });
    await refused({ ...base, linkageType: 'ROUTE', linkage: '//evil.example' });
    await refused({ ...base, linkageType: null, linkage: '/promotions' });
    await refused({
      ...base,
      startTime: '2030-01-02T00:00:00Z',
      endTime: '2030-01-01T00:00:00Z',
    });
    await refused({ ...base, translations: {} });
    await refused({ ...base, imagePath: '../../etc/passwd' });
    await refused({ ...base, extra: true });
    const body = await refused({ ...base, imagePath: `uploads/${'a'.repeat(64)}.png` });
    expect(body.details).toEqual([{ path: 'imagePath', reason: 'image_not_uploaded' }]);
  });

  it('is refused without a token and to a role that only reads content', async () => {
    const input = await bannerInput();
    expectError(
      await operatorCall(t, 'POST', '/wps/operator/banners', {}, input),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expectError(
      await operatorCall(t, 'POST', '/wps/operator/banners', viewer.headers, input),
      403,
      'STAFF_FORBIDDEN',
    );
  });
});

describe('PUT /wps/operator/banners/:id', () => {
  it('changes texts, switches a banner off and on, the site following each change', async () => {
    const input = await bannerInput();
    const banner = await create(input);
    const updated = expectValue(
      await operatorCall(t, 'PUT', `/wps/operator/banners/${banner.id}`, admin.headers, {
        ...input,
        translations: { EN: { title: 'Renamed', imagePath: null } },
        updatedAt: banner.updatedAt,
      }),
      operatorBannerSchema,
    );
    expect(updated.translations.EN?.title).toBe('Renamed');
    expect((await publicBanners('help')).find((b) => b.bannerId === banner.id)?.title).toBe(
      'Renamed',
    );

    await operatorCall(t, 'PUT', `/wps/operator/banners/${banner.id}`, admin.headers, {
      ...input,
      enabled: false,
    });
    expect((await publicBanners('help')).map((b) => b.bannerId)).not.toContain(banner.id);
    const [line] = await auditLines(t, 'banner.update', `banner:${banner.id}`);
    expect(line?.details).toMatchObject({ enabled: false });
  });

  it('answers CONFLICT when the banner changed after the editor loaded it', async () => {
    const input = await bannerInput();
    const banner = await create(input);
    await operatorCall(t, 'PUT', `/wps/operator/banners/${banner.id}`, admin.headers, {
      ...input,
      linkage: '/help',
    });
    const stale = await operatorCall(
      t,
      'PUT',
      `/wps/operator/banners/${banner.id}`,
      admin.headers,
      {
        ...input,
        updatedAt: '2020-01-01T00:00:00.000Z',
      },
    );
    expectError(stale, 409, 'CONFLICT');
    expect((await auditLines(t, 'banner.update', `banner:${banner.id}`)).length).toBe(1);
  });

  it('moves a banner to the end of another group', async () => {
    const input = await bannerInput();
    const banner = await create(input);
    const moved = expectValue(
      await operatorCall(t, 'PUT', `/wps/operator/banners/${banner.id}`, admin.headers, {
        ...input,
        groupName: 'shop',
      }),
      operatorBannerSchema,
    );
    const shop = await publicBanners('shop');
    expect(shop.at(-1)?.bannerId).toBe(moved.id);
  });

  it('answers 404 for an unknown banner and 403 to a reader', async () => {
    const input = await bannerInput();
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/banners/999999', admin.headers, input),
      404,
      'NOT_FOUND',
    );
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/banners/1', viewer.headers, input),
      403,
      'STAFF_FORBIDDEN',
    );
  });
});

describe('DELETE /wps/operator/banners/:id', () => {
  it('deletes a banner from the site and audits it; a second delete is 404', async () => {
    const banner = await create(await bannerInput());
    const url = `/wps/operator/banners/${banner.id}`;
    expectError(await operatorCall(t, 'DELETE', url, viewer.headers), 403, 'STAFF_FORBIDDEN');
    expectValue(await operatorCall(t, 'DELETE', url, admin.headers), z.null());
    expect((await publicBanners('help')).map((b) => b.bannerId)).not.toContain(banner.id);
    expectError(await operatorCall(t, 'DELETE', url, admin.headers), 404, 'NOT_FOUND');
    expectError(await operatorCall(t, 'DELETE', url), 401, 'STAFF_NOT_LOGGED_IN');
    expect(await auditLines(t, 'banner.delete', `banner:${banner.id}`)).toHaveLength(1);
  });
});

describe('PUT /wps/operator/banners/order', () => {
  it("sets a group's carousel order, which the site follows", async () => {
    const ids = (await publicBanners('home')).map((b) => b.bannerId);
    const reversed = [...ids].reverse();
    const list = expectValue(
      await operatorCall(t, 'PUT', '/wps/operator/banners/order', admin.headers, {
        groupName: 'home',
        ids: reversed,
      }),
      z.array(operatorBannerSchema),
    );
    expect(list.map((b) => b.id)).toEqual(reversed);
    expect((await publicBanners('home')).map((b) => b.bannerId)).toEqual(reversed);
    const [line] = await auditLines(t, 'banner.reorder', 'banner_group:home');
    expect(line?.details).toEqual({ ids: reversed });
  });

  it('answers CONFLICT when the ids are not exactly the group, 400 on repeated ids', async () => {
    const ids = (await publicBanners('live')).map((b) => b.bannerId);
    const order = (body: unknown, headers = admin.headers) =>
      operatorCall(t, 'PUT', '/wps/operator/banners/order', headers, body);
    expectError(await order({ groupName: 'live', ids: ids.slice(1) }), 409, 'CONFLICT');
    expectError(await order({ groupName: 'live', ids: [...ids, 999999] }), 409, 'CONFLICT');
    expectError(await order({ groupName: 'live', ids: [1, 1] }), 400, 'VALIDATION_FAILED');
    expectError(await order({ groupName: 'live', ids }, viewer.headers), 403, 'STAFF_FORBIDDEN');
    expectError(await order({ groupName: 'live', ids }, {}), 401, 'STAFF_NOT_LOGGED_IN');
  });
});
