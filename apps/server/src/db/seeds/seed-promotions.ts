import { nowIso } from '../time.js';
import { daysBefore } from './seed-announcements.js';
import { cleanPromotionHtml } from '../../modules/promotions/promotion-record.js';
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
    if (!inserted) continue;
    await db
      .insertInto('promotion_contents')
      .values(
        Object.entries(seed.texts).map(([language, text]) => ({
          promotion_id: inserted.id,
          language,
          title: text.title,
          summary: text.summary,
          content: cleanPromotionHtml(renderRichText(text.content)),
          image_url: seed.bannerCode
            ? `/assets-cdn/${bannerImagePath(seed.bannerCode, language as 'EN')}`
            : null,
        })),
      )
      .execute();
  }
}
