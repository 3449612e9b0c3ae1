import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_KINDS, type Selection, ticketLines, validateSelection } from './bet-types.js';
import { DEFAULT_ODDS, PRIZE_MODES } from './odds.js';
import { LOTTERY_REGIONS, type LotteryRegion, type ResultSheet } from './prize-structures.js';
import { maxPayout, settleTicket, ticketCost } from './settle.js';

/**
 * A brute-force model of settlement, written from the rules in docs/decisions/033 rather than
 * from the module: its own copy of the structures, string suffixes instead of slices, xiên
 * combinations by bit mask.
 */
const TIERS = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
];
const SHAPES: Record<LotteryRegion, Array<[count: number, digits: number]>> = {
  north: [
    [1, 5],
    [1, 5],
    [2, 5],
    [6, 5],
    [4, 4],
    [6, 4],
    [3, 3],
    [4, 2],
  ],
  south: [
    [1, 6],
    [1, 5],
    [1, 5],
    [2, 5],
    [7, 5],
    [1, 4],
    [3, 4],
    [1, 3],
    [1, 2],
  ],
  central: [
    [1, 6],
    [1, 5],
    [1, 5],
    [2, 5],
    [7, 5],
    [1, 4],
    [3, 4],
    [1, 3],
    [1, 2],
  ],
};
const XIEN: Record<string, number> = { xien2: 2, xien3: 3, xien4: 4 };

function modelHits(
  region: LotteryRegion,
  sheet: ResultSheet,
  selection: Selection,
): Array<[string, number]> {
  const tiers = SHAPES[region].map((_, i) => sheet[TIERS[i] as keyof ResultSheet] ?? []);
  const all = tiers.flat();
  const special = all[0]!;
  const last = tiers[tiers.length - 1]!;
  const count = (pool: readonly string[], n: string) => pool.filter((x) => x.endsWith(n)).length;
  if ('choices' in selection) {
    const value = parseInt(special.slice(-2), 10);
    const holds = {
      big: value > 49,
      small: value <= 49,
      odd: value % 2 !== 0,
      even: value % 2 === 0,
    };
    return selection.choices.map((choice) => [choice, holds[choice] ? 1 : 0]);
  }
  const size = XIEN[selection.kind];
  if (size) {
    const hits: Array<[string, number]> = [];
    const k = selection.numbers.length;
    for (let mask = 0; mask < 2 ** k; mask += 1) {
      const combo = selection.numbers.filter((_, i) => mask & (2 ** i));
      if (combo.length === size)
        hits.push([combo.join('-'), combo.every((n) => count(all, n) > 0) ? 1 : 0]);
    }
    return hits;
  }
  return selection.numbers.map((n) => [n, numberHits(n)]);

  function numberHits(n: string): number {
    switch (selection.kind) {
      case 'lo2':
        return count(all, n);
      case 'lo3':
        return count(
          all.filter((x) => x.length >= 3),
          n,
        );
      case 'de':
      case 'ba_cang':
        return count([special], n);
      case 'de_first_prize':
        return count(tiers[1]!, n);
      case 'de_first2':
        return special.startsWith(n) ? 1 : 0;
      case 'de_tens':
        return special.charAt(special.length - 2) === n ? 1 : 0;
      case 'de_units':
        return special.charAt(special.length - 1) === n ? 1 : 0;
      default:
        return count(last, n) + count([special], n);
    }
  }
}

// Few digits, so numbers repeat across the sheet and the picks often hit.
const digit = fc.constantFrom('0', '1', '5', '9');
const digits = (length: number) =>
  fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''));

const sheetOf = (region: LotteryRegion) =>
  fc
    .tuple(
      ...SHAPES[region].map(([count, length]) =>
        fc.array(digits(length), { minLength: count, maxLength: count }),
      ),
    )
    .map(
      (tiers) => Object.fromEntries(tiers.map((numbers, i) => [TIERS[i], numbers])) as ResultSheet,
    );

const selectionArb: fc.Arbitrary<Selection> = fc.constantFrom(...BET_KINDS).chain((kind) => {
  const build = (input: unknown) => {
    const check = validateSelection(input);
    if (!check.ok) throw new Error(check.problems.join('; '));
    return check.selection;
  };
  if (kind === 'big_small' || kind === 'odd_even') {
    const options = kind === 'big_small' ? ['big', 'small'] : ['odd', 'even'];
    return fc.subarray(options, { minLength: 1 }).map((choices) => build({ kind, choices }));
  }
  const length =
    kind === 'de_tens' || kind === 'de_units' ? 1 : kind === 'lo3' || kind === 'ba_cang' ? 3 : 2;
  const min = XIEN[kind] ?? 1;
  return fc
    .uniqueArray(digits(length), { minLength: min, maxLength: Math.max(min, 6) })
    .filter((numbers) => numbers.length >= min)
    .map((numbers) => build({ kind, numbers }));
});

const ticketArb = fc.constantFrom(...LOTTERY_REGIONS).chain((region) =>
  fc.record({
    region: fc.constant(region),
    sheet: sheetOf(region),
    selection: selectionArb,
    unit: fc.bigInt({ min: 1n, max: 10_000_000n }),
    multiplier: fc.integer({ min: 1, max: 50 }),
    mode: fc.constantFrom(...PRIZE_MODES),
  }),
);

describe('settlement against a brute-force model', () => {
  it('pays what the model pays, per line rounded down, and never more than the maximum payout', () => {
    fc.assert(
      fc.property(ticketArb, ({ region, sheet, selection, unit, multiplier, mode }) => {
        const odds = DEFAULT_ODDS[mode];
        const stake = { unit, multiplier };
        const { payout, pointCost } = odds[selection.kind][region];
        const point = unit * BigInt(multiplier);
        const lines = modelHits(region, sheet, selection);
        const hits = lines.map(([, h]) => h);
        const expected = hits.reduce(
          (sum, h) => sum + (point * BigInt(h) * BigInt(payout.num)) / BigInt(payout.den),
          0n,
        );

        const result = settleTicket(sheet, region, selection, stake, odds);
        const byLine = (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0]);
        expect(
          result.lines.map((line): [string, number] => [line.line, line.hits]).sort(byLine),
        ).toEqual([...lines].sort(byLine));
        expect(result.occurrences).toBe(hits.reduce((a, b) => a + b, 0));
        expect(result.winningLines).toBe(hits.filter((h) => h > 0).length);
        expect(result.payoutMinor).toBe(expected);
        expect(result.payoutMinor).toBeLessThanOrEqual(maxPayout(selection, region, stake, odds));

        const cost = point * BigInt(hits.length) * BigInt(pointCost.num);
        const den = BigInt(pointCost.den);
        expect(ticketLines(selection)).toBe(hits.length);
        expect(ticketCost(selection, region, stake, odds)).toBe((cost + den - 1n) / den);
      }),
      { numRuns: 2000 },
    );
  });

  it('reaches the maximum payout of a lô ticket when every prize ends in its number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOTTERY_REGIONS),
        fc.constantFrom(...PRIZE_MODES),
        (region, mode) => {
          const sheet = Object.fromEntries(
            SHAPES[region].map(([count, length], i) => [
              TIERS[i],
              Array(count).fill('7'.repeat(length)),
            ]),
          ) as ResultSheet;
          const stake = { unit: 100n, multiplier: 2 };
          for (const kind of ['lo2', 'lo3', 'dau_duoi'] as const) {
            const selection = validateSelection({ kind, numbers: [kind === 'lo3' ? '777' : '77'] });
            if (!selection.ok) throw new Error('bad selection');
            const odds = DEFAULT_ODDS[mode];
            expect(settleTicket(sheet, region, selection.selection, stake, odds).payoutMinor).toBe(
              maxPayout(selection.selection, region, stake, odds),
            );
          }
        },
      ),
    );
  });
});
