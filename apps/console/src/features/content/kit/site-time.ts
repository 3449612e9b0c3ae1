import { SITE_UTC_OFFSET_MINUTES } from '@portal/shared/site-day';

/**
 * Schedules are picked in the site's time zone (GMT+8), as every time in the console is shown:
 * a `datetime-local` input holds 'YYYY-MM-DDTHH:mm' on that clock.
 */
const OFFSET_MS = SITE_UTC_OFFSET_MINUTES * 60_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An instant as a `datetime-local` value on the site's clock; '' for none. */
export function toSiteInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value on the site's clock as an ISO instant; null when empty or unreadable. */
export function fromSiteInput(value: string): string | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number) as number[];
  return new Date(Date.UTC(y!, m! - 1, d!, h!, min!) - OFFSET_MS).toISOString();
}
