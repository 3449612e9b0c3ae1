import type { Language } from '@portal/shared/constants/languages';
import { nowIso } from '../time.js';
import { daysBefore } from './seed-announcements.js';
import { cleanRichHtml } from '../../lib/rich-html.js';
import { demoPromotions } from './content/promotions.js';
import { renderRichText } from './rich-text.js';
import { bannerImagePath } from './seed-banners.js';
import type { SeedDb } from './seed-types.js';

/** The demo promotions have run for a month before the demo was seeded and have no end. */
const DEMO_RUNNING_DAYS = 30;

/** The demo promotions with their content in every language, inserted when their code is missing. */
export async function seedPromotions(db: SeedDb, at = new Date()): Promise<void> {
  const now = nowIso(at);
  const start = daysBefore(at, DEMO_RUNNING_DAYS);
  for (const seed of demoPromotions) {
    const inserted = await db
      .insertInto('promotions')
      .values({
        code: seed.code,
        kind: seed.terms.kind,
        type: seed.type,
        badge: seed.badge,
        status: 'published',
        starts_at: start,
        ends_at: null,
        sort_order: seed.sortOrder,
        terms: JSON.stringify(seed.terms),
        eligibility: JSON.stringify(seed.eligibility),
        bonus_rules: JSON.stringify(seed.bonus),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      await fillMissingImages(db, seed.code, seed.bannerCode);
      continue;
    }
    await db
      .insertInto('promotion_contents')
      .values(
        Object.entries(seed.texts).map(([language, text]) => ({
          promotion_id: inserted.id,
          language,
          title: text.title,
          summary: text.summary,
          content: cleanRichHtml(renderRichText(text.content)),
          image_url: imageUrl(seed.bannerCode, language),
        })),
      )
      .execute();
  }
}

const imageUrl = (artCode: string | null, language: string): string | null =>
  artCode ? `/assets-cdn/${bannerImagePath(artCode, language as Language)}` : null;

/** A promotion an older seed left without an image gets its art; an operator's image stays. */
async function fillMissingImages(db: SeedDb, code: string, artCode: string | null): Promise<void> {
  if (!artCode) return;
  const promotion = await db
    .selectFrom('promotions')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (!promotion) return;
  const contents = await db
    .selectFrom('promotion_contents')
    .select('language')
    .where('promotion_id', '=', promotion.id)
    .where('image_url', 'is', null)
    .execute();
  for (const { language } of contents) {
    await db
      .updateTable('promotion_contents')
      .set({ image_url: imageUrl(artCode, language) })
      .where('promotion_id', '=', promotion.id)
      .where('language', '=', language)
      .where('image_url', 'is', null)
      .execute();
  }
}
