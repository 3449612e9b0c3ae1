import type { SlotSpinValue } from '@portal/shared/schemas/house-games';

type Win = SlotSpinValue['wins'][number];

export const cellKey = (row: number, reel: number) => `${row}:${reel}`;

/**
 * The cells that made the wins: a line win counts from the leftmost reel along its payline, a
 * scatter win (line null) is every cell showing the scatter.
 */
export function winningCells(
  grid: readonly (readonly string[])[],
  paylines: readonly (readonly number[])[],
  wins: readonly Win[],
): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) {
    if (win.line === null) {
      grid.forEach((row, rowIndex) =>
        row.forEach((symbol, reel) => {
          if (symbol === win.symbol) cells.add(cellKey(rowIndex, reel));
        }),
      );
      continue;
    }
    const payline = paylines[win.line];
    if (!payline) continue;
    for (let reel = 0; reel < win.count && reel < payline.length; reel += 1) {
      cells.add(cellKey(payline[reel]!, reel));
    }
  }
  return cells;
}

/** A window to show before the first spin: the symbols in paytable order, no outcome implied. */
export function idleGrid(symbols: readonly string[], rows: number, reels: number): string[][] {
  return Array.from({ length: rows }, (_, row) =>
    Array.from(
      { length: reels },
      (_, reel) => symbols[(row * 2 + reel * 3) % symbols.length] ?? '',
    ),
  );
}
