import { basisPoints } from '@portal/shared/bonus-math';
import type { GameCategory } from '@portal/shared/constants/site';

/** Percent of a category's valid turnover that counts (absent 100; 0 excluded). */
export type TurnoverWeights = Partial<Record<GameCategory | string, number>>;

/**
 * The part of a bet's valid turnover that counts towards a bonus, in hundredths of a minor unit:
 * exact, so that no fraction of a cent is lost bet by bet (see `addTurnover`).
 */
export function weightedHundredths(
  validTurnover: bigint,
  category: string,
  weights: TurnoverWeights,
): bigint {
  if (validTurnover <= 0n) return 0n;
  const weight = weights[category] ?? 100;
  if (weight <= 0) return 0n;
  return validTurnover * BigInt(Math.min(100, Math.floor(weight)));
}

/**
 * Adds weighted turnover (hundredths of a minor unit) to a bonus's counted turnover and the
 * fraction it carries: whole minor units go to `played`, the rest (0 to 99 hundredths) waits for
 * the next bet. So the total counted is always the floor of the exact weighted sum, never the sum
 * of floors: two live bets of 3.75 at 50 % count 3.75, not 3.74.
 */
export function addTurnover(
  counted: { played: bigint; carry: bigint },
  hundredths: bigint,
): { played: bigint; carry: bigint } {
  const total = counted.carry + hundredths;
  return { played: counted.played + total / 100n, carry: total % 100n };
}

/** The whole minor units of weighted turnover of the given bets, together. */
export function weightedTurnover(
  bets: ReadonlyArray<{ validTurnover: bigint; category: string }>,
  weights: TurnoverWeights,
): bigint {
  let hundredths = 0n;
  for (const bet of bets)
    hundredths += weightedHundredths(bet.validTurnover, bet.category, weights);
  return hundredths / 100n;
}

export { basisPoints, depositMatch } from '@portal/shared/bonus-math';

/** Cashback of one day: per category, rate x (net loss or valid turnover), capped, floored. */
export function cashbackAmount(
  perCategory: ReadonlyArray<{ category: string; stake: bigint; payout: bigint }>,
  terms: {
    basis: 'net_loss' | 'valid_turnover';
    rates: Partial<Record<string, number>>;
    cap: bigint;
    minPayout: bigint;
  },
): bigint {
  let total = 0n;
  for (const row of perCategory) {
    const rate = terms.rates[row.category];
    if (!rate) continue;
    const base = terms.basis === 'net_loss' ? row.stake - row.payout : row.stake;
    if (base <= 0n) continue;
    total += (base * basisPoints(rate)) / 10_000n;
  }
  if (total > terms.cap) total = terms.cap;
  return total < terms.minPayout || total <= 0n ? 0n : total;
}
