import {
  type NumberBetKind,
  type Selection,
  XIEN_SIZE,
  choose,
  isNumberSelection,
  isXienSelection,
  ticketLines,
} from './bet-types.js';
import { type OddsTable, applyRatioDown, applyRatioUp } from './odds.js';
import {
  type LotteryRegion,
  type ResultSheet,
  PRIZE_STRUCTURES,
  lastTierNumbers,
  sheetNumbers,
  sheetProblems,
  specialNumber,
} from './prize-structures.js';

/**
 * Cost and settlement of a ticket (docs/decisions/033-lottery-bet-types.md). All money is bigint
 * minor units; a line's point value is the unit stake x the multiplier.
 */
export interface TicketStake {
  /** The unit stake in minor units, at least 1. */
  readonly unit: bigint;
  /** A whole multiplier, at least 1. */
  readonly multiplier: number;
}

function pointValue(stake: TicketStake): bigint {
  if (stake.unit < 1n) throw new RangeError('The unit stake is at least 1 minor unit');
  if (!Number.isSafeInteger(stake.multiplier) || stake.multiplier < 1)
    throw new RangeError('The multiplier is a whole number of at least 1');
  return stake.unit * BigInt(stake.multiplier);
}

/** The positions of a sheet that a number bet compares its numbers with, one per position. */
export function matchPositions(
  kind: NumberBetKind,
  region: LotteryRegion,
  sheet: ResultSheet,
): string[] {
  const special = specialNumber(sheet);
  const de = special.slice(-2);
  switch (kind) {
    case 'lo2':
      return sheetNumbers(region, sheet).map((number) => number.slice(-2));
    case 'lo3':
      return sheetNumbers(region, sheet)
        .filter((number) => number.length >= 3)
        .map((number) => number.slice(-3));
    case 'de':
      return [de];
    case 'de_first2':
      return [special.slice(0, 2)];
    case 'de_first_prize':
      return (sheet.first ?? []).map((number) => number.slice(-2));
    case 'de_tens':
      return [de[0]!];
    case 'de_units':
      return [de[1]!];
    case 'dau_duoi':
      return [...lastTierNumbers(region, sheet).map((number) => number.slice(-2)), de];
    case 'ba_cang':
      return [special.slice(-3)];
  }
}

/** How many positions a number bet compares with: what a lô point covers (27 lô in the North). */
export function positionCount(kind: NumberBetKind, region: LotteryRegion): number {
  const shapes = PRIZE_STRUCTURES[region];
  const count = (minDigits: number) =>
    shapes.reduce((sum, shape) => sum + (shape.digits >= minDigits ? shape.count : 0), 0);
  if (kind === 'lo2') return count(2);
  if (kind === 'lo3') return count(3);
  if (kind === 'dau_duoi') return shapes[shapes.length - 1]!.count + 1;
  return 1;
}

/** What a ticket costs: point value x lines x the bet's point cost, rounded up. */
export function ticketCost(
  selection: Selection,
  region: LotteryRegion,
  stake: TicketStake,
  odds: OddsTable,
): bigint {
  const { pointCost } = odds[selection.kind][region];
  return applyRatioUp(pointValue(stake) * BigInt(ticketLines(selection)), pointCost);
}

export interface LineResult {
  /** The line: its number, its xiên combination joined by "-", or its choice. */
  readonly line: string;
  /** Occurrences for number bets; 1 or 0 for xiên and big/small, odd/even. */
  readonly hits: number;
  readonly payoutMinor: bigint;
}

export interface Settlement {
  readonly lines: readonly LineResult[];
  readonly winningLines: number;
  /** Hits over all lines: a lô number drawn three times counts 3. */
  readonly occurrences: number;
  readonly payoutMinor: bigint;
}

/** Whether the special prize's last two digits satisfy a big/small or odd/even choice. */
export function sideWins(choice: string, de: string): boolean {
  const value = Number(de);
  if (choice === 'big') return value >= 50;
  if (choice === 'small') return value < 50;
  if (choice === 'odd') return value % 2 === 1;
  return value % 2 === 0;
}

function lineHits(
  selection: Selection,
  region: LotteryRegion,
  sheet: ResultSheet,
): Array<[string, number]> {
  if (isNumberSelection(selection)) {
    const positions = matchPositions(selection.kind, region, sheet);
    return selection.numbers.map((n) => [n, positions.filter((p) => p === n).length]);
  }
  if (isXienSelection(selection)) {
    const drawn = new Set(matchPositions('lo2', region, sheet));
    return choose(selection.numbers, XIEN_SIZE[selection.kind]).map((combo) => [
      combo.join('-'),
      combo.every((n) => drawn.has(n)) ? 1 : 0,
    ]);
  }
  const de = specialNumber(sheet).slice(-2);
  return selection.choices.map((choice) => [choice, sideWins(choice, de) ? 1 : 0]);
}

/**
 * Settles a ticket: each line pays point value x hits x payout, rounded down per line. Lô and
 * đầu đuôi pay per occurrence; xiên pays when every number of the combination is among the
 * sheet's lô, however often. A sheet that does not fit the region's structure is refused rather
 * than read short.
 */
export function settleTicket(
  sheet: ResultSheet,
  region: LotteryRegion,
  selection: Selection,
  stake: TicketStake,
  odds: OddsTable,
): Settlement {
  const problems = sheetProblems(region, sheet);
  if (problems.length > 0) throw new RangeError(`Not a ${region} sheet: ${problems.join('; ')}`);
  const { payout } = odds[selection.kind][region];
  const value = pointValue(stake);
  const lines = lineHits(selection, region, sheet).map(([line, hits]) => ({
    line,
    hits,
    payoutMinor: applyRatioDown(value * BigInt(hits), payout),
  }));
  return {
    lines,
    winningLines: lines.filter((line) => line.hits > 0).length,
    occurrences: lines.reduce((sum, line) => sum + line.hits, 0),
    payoutMinor: lines.reduce((sum, line) => sum + line.payoutMinor, 0n),
  };
}

/**
 * The most a ticket can pay, for the bet slip and the liability cap. Number bets: every
 * position on one picked number (the positions are shared by the numbers, and rounding per
 * line makes one line the largest). Xiên: every combination. Big/small, odd/even: one choice.
 */
export function maxPayout(
  selection: Selection,
  region: LotteryRegion,
  stake: TicketStake,
  odds: OddsTable,
): bigint {
  const { payout } = odds[selection.kind][region];
  const value = pointValue(stake);
  if (isNumberSelection(selection)) {
    return applyRatioDown(value * BigInt(positionCount(selection.kind, region)), payout);
  }
  const winning = isXienSelection(selection) ? ticketLines(selection) : 1;
  return BigInt(winning) * applyRatioDown(value, payout);
}
