import { majorNumber } from '@portal/shared/money';
import type { HouseRound } from '@portal/shared/schemas/house-games';
import type { HouseRoundRow } from './house-games.repository.js';
import type { Colour, RouletteKind } from './engines/roulette.js';

/*
 * What a house round keeps as JSON in `bet` and `outcome`: enough to show it again and to send
 * the same credit again. Amounts are minor units as decimal text (JSON has no bigint); crash
 * targets and points, and match odds, are hundredths.
 */

export interface SlotBet {
  lineBet: string;
  lines: number;
}
export interface SlotResult {
  stops: number[];
  grid: string[][];
  wins: { line: number | null; symbol: string; count: number; amount: string }[];
}

export interface CrashBet {
  target: number;
}
export interface CrashResult {
  crashPoint: number;
  cashedOut: boolean;
}

export interface MatchBet {
  pick: string;
  odds: number;
}
export interface MatchResult {
  outcome: string;
}

export interface StoredRouletteBet {
  kind: RouletteKind;
  value: number | null;
  amount: string;
}
/**
 * One bet call of a roulette round, with its own debit `<roundId>:d<n>`. pending: the debit is
 * under way; accepted: taken; refused: the wallet said no; returning: its outcome was unknown and
 * the rollback's is too (retried before the round settles); returned: rolled back.
 */
export interface RouletteBatch {
  n: number;
  state: 'pending' | 'accepted' | 'refused' | 'returning' | 'returned';
  amount: string;
  bets: StoredRouletteBet[];
  at: string;
}
export interface RouletteRound {
  batches: RouletteBatch[];
}
export interface RouletteResult {
  number: number;
  colour: Colour;
  /** Winnings per spot (the stake included), minor units. */
  wins: { kind: RouletteKind; value: number | null; amount: string }[];
}

export const parseJson = <T>(text: string): T => JSON.parse(text) as T;

export function outcomeOf<T>(row: HouseRoundRow): T | null {
  return row.outcome === null ? null : parseJson<T>(row.outcome);
}

const hundredths = (value: number) => majorNumber(BigInt(value));

/**
 * The summary sent with the credit, shown in the member's betting record: decimals, no
 * internals, well under the wallet's 4 KB. Built from the stored round, so a credit sent again
 * is byte for byte the same request.
 */
export function creditResult(row: HouseRoundRow): Record<string, unknown> {
  const bet = parseJson<unknown>(row.bet);
  switch (row.engine) {
    case 'slot': {
      const outcome = outcomeOf<SlotResult>(row)!;
      const { lineBet, lines } = bet as SlotBet;
      return {
        game: 'slot',
        lineBet: majorNumber(BigInt(lineBet)),
        lines,
        grid: outcome.grid,
        wins: outcome.wins.map((win) => ({ ...win, amount: majorNumber(BigInt(win.amount)) })),
      };
    }
    case 'roulette': {
      const outcome = outcomeOf<RouletteResult>(row)!;
      return {
        game: 'roulette',
        number: outcome.number,
        colour: outcome.colour,
        wins: outcome.wins.map((win) => ({ ...win, amount: majorNumber(BigInt(win.amount)) })),
      };
    }
    case 'crash': {
      const outcome = outcomeOf<CrashResult>(row)!;
      return {
        game: 'crash',
        target: hundredths((bet as CrashBet).target),
        crashPoint: hundredths(outcome.crashPoint),
        cashedOut: outcome.cashedOut,
      };
    }
    case 'match': {
      const { pick, odds } = bet as MatchBet;
      return {
        game: 'match',
        pick,
        odds: hundredths(odds),
        outcome: outcomeOf<MatchResult>(row)!.outcome,
      };
    }
  }
}

/** The outcome as data for the game page's list (it words it in the player's language). */
export function detailOf(row: HouseRoundRow): HouseRound['detail'] {
  if (row.outcome === null) return null;
  switch (row.engine) {
    case 'slot': {
      const wins = outcomeOf<SlotResult>(row)!.wins;
      if (wins.length === 0) return { engine: 'slot', symbol: null, count: 0 };
      const best = wins.reduce((a, b) => (BigInt(b.amount) > BigInt(a.amount) ? b : a));
      return { engine: 'slot', symbol: best.symbol, count: best.count };
    }
    case 'roulette': {
      const { number, colour } = outcomeOf<RouletteResult>(row)!;
      return { engine: 'roulette', number, colour };
    }
    case 'crash':
      return { engine: 'crash', crashPoint: hundredths(outcomeOf<CrashResult>(row)!.crashPoint) };
    case 'match':
      return {
        engine: 'match',
        pick: parseJson<MatchBet>(row.bet).pick,
        outcome: outcomeOf<MatchResult>(row)!.outcome,
      };
  }
}

/** A few words of the outcome for the game page's list ("17 red", "x2.35", "3 x CHERRY"). */
export function summaryOf(row: HouseRoundRow): string {
  if (row.outcome === null) return row.state === 'open' ? 'betting' : '-';
  switch (row.engine) {
    case 'slot': {
      const wins = outcomeOf<SlotResult>(row)!.wins;
      if (wins.length === 0) return 'no win';
      const best = wins.reduce((a, b) => (BigInt(b.amount) > BigInt(a.amount) ? b : a));
      return `${best.count} x ${best.symbol}`;
    }
    case 'roulette': {
      const { number, colour } = outcomeOf<RouletteResult>(row)!;
      return `${number} ${colour}`;
    }
    case 'crash':
      return `x${hundredths(outcomeOf<CrashResult>(row)!.crashPoint).toFixed(2)}`;
    case 'match': {
      const { pick } = parseJson<MatchBet>(row.bet);
      return `${pick}: ${outcomeOf<MatchResult>(row)!.outcome}`;
    }
  }
}
