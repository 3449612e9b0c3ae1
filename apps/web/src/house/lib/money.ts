import { fromMinor, toMinor } from '@portal/shared/money';
import { formatAmount } from '../../lib/money';
import { parseAmountText } from '../../lib/amount-input';

// The page writes money and numbers as the portal does (one formatter for both builds).
export {
  formatAmount,
  formatCurrency,
  formatDecimal,
  formatMoney,
  formatMultiplier,
} from '../../lib/money';
export { amountFieldText } from '../../lib/amount-input';

/** An API amount (a decimal number, at most 2 places) in minor units, exactly. */
export const minorOf = (amount: number): bigint => toMinor(amount.toFixed(2));

/** A sum of API amounts, added in minor units so no float error creeps in. */
export function sumAmounts(amounts: readonly number[]): number {
  return Number(fromMinor(amounts.reduce((total, amount) => total + minorOf(amount), 0n)));
}

/** An amount times a whole count (a line bet times the lines). */
export function timesCount(amount: number, count: number): number {
  return Number(fromMinor(minorOf(amount) * BigInt(count)));
}

/**
 * A typed stake ("1,000.5" allowed) as a number with at most 2 decimals, or null when it is not
 * a positive amount.
 */
export function parseStake(text: string): number | null {
  const minor = parseAmountText(text);
  return minor !== null && minor < 10n ** 14n ? Number(fromMinor(minor)) : null;
}

/**
 * A chip's face: money with its 2 decimals like every other amount ("0.75", "7.50", "500.00");
 * from a thousand on, in thousands so it fits the chip ("1k", "2.5k"). The exact amount is in
 * its accessible name.
 */
export function formatChip(amount: number): string {
  if (amount < 1000) return formatAmount(amount);
  const thousands = Number(fromMinor(minorOf(amount) / 1000n));
  return `${String(thousands)}k`;
}
