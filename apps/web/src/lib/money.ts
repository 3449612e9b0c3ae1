import { formatMoney, toMinor } from '@portal/shared/money';

/**
 * How the site writes money, in the portal and on the house game page alike (this module reads no
 * portal state, so the house page's separate build can use it): "RM 1,234.50", the symbol, a
 * space, then the amount with 2 decimals and comma thousands (spec section 9). The server writes
 * its messages with the same functions (packages/shared/src/money.ts).
 */
export { currencySymbol, formatCurrency } from '@portal/shared/money';

/** An API amount (a decimal number, at most 2 places) as "1,234.50", exactly. */
export const formatAmount = (amount: number): string => formatMoney(toMinor(amount.toFixed(2)));

/** An amount with its direction: "+1,234.50", "−20.00" (a true minus sign). */
export const signedAmount = (amount: number): string =>
  `${amount < 0 ? '−' : '+'}${formatAmount(Math.abs(amount))}`;

/**
 * A number that is not money (a multiplier, odds, a percentage) with `places` decimals and comma
 * thousands: "1,000.00".
 */
export function formatDecimal(value: number, places = 2): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(places).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A multiplier as the house games and the winners board write it: 2 decimals, comma thousands,
 * then the times sign ("2.35×", "1,000.00×").
 */
export const formatMultiplier = (value: number): string => `${formatDecimal(value)}×`;
