import type { RandomSource } from './random.js';
import * as paytable from './slot-paytable.js';
import type { SlotSymbol } from './slot-paytable.js';

// Plain constants for the spin loop: under the dev and test loaders an imported binding is a
// property getter, which made reading them most of a simulated spin's cost.
const { PAYLINES, PAYS, SCATTER, SLOT_REELS, SLOT_ROWS, SLOT_SYMBOLS, WILD } = paytable;

/** A set of reel strips (symbol indexes per reel) with the RTP they were tuned to. */
export interface SlotProfile {
  name: string;
  rtp: number;
  strips: readonly (readonly number[])[];
}

export interface LineWin {
  symbol: number;
  count: number;
  multiplier: number;
}

export interface SlotWin {
  /** Payline index, or null for the scatter win. */
  line: number | null;
  symbol: SlotSymbol;
  count: number;
  /** Minor units. */
  amount: bigint;
}

export interface SlotOutcome {
  /** The strip position shown in the top row of each reel. */
  stops: number[];
  /** grid[row][reel] symbol names. */
  grid: SlotSymbol[][];
  wins: SlotWin[];
  payout: bigint;
}

/**
 * The win of one payline's five symbols, read from the left. WILD stands for any line symbol;
 * a run of WILDs also pays as WILD, and the line pays the larger of the two readings (only one win
 * per line). A SCATTER ends the run: it pays by count anywhere, not on lines.
 */
export function evaluateLine(symbols: readonly number[]): LineWin | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds += 1;
  const wildPay = wilds > 0 ? PAYS[WILD]![wilds - 1]! : 0;
  let best: LineWin | null =
    wildPay > 0 ? { symbol: WILD, count: wilds, multiplier: wildPay } : null;
  const first = symbols[wilds];
  if (first !== undefined && first !== SCATTER) {
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === WILD)) {
      count += 1;
    }
    const pay = PAYS[first]![count - 1]!;
    if (pay > 0 && pay > (best?.multiplier ?? 0)) best = { symbol: first, count, multiplier: pay };
  }
  return best;
}

/** Every win of a window of symbol indexes (cells[row][reel]) for `lines` paylines at `lineBet`. */
export function evaluateWindow(
  cells: readonly (readonly number[])[],
  lineBet: bigint,
  lines: number,
): { wins: SlotWin[]; payout: bigint } {
  const wins: SlotWin[] = [];
  let multipliers = 0;
  const lineSymbols = [0, 0, 0, 0, 0];
  for (let line = 0; line < lines; line += 1) {
    const rows = PAYLINES[line]!;
    for (let reel = 0; reel < SLOT_REELS; reel += 1) lineSymbols[reel] = cells[rows[reel]!]![reel]!;
    const win = evaluateLine(lineSymbols);
    if (win) {
      multipliers += win.multiplier;
      wins.push({
        line,
        symbol: SLOT_SYMBOLS[win.symbol]!,
        count: win.count,
        amount: lineBet * BigInt(win.multiplier),
      });
    }
  }
  let payout = lineBet * BigInt(multipliers);
  let scatters = 0;
  for (let row = 0; row < cells.length; row += 1) {
    for (let reel = 0; reel < SLOT_REELS; reel += 1)
      if (cells[row]![reel] === SCATTER) scatters += 1;
  }
  const scatterPay = scatters > 0 ? (PAYS[SCATTER]![Math.min(scatters, SLOT_REELS) - 1] ?? 0) : 0;
  if (scatterPay > 0) {
    const amount = lineBet * BigInt(lines) * BigInt(scatterPay);
    payout += amount;
    wins.push({ line: null, symbol: 'SCATTER', count: scatters, amount });
  }
  return { wins, payout };
}

/** The window shown when each reel stops at `stops` (the top row's strip position). */
export function windowAt(profile: SlotProfile, stops: readonly number[]): number[][] {
  const cells: number[][] = [];
  for (let row = 0; row < SLOT_ROWS; row += 1) {
    const line = new Array<number>(profile.strips.length);
    for (let reel = 0; reel < profile.strips.length; reel += 1) {
      const strip = profile.strips[reel]!;
      line[reel] = strip[(stops[reel]! + row) % strip.length]!;
    }
    cells.push(line);
  }
  return cells;
}

/** One spin: a uniform stop on every reel, then the window's wins. */
export function spinSlot(
  profile: SlotProfile,
  random: RandomSource,
  lineBet: bigint,
  lines: number,
): SlotOutcome {
  const stops = profile.strips.map((strip) => random.int(0, strip.length));
  const cells = windowAt(profile, stops);
  const { wins, payout } = evaluateWindow(cells, lineBet, lines);
  return {
    stops,
    grid: cells.map((row) => row.map((symbol) => SLOT_SYMBOLS[symbol]!)),
    wins,
    payout,
  };
}
