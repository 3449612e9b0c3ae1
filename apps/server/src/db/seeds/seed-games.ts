import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import { nowIso } from '../time.js';
import { demoVendors } from './content/games.js';
import type { SeedDb } from './seed-types.js';

/** Icons live in apps/server/assets/vendors/<vassalage>.svg, one per vendor code. */
export function vendorIconPath(vassalage: string): string {
  return `vendors/${vassalage.toLowerCase()}.svg`;
}

export async function seedGames(db: SeedDb): Promise<void> {
  const now = nowIso();
  for (const [index, code] of GAME_CATEGORIES.entries()) {
    await db
      .insertInto('game_categories')
      .values({
        code,
        mod_id: code,
        enabled: 1,
        sort: (index + 1) * 10,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const vendors = demoVendors[code].map((vendor, position) => ({
      category_code: code,
      vassalage: vendor.vassalage,
      title: vendor.title,
      is_hot: vendor.isHot ? 1 : 0,
      cards: vendor.cards,
      icon_path: vendorIconPath(vendor.vassalage),
      maintenance: vendor.maintenance ? 1 : 0,
      enabled: 1,
      sort: (position + 1) * 10,
      created_at: now,
      updated_at: now,
    }));
    await db
      .insertInto('vendors')
      .values(vendors)
      .onConflict((oc) => oc.columns(['category_code', 'vassalage']).doNothing())
      .execute();
  }
}
