import type { RouletteBet } from '@portal/shared/schemas/house-games';

export type BetKind = RouletteBet['kind'];
export type Colour = 'red' | 'black' | 'green';

/** The red numbers of a European wheel. */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function colourOf(number: number): Colour {
  if (number === 0) return 'green';
  return RED.has(number) ? 'red' : 'black';
}

/** One place on the board a chip can go. */
export interface Spot {
  key: string;
  kind: BetKind;
  value?: number;
  /** Grid placement across (wide board) and down (narrow board): column, row, spans. */
  across: [col: number, row: number, colSpan: number, rowSpan: number];
  down: [col: number, row: number, colSpan: number, rowSpan: number];
}

export const spotKey = (kind: BetKind, value?: number | null) =>
  value === undefined || value === null ? kind : `${kind}:${value}`;

/** The outside bets along the board's edge, in the usual order. */
const OUTSIDE: BetKind[] = ['low', 'even', 'red', 'black', 'odd', 'high'];

/**
 * The classic layout: across, zero on the left, three rows of numbers (3, 6, ... on top), the
 * columns' 2:1 on the right, dozens and outside bets below. Down (narrow frames) is the same
 * board turned a quarter so that 1, 2, 3 read left to right.
 */
function buildSpots(): Spot[] {
  const spots: Spot[] = [
    {
      key: spotKey('straight', 0),
      kind: 'straight',
      value: 0,
      across: [1, 1, 1, 3],
      down: [1, 1, 3, 1],
    },
  ];
  for (let number = 1; number <= 36; number += 1) {
    const column = Math.ceil(number / 3);
    const row = 3 - ((number - 1) % 3);
    spots.push({
      key: spotKey('straight', number),
      kind: 'straight',
      value: number,
      across: [column + 1, row, 1, 1],
      down: [4 - row, column + 1, 1, 1],
    });
  }
  for (let index = 1; index <= 3; index += 1) {
    spots.push({
      key: spotKey('column', index),
      kind: 'column',
      value: index,
      across: [14, 4 - index, 1, 1],
      down: [index, 14, 1, 1],
    });
  }
  for (let index = 1; index <= 3; index += 1) {
    const start = 2 + (index - 1) * 4;
    spots.push({
      key: spotKey('dozen', index),
      kind: 'dozen',
      value: index,
      across: [start, 4, 4, 1],
      down: [4, start, 1, 4],
    });
  }
  OUTSIDE.forEach((kind, index) => {
    const start = 2 + index * 2;
    spots.push({ key: spotKey(kind), kind, across: [start, 5, 2, 1], down: [5, start, 1, 2] });
  });
  return spots;
}

export const SPOTS: readonly Spot[] = buildSpots();

/** Whether a bet on this spot wins when `number` comes up. */
export function spotWins(spot: { kind: BetKind; value?: number }, number: number): boolean {
  switch (spot.kind) {
    case 'straight':
      return spot.value === number;
    case 'red':
    case 'black':
      return colourOf(number) === spot.kind;
    case 'odd':
      return number !== 0 && number % 2 === 1;
    case 'even':
      return number !== 0 && number % 2 === 0;
    case 'low':
      return number >= 1 && number <= 18;
    case 'high':
      return number >= 19;
    case 'dozen':
      return number !== 0 && Math.ceil(number / 12) === spot.value;
    case 'column':
      return number !== 0 && ((number - 1) % 3) + 1 === spot.value;
  }
}
