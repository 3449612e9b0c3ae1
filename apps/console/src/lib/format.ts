import { SITE_UTC_OFFSET_MINUTES } from '@portal/shared/site-day';

/**
 * Amounts travel as numbers of the currency's major unit with at most 2 decimals; the console
 * shows them with grouping and always 2 decimals, in the console's language.
 */
export function formatAmount(amount: number | string | null | undefined, locale = 'en'): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

export function formatCount(count: number | null | undefined, locale = 'en'): string {
  return count === null || count === undefined ? '—' : new Intl.NumberFormat(locale).format(count);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A time as the site writes it: `2026-11-28 14:03:05`, in the site's operating time zone
 * (GMT+8), which is what members and agents read on the portal.
 */
export function formatSiteTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const site = new Date(time.getTime() + SITE_UTC_OFFSET_MINUTES * 60_000);
  return `${site.getUTCFullYear()}-${pad(site.getUTCMonth() + 1)}-${pad(site.getUTCDate())} ${pad(site.getUTCHours())}:${pad(site.getUTCMinutes())}:${pad(site.getUTCSeconds())}`;
}

/** An age in seconds as a queue shows it: 45 s, 12 min, 3 h 05 min, 2 d 4 h. */
export function formatAge(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${pad(minutes % 60)} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
