import {
  formatCurrency as formatCurrencyIn,
  formatMoney as formatMoneyIn,
  numberMarks,
  toMinor,
} from '@portal/shared/money';

/**
 * How the site writes money, in the portal and on the house game page alike (this module reads no
 * portal state, so the house page's separate build can use it): "RM 1,234.50", the symbol, a
 * space, then the amount with 2 decimals, in the marks of the interface language ("RM 1.234,50"
 * in Spanish, "RM 12,34,567.00" in Hindi). The server writes its messages with the same functions
 * (packages/shared/src/money.ts). The language is set once by whichever build starts
 * (lib/i18n.ts, house/lib/house-i18n.ts) and again on every change of language.
 */
let displayLanguage: string | undefined;

/** Sets the language of the marks (undefined: back to the spec's marks). */
export function setMoneyLanguage(language: string | undefined): void {
  displayLanguage = language;
}

/** The language whose marks money is written and read in (undefined: the spec's marks). */
export const moneyLanguage = (): string | undefined => displayLanguage;

export { currencySymbol } from '@portal/shared/money';

/** Money with its symbol in the interface language's marks: "RM 1,234.50". */
export const formatCurrency = (amount: number | bigint, symbol: string): string =>
  formatCurrencyIn(amount, symbol, displayLanguage);

/** Minor units as "1,234.50" in the interface language's marks. */
export const formatMoney = (minor: bigint | number): string =>
  formatMoneyIn(minor, displayLanguage);

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
  const marks = numberMarks(displayLanguage);
  const [whole = '0', fraction] = Math.abs(value).toFixed(places).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group);
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `${marks.decimal}${fraction}` : ''}`;
}

/**
 * A multiplier as the house games and the winners board write it: 2 decimals, comma thousands,
 * then the times sign ("2.35×", "1,000.00×").
 */
export const formatMultiplier = (value: number): string => `${formatDecimal(value)}×`;
