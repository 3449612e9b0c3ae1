import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import { VENDORS_PER_NAV_CATEGORY, VENDOR_ARROWS_ABOVE } from '@portal/shared/constants/limits';
import { gameListValueSchema } from '@portal/shared/schemas/games';
import { gameMenusValueSchema, whitelabelValueSchema } from '@portal/shared/schemas/system';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createVendor } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { demoCatalogue } from '../../db/seeds/content/game-catalogue.js';
import { SettingsRepository } from '../../platform/settings/settings.repository.js';
import { LOTTERY_GAMES } from '../lottery/lottery-games.js';

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

  it('counts each catalogue vendor cards from its enabled games', async () => {
    const catalogueVendors = new Set(
      demoCatalogue().map((game) => `${game.category}:${game.vassalage}`),
    );
    const value = await menus();
    for (const menu of value) {
      for (const vendor of menu.vendors) {
        // Vendors made by other tests, and the lottery's own, have no catalogue rows.
        if (!catalogueVendors.has(`${menu.gameCategory}:${vendor.vassalage}`)) continue;
        const list = expectValue(
          await t.app.inject({
            url: `/wps/relay/GCSGAME_gameList?gameType=${menu.gameCategory}&vassalage=${vendor.vassalage}&pageSize=1`,
          }),
          gameListValueSchema,
        );
        expect(vendor.cards, `${menu.gameCategory} ${vendor.vassalage}`).toBe(list.total);
      }
    }
    const aurora = () =>
      menus().then((all) => all[0]!.vendors.find((vendor) => vendor.vassalage === 'AURORA')!.cards);
    expect(await aurora()).toBe(30);
    const off = () => t.db.updateTable('games').where('node_id', '=', 'AURORA-RNG-030');
    await off().set({ enabled: 0 }).execute();
    try {
      // The catalogue change moved the content version: the very next menus count again.
      expect(await aurora()).toBe(29);
    } finally {
      await off().set({ enabled: 1 }).execute();
    }
    expect(await aurora()).toBe(30);
  });

  it("counts the lottery's own vendors by their lottery games (decision 035)", async () => {
    const vendors = (await menus()).flatMap((menu) => menu.vendors);
    const traditional = LOTTERY_GAMES.filter((game) => game.kind === 'traditional').length;
    expect(vendors.find((vendor) => vendor.vassalage === 'LOTT')!.cards).toBe(traditional);
    expect(vendors.find((vendor) => vendor.vassalage === 'ELOTT')!.cards).toBe(3);
  });

  it('lists the e-sports and cockfight vendors that the site settings name', async () => {
    const sports = (await menus()).find((menu) => menu.gameCategory === 'SPORTS')!;
    const codes = sports.vendors.map((vendor) => vendor.vassalage);
    expect(codes).toEqual(expect.arrayContaining(['TF', 'IA', 'SV3']));
    const { site } = expectValue(
      await t.app.inject({ url: '/wps/system/whitelabel' }),
      whitelabelValueSchema,
    ).info;
    expect(site.esportsProviders).toEqual(['TF', 'IA']);
    expect(site.cockfightProviders).toEqual(['SV3']);
    for (const code of ['tf', 'ia', 'sv3']) {
      expect((await t.app.inject({ url: `/assets-cdn/vendors/${code}.svg` })).statusCode).toBe(200);
    }
  });

  it('names the cockfight vendors in a site setting stored before the field existed', async () => {
    const stored = await t.app.services.settings.get('site');
    const { cockfightProviders: _omitted, ...older } = stored;
    await new SettingsRepository(t.db).save('site', older);
    try {
      expect((await t.app.services.settings.get('site')).cockfightProviders).toEqual(['SV3']);
    } finally {
      await t.app.services.settings.set('site', stored);
    }
  });
});
