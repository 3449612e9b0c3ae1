import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import { VENDORS_PER_NAV_CATEGORY, VENDOR_ARROWS_ABOVE } from '@portal/shared/constants/limits';
import { gameMenusValueSchema } from '@portal/shared/schemas/system';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createVendor } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

const menus = async () =>
  expectValue(await t.app.inject({ url: '/lgw/games/game_menus' }), gameMenusValueSchema);

describe('GET /lgw/games/game_menus', () => {
  it('lists every category in nav order with its vendors', async () => {
    const value = await menus();
    expect(value.map((menu) => menu.gameCategory)).toEqual([...GAME_CATEGORIES]);
    for (const menu of value) {
      expect(menu.vendors.length).toBeGreaterThan(0);
      expect(menu.vendors.every((vendor) => vendor.gameType === menu.gameCategory)).toBe(true);
    }
  });

  it('has a category past the nav cap and one that needs vendor arrows', async () => {
    const value = await menus();
    const sizes = value.map((menu) => menu.vendors.length);
    expect(Math.max(...sizes)).toBeGreaterThan(VENDORS_PER_NAV_CATEGORY);
    expect(sizes.filter((n) => n > VENDOR_ARROWS_ABOVE).length).toBeGreaterThanOrEqual(2);
  });

  it('points vendor icons at the served assets and marks hot and maintenance vendors', async () => {
    const rng = (await menus()).find((menu) => menu.gameCategory === 'RNG')!;
    expect(rng.vendors[0]).toMatchObject({
      vassalage: 'AURORA',
      title: 'Aurora Gaming',
      isHot: true,
    });
    expect(rng.vendors[0]!.icon).toBe('/assets-cdn/vendors/aurora.svg');
    expect(rng.vendors.some((vendor) => vendor.maintenance)).toBe(true);
    const icon = await t.app.inject({ url: rng.vendors[0]!.icon });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('leaves out a category whose whitelabel module is off', async () => {
    await t.app.services.whitelabel.setModuleEnabled('FISH', false);
    expect((await menus()).map((menu) => menu.gameCategory)).not.toContain('FISH');
    await t.app.services.whitelabel.setModuleEnabled('FISH', true);
    expect((await menus()).map((menu) => menu.gameCategory)).toContain('FISH');
  });

  it('shows enabled vendors and hides disabled ones', async () => {
    const shown = await createVendor(t.db, { category: 'PVP' });
    const hidden = await createVendor(t.db, { category: 'PVP', enabled: false });
    const pvp = (await menus()).find((menu) => menu.gameCategory === 'PVP')!;
    const codes = pvp.vendors.map((vendor) => vendor.vassalage);
    expect(codes.at(-1)).toBe(shown.vassalage);
    expect(codes).not.toContain(hidden.vassalage);
  });

  it('refuses query fields', async () => {
    expectError(
      await t.app.inject({ url: '/lgw/games/game_menus?category=RNG' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
