import { fromMinor, toMinor } from '@portal/shared/money';

// The page writes money as the portal does (one formatter for both builds).
export { formatAmount, formatCurrency } from '../../lib/money';

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
  const cleaned = text.replace(/,/g, '').trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return null;
  const minor = toMinor(cleaned);
  return minor > 0n ? Number(fromMinor(minor)) : null;
}

/** A multiplier as the games show it: "x2.35". */
export const formatMultiplier = (value: number): string => `x${value.toFixed(2)}`;

/** A chip's face: "5", "2.5", "1k", "2.5k" (the exact amount is in its accessible name). */
export function formatChip(amount: number): string {
  const trim = (value: number) => value.toFixed(2).replace(/\.?0+$/, '');
  return amount >= 1000 ? `${trim(amount / 1000)}k` : trim(amount);
}
