import type { RouletteBet } from '@portal/shared/schemas/house-games';
import type { RandomSource } from './random.js';

/** European roulette: one zero, 37 pockets. */
export const POCKETS = 37;

export type RouletteKind = RouletteBet['kind'];
export type Colour = 'red' | 'black' | 'green';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function colourOf(number: number): Colour {
  if (number === 0) return 'green';
  return RED.has(number) ? 'red' : 'black';
}

/** What a winning bet returns per unit staked, the stake included (35:1, 2:1, 1:1). */
export const RETURN_MULTIPLIER: Record<RouletteKind, bigint> = {
  straight: 36n,
  dozen: 3n,
  column: 3n,
  red: 2n,
  black: 2n,
  odd: 2n,
  even: 2n,
  low: 2n,
  high: 2n,
};

/** A bet's spot: straight takes 0-36; dozen and column take 1-3; the even-money bets none. */
export function isValidSpot(kind: RouletteKind, value: number | undefined): boolean {
  if (kind === 'straight') return value !== undefined && value >= 0 && value < POCKETS;
  if (kind === 'dozen' || kind === 'column') return value !== undefined && value >= 1 && value <= 3;
  return value === undefined;
}

/** Whether a bet on `kind`/`value` wins when the ball lands on `number`; zero loses outside bets. */
export function betWins(kind: RouletteKind, value: number | undefined, number: number): boolean {
  if (kind === 'straight') return value === number;
  if (number === 0) return false;
  switch (kind) {
    case 'red':
    case 'black':
      return colourOf(number) === kind;
    case 'odd':
      return number % 2 === 1;
    case 'even':
      return number % 2 === 0;
    case 'low':
      return number <= 18;
    case 'high':
      return number >= 19;
    case 'dozen':
      return Math.ceil(number / 12) === value;
    case 'column':
      return ((number - 1) % 3) + 1 === value;
  }
}

export function spinWheel(random: RandomSource): number {
  return random.int(0, POCKETS);
}

export interface PlacedBet {
  kind: RouletteKind;
  value: number | null;
  /** Minor units. */
  amount: bigint;
}

export interface RouletteWin extends PlacedBet {
  /** What the bet returns, the stake included (minor units). */
  payout: bigint;
}

/** The winning bets on `number` and the total they return. */
export function settleBets(
  bets: readonly PlacedBet[],
  number: number,
): { wins: RouletteWin[]; payout: bigint } {
  const wins = bets
    .filter((bet) => betWins(bet.kind, bet.value ?? undefined, number))
    .map((bet) => ({ ...bet, payout: bet.amount * RETURN_MULTIPLIER[bet.kind] }));
  return { wins, payout: wins.reduce((sum, win) => sum + win.payout, 0n) };
}
