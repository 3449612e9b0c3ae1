import {
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
  type Language,
} from '@portal/shared/constants/languages';
import { nowIso } from '../time.js';
import { demoBanners } from './content/banners.js';
import type { SeedDb } from './seed-types.js';

/** The demo art of a banner in one language: its headline, tagline and button are drawn in. */
export function bannerImagePath(code: string, language: Language): string {
  return `banners/${code}.${language.toLowerCase()}.svg`;
}

/** Before the art was drawn per language, the seed pointed banners at this one image. */
const languagelessImagePath = (code: string) => `banners/${code}.svg`;

export async function seedBanners(db: SeedDb): Promise<void> {
  const now = nowIso();
  for (const [index, banner] of demoBanners.entries()) {
    await db
      .insertInto('banners')
      .values({
        code: banner.code,
        group_name: banner.group,
        image_path: bannerImagePath(banner.code, FALLBACK_LANGUAGE),
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
        LANGUAGE_CODES.map((lang) => ({
          banner_id: id,
          lang,
          title: banner.titles[lang],
          image_path: bannerImagePath(banner.code, lang),
        })),
      )
      .onConflict((oc) => oc.columns(['banner_id', 'lang']).doNothing())
      .execute();
    await fillImagePaths(db, id, banner.code);
  }
}

/**
 * Databases seeded before the per-language art have rows without an image, and banners that
 * point at an image that is gone. Only those are filled in, so an operator's images stay.
 */
async function fillImagePaths(db: SeedDb, id: number, code: string): Promise<void> {
  for (const lang of LANGUAGE_CODES)
    await db
      .updateTable('banner_translations')
      .set({ image_path: bannerImagePath(code, lang) })
      .where('banner_id', '=', id)
      .where('lang', '=', lang)
      .where('image_path', 'is', null)
      .execute();
  await db
    .updateTable('banners')
    .set({ image_path: bannerImagePath(code, FALLBACK_LANGUAGE) })
    .where('id', '=', id)
    .where('image_path', '=', languagelessImagePath(code))
    .execute();
}
