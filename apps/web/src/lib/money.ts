import { formatMoney, toMinor } from '@portal/shared/money';

/**
 * How the site writes money, in the portal and on the house game page alike (this module reads no
 * portal state, so the house page's separate build can use it): "RM 1,234.50", the symbol, a
 * space, then the amount with 2 decimals and comma thousands (spec section 9).
 */

/** An API amount (a decimal number, at most 2 places) as "1,234.50", exactly. */
export const formatAmount = (amount: number): string => formatMoney(toMinor(amount.toFixed(2)));

/** An amount (an API number, or minor units) after its currency symbol: "RM 1,234.50". */
export function formatCurrency(amount: number | bigint, symbol: string): string {
  const text = typeof amount === 'bigint' ? formatMoney(amount) : formatAmount(amount);
  return symbol ? `${symbol} ${text}` : text;
}

/** An amount with its direction: "+1,234.50", "−20.00" (a true minus sign). */
export const signedAmount = (amount: number): string =>
  `${amount < 0 ? '−' : '+'}${formatAmount(Math.abs(amount))}`;

const symbols = new Map<string, string>();

/**
 * The symbol the site writes for an ISO 4217 code where only the code is known ("MYR" -> "RM",
 * as the site setting `currencySymbol` writes it); the code itself when none is known.
 */
export function currencySymbol(code: string): string {
  let symbol = symbols.get(code);
  if (symbol === undefined) {
    try {
      symbol =
        new Intl.NumberFormat('en', {
          style: 'currency',
          currency: code,
          currencyDisplay: 'narrowSymbol',
        })
          .formatToParts(0)
          .find((part) => part.type === 'currency')?.value ?? code;
    } catch {
      // Not a currency code at all.
      symbol = code;
    }
    symbols.set(code, symbol);
  }
  return symbol;
}
