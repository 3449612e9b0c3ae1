/**
 * The house slot's mathematics: 5 reels x 3 rows, 20 fixed paylines, 8 line symbols plus WILD
 * (substitutes for the line symbols and pays on its own) and SCATTER (pays anywhere by count, as a
 * multiple of the total stake). Line pays are left to right, 3 to 5 of a kind, integer multiples
 * of the line bet, so every win is an exact number of minor units with no rounding.
 */

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

export const SLOT_SYMBOLS = [
  'SEVEN',
  'BAR',
  'BELL',
  'MELON',
  'GRAPE',
  'ORANGE',
  'LEMON',
  'CHERRY',
  'WILD',
  'SCATTER',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const WILD = SLOT_SYMBOLS.indexOf('WILD');
export const SCATTER = SLOT_SYMBOLS.indexOf('SCATTER');

/** `PAYS[symbol][n - 1]`: the multiplier for n of a kind (of the line bet; SCATTER: of the stake). */
export const PAYS: readonly (readonly number[])[] = [
  [0, 0, 40, 150, 500], // SEVEN
  [0, 0, 25, 100, 300], // BAR
  [0, 0, 20, 60, 200], // BELL
  [0, 0, 15, 40, 150], // MELON
  [0, 0, 10, 30, 100], // GRAPE
  [0, 0, 8, 20, 80], // ORANGE
  [0, 0, 5, 15, 60], // LEMON
  [0, 0, 5, 10, 50], // CHERRY
  [0, 0, 50, 250, 1000], // WILD
  [0, 0, 2, 10, 50], // SCATTER
];

/** Each payline as the row shown on each reel (0 top, 1 middle, 2 bottom). */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/**
 * Spreads each symbol's copies evenly around the reel (copy k of c sits near (k + offset) / c of
 * the way round), so equal symbols do not bunch and SCATTERs stay far apart: with at most one
 * SCATTER in any 3-row window, the chance of seeing one on a reel is exactly 3 x copies / length.
 */
export function buildStrip(counts: readonly number[]): number[] {
  const slots: { key: number; symbol: number }[] = [];
  counts.forEach((count, symbol) => {
    const offset = (symbol + 1) / (counts.length + 1);
    for (let k = 0; k < count; k += 1) slots.push({ key: (k + offset) / count, symbol });
  });
  slots.sort((a, b) => a.key - b.key || a.symbol - b.symbol);
  return slots.map((slot) => slot.symbol);
}
