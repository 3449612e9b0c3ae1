import { PAYS, SCATTER, SLOT_ROWS, SLOT_SYMBOLS } from './slot-paytable.js';
import { evaluateLine } from './slot.js';

/** An exact fraction. */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

export interface TheoreticalRtp {
  /** Expected line pay per unit of line bet (the same for every payline). */
  lines: Ratio;
  /** Expected scatter pay per unit of total stake. */
  scatter: Ratio;
  total: Ratio;
}

export const ratioValue = (ratio: Ratio) => Number(ratio.numerator) / Number(ratio.denominator);

function symbolCounts(strip: readonly number[]): number[] {
  const counts = new Array<number>(SLOT_SYMBOLS.length).fill(0);
  for (const symbol of strip) counts[symbol]! += 1;
  return counts;
}

/**
 * The exact return to player of a set of strips. Every reel stop is equally likely, so the symbol
 * a payline sees on a reel is distributed as the strip's symbol frequencies, independently per
 * reel: the line return is the sum over every 5-symbol combination of its pay (by evaluateLine,
 * the engine's own rule, wilds included) times the product of the symbols' frequencies. Each
 * payline returns the same per unit of line bet, so the number of lines played does not change
 * it. A reel shows a SCATTER with chance 3 x copies / length (at most one per window, which the
 * strip layout guarantees), independently per reel; scatter pays are multiples of the stake.
 */
export function theoreticalRtp(strips: readonly (readonly number[])[]): TheoreticalRtp {
  const counts = strips.map(symbolCounts);
  const denominator = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);

  let linePays = 0n;
  const symbols = new Array<number>(strips.length);
  const visit = (reel: number, weight: bigint) => {
    if (reel === strips.length) {
      const win = evaluateLine(symbols);
      if (win) linePays += weight * BigInt(win.multiplier);
      return;
    }
    counts[reel]!.forEach((count, symbol) => {
      if (count === 0) return;
      symbols[reel] = symbol;
      visit(reel + 1, weight * BigInt(count));
    });
  };
  visit(0, 1n);

  let scatterPays = 0n;
  for (let mask = 0; mask < 1 << strips.length; mask += 1) {
    let weight = 1n;
    let shown = 0;
    strips.forEach((strip, reel) => {
      const seen = BigInt(SLOT_ROWS * counts[reel]![SCATTER]!);
      const on = (mask >> reel) & 1;
      shown += on;
      weight *= on ? seen : BigInt(strip.length) - seen;
    });
    const pay = shown > 0 ? PAYS[SCATTER]![shown - 1]! : 0;
    scatterPays += weight * BigInt(pay);
  }

  return {
    lines: { numerator: linePays, denominator },
    scatter: { numerator: scatterPays, denominator },
    total: { numerator: linePays + scatterPays, denominator },
  };
}
