import type { Announcement } from '@portal/shared/schemas/announcements';

/** The largest page the announcements call serves: every current promotion at once. */
export const PROMOTIONS_PAGE_SIZE = 100;

/** A promotion is running once its start time has come, and coming soon before. */
export type PromotionPhase = 'ongoing' | 'comingSoon';
export type PromotionFilter = 'all' | PromotionPhase;
export const PROMOTION_FILTERS: readonly PromotionFilter[] = ['all', 'ongoing', 'comingSoon'];

export function promotionPhase(promotion: Announcement, now: number = Date.now()): PromotionPhase {
  const start = Date.parse(promotion.startTime);
  return Number.isNaN(start) || start <= now ? 'ongoing' : 'comingSoon';
}

export function filterPromotions(
  list: readonly Announcement[],
  filter: PromotionFilter,
  now?: number,
) {
  return filter === 'all' ? [...list] : list.filter((item) => promotionPhase(item, now) === filter);
}

export function parsePromotionFilter(value: string | null): PromotionFilter {
  return PROMOTION_FILTERS.find((filter) => filter === value) ?? 'all';
}

// Building a formatter is far dearer than using one: one per locale.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
