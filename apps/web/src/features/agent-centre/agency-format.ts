import { formatAmount, signedAmount } from '../../lib/money';

/** The name key of an account type in the agency namespace (decision 031). */
export function accountTypeKey(type: number): string {
  switch (type) {
    case 1:
      return 'types.masterAgent';
    case 2:
      return 'types.agent';
    case 41:
      return 'types.affiliate';
    case 42:
      return 'types.subAffiliate';
    default:
      return 'types.member';
  }
}

export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);

/** "+12.00", "−3.50", or "0.00" without a direction. */
export const signedOrZero = (amount: number): string =>
  amount === 0 ? formatAmount(0) : signedAmount(amount);

/** The tone of a profit or loss: 'up' above zero, 'down' below, none at zero. */
export const tone = (amount: number): 'up' | 'down' | undefined =>
  amount > 0 ? 'up' : amount < 0 ? 'down' : undefined;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A site day ("2026-11-21") in the interface's locale, e.g. "21 Nov 2026", whatever the zone. */
export function formatDay(day: string, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      numberingSystem: 'latn',
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

/** The site day of an instant in the interface language, e.g. "21 Nov 2026" (GMT+8). */
export { formatDate } from '@portal/shared/date-time';
