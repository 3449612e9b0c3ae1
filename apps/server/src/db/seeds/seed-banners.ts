import { nowIso } from '../time.js';
import { demoBanners } from './content/banners.js';
import type { SeedDb } from './seed-types.js';

export function bannerImagePath(code: string): string {
  return `banners/${code}.svg`;
}

export async function seedBanners(db: SeedDb): Promise<void> {
  const now = nowIso();
  for (const [index, banner] of demoBanners.entries()) {
    await db
      .insertInto('banners')
      .values({
        code: banner.code,
        group_name: banner.group,
        image_path: bannerImagePath(banner.code),
        linkage_type: banner.linkageType ?? null,
        linkage: banner.linkage ?? null,
        enabled: 1,
        sort: (index + 1) * 10,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const { id } = await db
      .selectFrom('banners')
      .select('id')
      .where('code', '=', banner.code)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('banner_translations')
      .values(
        Object.entries(banner.titles).map(([lang, title]) => ({ banner_id: id, lang, title })),
      )
      .onConflict((oc) => oc.columns(['banner_id', 'lang']).doNothing())
      .execute();
  }
}
