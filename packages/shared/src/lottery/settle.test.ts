import { describe, expect, it } from 'vitest';
import { type Selection, validateSelection } from './bet-types.js';
import { DEFAULT_ODDS } from './odds.js';
import type { LotteryRegion, ResultSheet } from './prize-structures.js';
import { matchPositions, maxPayout, settleTicket, ticketCost } from './settle.js';
import { NORTH_SHEET, SOUTH_SHEET } from './test-sheets.js';

const ZY = DEFAULT_ODDS.ZY;
const UNIT = { unit: 1000n, multiplier: 1 };

function pick(input: unknown): Selection {
  const check = validateSelection(input);
  if (!check.ok) throw new Error(check.problems.join('; '));
  return check.selection;
}

function settle(sheet: ResultSheet, region: LotteryRegion, input: unknown, stake = UNIT) {
  return settleTicket(sheet, region, pick(input), stake, ZY);
}

describe('settlement on a Northern sheet of 27 prizes', () => {
  it('reads the lô as the last two digits of all 27 numbers, with their repeats', () => {
    const lo = matchPositions('lo2', 'north', NORTH_SHEET);
    expect(lo).toHaveLength(27);
    expect(lo.filter((n) => n === '45')).toHaveLength(6);
    expect(matchPositions('lo3', 'north', NORTH_SHEET)).toHaveLength(23);
  });

  it('pays lô 2 số per occurrence: 45 drawn six times pays six times', () => {
    const result = settle(NORTH_SHEET, 'north', { kind: 'lo2', numbers: ['45', '07', '99', '13'] });
    expect(result.lines.map((line) => [line.line, line.hits])).toEqual([
      ['45', 6],
      ['07', 2],
      ['99', 1],
      ['13', 0],
    ]);
    expect(result.winningLines).toBe(3);
    expect(result.occurrences).toBe(9);
    expect(result.payoutMinor).toBe(9n * 98n * 1000n);
    // A point covers the 27 numbers: 4 lines cost 4 x 27 units.
    expect(
      ticketCost(pick({ kind: 'lo2', numbers: ['45', '07', '99', '13'] }), 'north', UNIT, ZY),
    ).toBe(108_000n);
  });

  it('pays lô 3 số per occurrence on the numbers of three digits or more', () => {
    const result = settle(NORTH_SHEET, 'north', {
      kind: 'lo3',
      numbers: ['345', '745', '999', '000'],
    });
    expect(result.lines.map((line) => line.hits)).toEqual([3, 1, 1, 0]);
    expect(result.payoutMinor).toBe(5n * 960n * 1000n);
  });

  it('pays đề, đề đầu, đầu, đuôi and 3 càng on the special prize 12345', () => {
    expect(settle(NORTH_SHEET, 'north', { kind: 'de', numbers: ['45', '54'] }).payoutMinor).toBe(
      95_000n,
    );
    expect(settle(NORTH_SHEET, 'north', { kind: 'de', numbers: ['07'] }).payoutMinor).toBe(0n);
    expect(settle(NORTH_SHEET, 'north', { kind: 'de_first2', numbers: ['12'] }).payoutMinor).toBe(
      95_000n,
    );
    expect(settle(NORTH_SHEET, 'north', { kind: 'de_first2', numbers: ['45'] }).payoutMinor).toBe(
      0n,
    );
    expect(settle(NORTH_SHEET, 'north', { kind: 'de_tens', numbers: ['4', '5'] }).payoutMinor).toBe(
      9_500n,
    );
    expect(settle(NORTH_SHEET, 'north', { kind: 'de_units', numbers: ['5'] }).payoutMinor).toBe(
      9_500n,
    );
    expect(
      settle(NORTH_SHEET, 'north', { kind: 'ba_cang', numbers: ['345', '245'] }).payoutMinor,
    ).toBe(960_000n);
  });

  it('pays đề giải nhất on the last two digits of the first prize 67845', () => {
    expect(
      settle(NORTH_SHEET, 'north', { kind: 'de_first_prize', numbers: ['45'] }).payoutMinor,
    ).toBe(95_000n);
    expect(
      settle(NORTH_SHEET, 'north', { kind: 'de_first_prize', numbers: ['67'] }).payoutMinor,
    ).toBe(0n);
    expect(
      settle(SOUTH_SHEET, 'south', { kind: 'de_first_prize', numbers: ['54'] }).occurrences,
    ).toBe(1);
  });

  it('pays đầu đuôi on the four seventh prizes and the đề, per occurrence', () => {
    const result = settle(NORTH_SHEET, 'north', {
      kind: 'dau_duoi',
      numbers: ['45', '07', '50', '11'],
    });
    expect(result.lines.map((line) => line.hits)).toEqual([2, 2, 1, 0]);
    expect(result.payoutMinor).toBe(5n * 95n * 1000n);
    expect(ticketCost(pick({ kind: 'dau_duoi', numbers: ['45'] }), 'north', UNIT, ZY)).toBe(5_000n);
  });

  it('pays xiên all or nothing, once per combination however often its numbers come', () => {
    expect(settle(NORTH_SHEET, 'north', { kind: 'xien2', numbers: ['45', '07'] }).payoutMinor).toBe(
      17_000n,
    );
    expect(
      settle(NORTH_SHEET, 'north', { kind: 'xien3', numbers: ['45', '07', '13'] }).payoutMinor,
    ).toBe(0n);
    const combined = settle(NORTH_SHEET, 'north', {
      kind: 'xien3',
      numbers: ['45', '07', '99', '13'],
    });
    expect(combined.lines).toHaveLength(4);
    expect(combined.lines.filter((line) => line.hits).map((line) => line.line)).toEqual([
      '45-07-99',
    ]);
    expect(combined.payoutMinor).toBe(65_000n);
    expect(
      settle(NORTH_SHEET, 'north', { kind: 'xien4', numbers: ['45', '07', '99', '23'] })
        .payoutMinor,
    ).toBe(250_000n);
  });

  it('settles big/small and odd/even on the đề 45: small and odd', () => {
    const small = settle(NORTH_SHEET, 'north', { kind: 'big_small', choices: ['big', 'small'] });
    expect(small.lines.map((line) => [line.line, line.hits])).toEqual([
      ['big', 0],
      ['small', 1],
    ]);
    expect(small.payoutMinor).toBe(1_950n);
    expect(settle(NORTH_SHEET, 'north', { kind: 'odd_even', choices: ['odd'] }).payoutMinor).toBe(
      1_950n,
    );
    expect(settle(NORTH_SHEET, 'north', { kind: 'odd_even', choices: ['even'] }).payoutMinor).toBe(
      0n,
    );
  });
});

describe('settlement on a Southern sheet of 18 prizes', () => {
  it('pays lô 54, drawn seven times, seven times, with the multiplier', () => {
    const stake = { unit: 100n, multiplier: 3 };
    const selection = pick({ kind: 'lo2', numbers: ['54'] });
    const result = settleTicket(SOUTH_SHEET, 'south', selection, stake, ZY);
    expect(result.occurrences).toBe(7);
    expect(result.payoutMinor).toBe(7n * 98n * 300n);
    expect(ticketCost(selection, 'south', stake, ZY)).toBe(300n * 18n);
  });

  it('pays lô 3 số on 17 numbers, đầu đuôi on the eighth prize and the đề, and 3 càng', () => {
    expect(matchPositions('lo3', 'south', SOUTH_SHEET)).toHaveLength(17);
    expect(settle(SOUTH_SHEET, 'south', { kind: 'lo3', numbers: ['654'] }).occurrences).toBe(4);
    expect(settle(SOUTH_SHEET, 'central', { kind: 'dau_duoi', numbers: ['54'] }).occurrences).toBe(
      2,
    );
    expect(settle(SOUTH_SHEET, 'south', { kind: 'ba_cang', numbers: ['654'] }).payoutMinor).toBe(
      960_000n,
    );
    expect(settle(SOUTH_SHEET, 'south', { kind: 'de_first2', numbers: ['98'] }).payoutMinor).toBe(
      95_000n,
    );
  });

  it('pays a Southern xiên at the Southern odds, and big and even on the đề 54', () => {
    expect(settle(SOUTH_SHEET, 'south', { kind: 'xien2', numbers: ['54', '07'] }).payoutMinor).toBe(
      35_000n,
    );
    expect(settle(SOUTH_SHEET, 'south', { kind: 'xien2', numbers: ['54', '08'] }).payoutMinor).toBe(
      0n,
    );
    expect(settle(SOUTH_SHEET, 'south', { kind: 'big_small', choices: ['big'] }).winningLines).toBe(
      1,
    );
    expect(settle(SOUTH_SHEET, 'south', { kind: 'odd_even', choices: ['even'] }).winningLines).toBe(
      1,
    );
  });
});

describe('money', () => {
  it('rounds each line down to the minor unit and a cost up', () => {
    const sea = DEFAULT_ODDS.SEA;
    const one = { unit: 1n, multiplier: 1 };
    // SEA pays 3.6 per occurrence in the North: 6 hits = 21.6, credited 21.
    const lo = settleTicket(
      NORTH_SHEET,
      'north',
      pick({ kind: 'lo2', numbers: ['45', '07'] }),
      one,
      sea,
    );
    expect(lo.lines.map((line) => line.payoutMinor)).toEqual([21n, 7n]);
    expect(lo.payoutMinor).toBe(28n);
    const lott = {
      ...ZY,
      lo2: { ...ZY.lo2, north: { payout: { num: 80, den: 1 }, pointCost: { num: 217, den: 10 } } },
    };
    expect(ticketCost(pick({ kind: 'lo2', numbers: ['45'] }), 'north', one, lott)).toBe(22n);
    expect(() =>
      ticketCost(pick({ kind: 'de', numbers: ['45'] }), 'north', { unit: 0n, multiplier: 1 }, ZY),
    ).toThrow();
    expect(() =>
      ticketCost(pick({ kind: 'de', numbers: ['45'] }), 'north', { unit: 1n, multiplier: 1.5 }, ZY),
    ).toThrow();
  });

  it('refuses to settle on a sheet that does not fit the region', () => {
    const lo = pick({ kind: 'lo2', numbers: ['45'] });
    expect(() => settleTicket(SOUTH_SHEET, 'north', lo, UNIT, ZY)).toThrow(/Not a north sheet/);
    const { seventh: _seventh, ...short } = NORTH_SHEET;
    expect(() => settleTicket(short, 'north', lo, UNIT, ZY)).toThrow(/seventh: missing/);
  });

  it('gives the bet slip the most a ticket can pay', () => {
    expect(maxPayout(pick({ kind: 'lo2', numbers: ['45', '07'] }), 'north', UNIT, ZY)).toBe(
      27n * 98_000n,
    );
    expect(maxPayout(pick({ kind: 'lo2', numbers: ['45'] }), 'south', UNIT, ZY)).toBe(
      18n * 98_000n,
    );
    expect(maxPayout(pick({ kind: 'de', numbers: ['45', '46', '47'] }), 'north', UNIT, ZY)).toBe(
      95_000n,
    );
    expect(maxPayout(pick({ kind: 'dau_duoi', numbers: ['45'] }), 'north', UNIT, ZY)).toBe(
      5n * 95_000n,
    );
    expect(maxPayout(pick({ kind: 'xien2', numbers: ['01', '02', '03'] }), 'north', UNIT, ZY)).toBe(
      3n * 17_000n,
    );
    expect(
      maxPayout(pick({ kind: 'big_small', choices: ['big', 'small'] }), 'north', UNIT, ZY),
    ).toBe(1_950n);
  });
});
