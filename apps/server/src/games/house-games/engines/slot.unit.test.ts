import { describe, expect, it } from 'vitest';
import type { RandomSource } from './random.js';
import { seededRandom } from './seeded-random.js';
import { PAYLINES, SCATTER, SLOT_ROWS, SLOT_SYMBOLS, type SlotSymbol } from './slot-paytable.js';
import { SLOT_PROFILES, slotProfileFor } from './slot-profiles.js';
import { evaluateLine, evaluateWindow, spinSlot, windowAt } from './slot.js';

const index = (symbol: SlotSymbol) => SLOT_SYMBOLS.indexOf(symbol);
const line = (...symbols: SlotSymbol[]) => evaluateLine(symbols.map(index));
/** A window from rows of symbol names, top row first. */
const window = (...rows: SlotSymbol[][]) => rows.map((row) => row.map(index));
const filler: SlotSymbol[] = ['LEMON', 'GRAPE', 'ORANGE', 'MELON', 'BELL'];

describe('slot line evaluation', () => {
  it('pays three to five of a kind from the leftmost reel', () => {
    expect(line('CHERRY', 'CHERRY', 'CHERRY', 'LEMON', 'BAR')).toEqual({
      symbol: index('CHERRY'),
      count: 3,
      multiplier: 5,
    });
    expect(line('SEVEN', 'SEVEN', 'SEVEN', 'SEVEN', 'SEVEN')?.multiplier).toBe(500);
    expect(line('BAR', 'BAR', 'BAR', 'BAR', 'LEMON')?.multiplier).toBe(100);
  });

  it('pays nothing for two of a kind or a run that does not start on the first reel', () => {
    expect(line('CHERRY', 'CHERRY', 'LEMON', 'CHERRY', 'CHERRY')).toBeNull();
    expect(line('LEMON', 'SEVEN', 'SEVEN', 'SEVEN', 'SEVEN')).toBeNull();
  });

  it('lets WILD stand for the line symbol anywhere in the run', () => {
    expect(line('CHERRY', 'WILD', 'CHERRY', 'CHERRY', 'LEMON')).toEqual({
      symbol: index('CHERRY'),
      count: 4,
      multiplier: 10,
    });
    expect(line('WILD', 'WILD', 'SEVEN', 'SEVEN', 'BAR')).toEqual({
      symbol: index('SEVEN'),
      count: 4,
      multiplier: 150,
    });
  });

  it('pays a run of WILDs as WILD when that beats the symbol it completes', () => {
    expect(line('WILD', 'WILD', 'WILD', 'CHERRY', 'LEMON')).toEqual({
      symbol: index('WILD'),
      count: 3,
      multiplier: 50,
    });
    expect(line('WILD', 'WILD', 'WILD', 'SEVEN', 'SEVEN')).toEqual({
      symbol: index('SEVEN'),
      count: 5,
      multiplier: 500,
    });
    expect(line('WILD', 'WILD', 'WILD', 'WILD', 'WILD')?.multiplier).toBe(1000);
  });

  it('does not let WILD stand for SCATTER, which ends the run', () => {
    expect(line('WILD', 'WILD', 'SCATTER', 'SCATTER', 'SCATTER')).toBeNull();
    expect(line('SCATTER', 'SCATTER', 'SCATTER', 'SCATTER', 'SCATTER')).toBeNull();
    expect(line('BELL', 'BELL', 'SCATTER', 'BELL', 'BELL')).toBeNull();
  });
});

describe('slot window evaluation', () => {
  it('pays every played payline that wins, in minor units of the line bet', () => {
    const cells = window(
      ['SEVEN', 'BAR', 'LEMON', 'LEMON', 'GRAPE'],
      ['CHERRY', 'CHERRY', 'CHERRY', 'ORANGE', 'MELON'],
      ['BELL', 'SEVEN', 'BELL', 'MELON', 'LEMON'],
    );
    // Line 0 is the middle row; line 3 is the V through rows 0,1,2,1,0.
    const { wins, payout } = evaluateWindow(cells, 25n, 20);
    expect(wins).toEqual([{ line: 0, symbol: 'CHERRY', count: 3, amount: 125n }]);
    expect(payout).toBe(125n);
  });

  it('counts only the lines played', () => {
    const cells = window(
      ['GRAPE', 'LEMON', 'LEMON', 'LEMON', 'GRAPE'],
      ['LEMON', 'GRAPE', 'BELL', 'GRAPE', 'LEMON'],
      ['BAR', 'BELL', 'GRAPE', 'ORANGE', 'SEVEN'],
    );
    // Line 3 (rows 0,1,2,1,0) reads GRAPE x5; lines 0-2 (the rows) pay nothing.
    expect(evaluateWindow(cells, 10n, 3).wins).toEqual([]);
    expect(evaluateWindow(cells, 10n, 4).wins).toEqual([
      { line: 3, symbol: 'GRAPE', count: 5, amount: 1000n },
    ]);
  });

  it('pays SCATTERs anywhere by count as a multiple of the total stake', () => {
    const cells = window(
      ['SCATTER', 'LEMON', 'GRAPE', 'BELL', 'CHERRY'],
      ['BAR', 'BELL', 'LEMON', 'SCATTER', 'MELON'],
      ['ORANGE', 'SCATTER', 'BELL', 'ORANGE', 'SEVEN'],
    );
    const { wins, payout } = evaluateWindow(cells, 5n, 20);
    expect(wins).toEqual([{ line: null, symbol: 'SCATTER', count: 3, amount: 5n * 20n * 2n }]);
    expect(payout).toBe(200n);
    expect(evaluateWindow(cells, 5n, 10).payout).toBe(100n);
  });

  it('adds line wins and the scatter win together', () => {
    const cells = window(
      ['SCATTER', 'LEMON', 'SCATTER', 'BELL', 'SCATTER'],
      ['WILD', 'WILD', 'WILD', 'WILD', 'WILD'],
      filler,
    );
    const { wins, payout } = evaluateWindow(cells, 1n, 1);
    expect(wins).toEqual([
      { line: 0, symbol: 'WILD', count: 5, amount: 1000n },
      { line: null, symbol: 'SCATTER', count: 3, amount: 2n },
    ]);
    expect(payout).toBe(1002n);
  });
});

describe('slot spin', () => {
  /** Answers the given stops in order, as a RandomSource would. */
  const scripted = (...values: number[]): RandomSource => ({ int: () => values.shift()! });

  it('shows three consecutive strip positions from each stop, wrapping round the reel', () => {
    const profile = SLOT_PROFILES.rtp96;
    const last = profile.strips[0]!.length - 1;
    const outcome = spinSlot(profile, scripted(last, 0, 1, 2, 3), 1n, 20);
    expect(outcome.stops).toEqual([last, 0, 1, 2, 3]);
    expect(outcome.grid[1]![0]).toBe(SLOT_SYMBOLS[profile.strips[0]![0]!]);
    expect(outcome.grid[0]![0]).toBe(SLOT_SYMBOLS[profile.strips[0]![last]!]);
    const cells = windowAt(profile, outcome.stops);
    expect(outcome.grid).toEqual(cells.map((row) => row.map((s) => SLOT_SYMBOLS[s])));
    expect(outcome.payout).toBe(evaluateWindow(cells, 1n, 20).payout);
  });

  it('repeats exactly from the same seed and differs with another', () => {
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 200 }, () => spinSlot(SLOT_PROFILES.rtp96, random, 10n, 20));
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42).map((o) => o.stops)).not.toEqual(run(43).map((o) => o.stops));
  });
});

describe('slot profiles', () => {
  it.each(Object.values(SLOT_PROFILES))(
    '$name keeps SCATTERs at least 3 apart on every reel, so a window shows one at most',
    (profile) => {
      for (const strip of profile.strips) {
        const positions = strip.flatMap((symbol, at) => (symbol === SCATTER ? [at] : []));
        expect(positions.length).toBeGreaterThan(0);
        positions.forEach((at, i) => {
          const next = positions[(i + 1) % positions.length]!;
          const gap = (next - at + strip.length) % strip.length || strip.length;
          expect(gap).toBeGreaterThanOrEqual(SLOT_ROWS);
        });
      }
    },
  );

  it('offers 20 distinct paylines over 5 reels and 3 rows', () => {
    expect(PAYLINES).toHaveLength(20);
    expect(new Set(PAYLINES.map((rows) => rows.join())).size).toBe(20);
    for (const rows of PAYLINES) {
      expect(rows).toHaveLength(5);
      for (const row of rows) expect(row).toBeLessThan(SLOT_ROWS);
    }
  });

  it('picks the strips by play type and falls back to 96%', () => {
    expect(slotProfileFor('rtp94')).toBe(SLOT_PROFILES.rtp94);
    expect(slotProfileFor('RTP94')).toBe(SLOT_PROFILES.rtp94);
    expect(slotProfileFor(null)).toBe(SLOT_PROFILES.rtp96);
    expect(slotProfileFor('bonus')).toBe(SLOT_PROFILES.rtp96);
  });
});
