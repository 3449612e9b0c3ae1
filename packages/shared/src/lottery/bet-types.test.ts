import { describe, expect, it } from 'vitest';
import {
  choose,
  combinations,
  selectionLines,
  ticketLines,
  validateSelection,
} from './bet-types.js';

function parse(input: unknown) {
  const check = validateSelection(input);
  if (!check.ok) throw new Error(check.problems.join('; '));
  return check.selection;
}

describe('bet types', () => {
  it('accepts numbers of the right length for each kind', () => {
    expect(parse({ kind: 'lo2', numbers: ['00', '99'] }).kind).toBe('lo2');
    expect(parse({ kind: 'lo3', numbers: ['007'] }).kind).toBe('lo3');
    expect(parse({ kind: 'ba_cang', numbers: ['999'] }).kind).toBe('ba_cang');
    expect(parse({ kind: 'de_tens', numbers: ['0', '9'] }).kind).toBe('de_tens');
    expect(parse({ kind: 'xien4', numbers: ['01', '02', '03', '04', '05'] }).kind).toBe('xien4');
    expect(parse({ kind: 'big_small', choices: ['big'] }).kind).toBe('big_small');
  });

  it.each([
    ['a 2-digit bet with 3 digits', { kind: 'lo2', numbers: ['123'] }],
    ['a 3-digit bet with 2 digits', { kind: 'ba_cang', numbers: ['12'] }],
    ['a number with a letter', { kind: 'de', numbers: ['1a'] }],
    ['a number as a number', { kind: 'de', numbers: [7] }],
    ['no numbers', { kind: 'lo2', numbers: [] }],
    ['a repeated number', { kind: 'lo2', numbers: ['12', '12'] }],
    ['a xiên 3 of two numbers', { kind: 'xien3', numbers: ['12', '34'] }],
    ['a xiên with a repeat', { kind: 'xien2', numbers: ['12', '12'] }],
    ['a xiên of 11 numbers', { kind: 'xien2', numbers: [...'0123456789A'].map((d) => `1${d}`) }],
    ['a side choice of another kind', { kind: 'big_small', choices: ['odd'] }],
    ['a repeated choice', { kind: 'odd_even', choices: ['odd', 'odd'] }],
    ['an unknown kind', { kind: 'lo5', numbers: ['12345'] }],
  ])('refuses %s', (_name, input) => {
    const check = validateSelection(input);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.length).toBeGreaterThan(0);
  });

  it('names the lines as settlement does: the numbers, each xiên combination, the choices', () => {
    expect(selectionLines(parse({ kind: 'de', numbers: ['07', '42'] }))).toEqual(['07', '42']);
    const xien = parse({ kind: 'xien2', numbers: ['12', '34', '56'] });
    expect(selectionLines(xien)).toEqual(['12-34', '12-56', '34-56']);
    expect(selectionLines(xien)).toHaveLength(ticketLines(xien));
    expect(selectionLines(parse({ kind: 'big_small', choices: ['big'] }))).toEqual(['big']);
  });

  it('counts a line per number, per xiên combination and per choice', () => {
    expect(ticketLines(parse({ kind: 'lo2', numbers: ['01', '02', '03', '04', '05'] }))).toBe(5);
    expect(ticketLines(parse({ kind: 'xien3', numbers: ['01', '02', '03'] }))).toBe(1);
    expect(ticketLines(parse({ kind: 'xien3', numbers: ['01', '02', '03', '04'] }))).toBe(4);
    expect(ticketLines(parse({ kind: 'xien2', numbers: ['01', '02', '03', '04', '05'] }))).toBe(10);
    expect(ticketLines(parse({ kind: 'odd_even', choices: ['odd', 'even'] }))).toBe(2);
  });

  it('enumerates combinations', () => {
    expect(combinations(10, 4)).toBe(210);
    expect(combinations(3, 4)).toBe(0);
    expect(choose(['a', 'b', 'c', 'd'], 3)).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'd'],
      ['a', 'c', 'd'],
      ['b', 'c', 'd'],
    ]);
  });
});
