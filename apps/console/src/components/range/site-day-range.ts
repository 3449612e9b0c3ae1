import { addSiteDays, isSiteDay, siteDayOf } from '@portal/shared/site-day';

export type Preset = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth';
export const PRESETS: Preset[] = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'];

/** The site day (GMT+8) now. */
export const siteToday = (now = new Date()) => siteDayOf(now);

export function presetRange(preset: Preset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addSiteDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7':
      return { from: addSiteDays(today, -6), to: today };
    case 'last30':
      return { from: addSiteDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/**
 * The range the URL asks for (`from`, `to`), the last 7 days when it asks for none; null when
 * it is not a range the server would take (a day that does not exist, or reversed).
 */
export function rangeOf(
  params: { from: string; to: string },
  today: string,
): { from: string; to: string } | null {
  const fallback = presetRange('last7', today);
  const from = params.from || params.to || fallback.from;
  const to = params.to || params.from || fallback.to;
  if (!isSiteDay(from) || !isSiteDay(to) || from > to) return null;
  return { from, to };
}
