import { describe, expect, it } from 'vitest';
import type { Selection } from '@portal/shared/lottery/bet-types';
import { DEFAULT_ODDS } from '@portal/shared/lottery/odds';
import { oddsTableOf, toRatio } from './odds-table';
import { parsePastedNumbers } from './paste-numbers';
import { slipFigures } from './slip-figures';
import { openNumero } from './test-data';

describe('toRatio', () => {
  it('reads decimal odds exactly', () => {
    expect(toRatio(80)).toEqual({ num: 80, den: 1 });
    expect(toRatio(9.5)).toEqual({ num: 95, den: 10 });
    expect(toRatio(1.95)).toEqual({ num: 195, den: 100 });
  });
});

describe('parsePastedNumbers', () => {
  it('keeps distinct numbers of the digits asked for and lists the rest', () => {
    expect(parsePastedNumbers(' 001,002\n002 01 x12;999 1000', 3)).toEqual({
      numbers: ['001', '002', '999'],
      invalid: ['01', 'x12', '1000'],
    });
  });
});

describe('slipFigures', () => {
  const odds = oddsTableOf(openNumero().odds);

  it('costs and pays as the shared table does, in minor units', () => {
    const figures = slipFigures(
      { kind: 'xien3', numbers: ['01', '02', '03', '04'] },
      'north',
      '2.50',
      '3',
      odds,
    );
    // 4 numbers in xiên 3: C(4,3) = 4 lines of 7.50 each at a point cost of 1; 60 per point.
    expect(figures).toEqual({ lines: 4, cost: 3000n, maxPayout: 4n * 750n * 60n });
    expect(odds.big_small?.north.payout).toEqual({ num: 195, den: 100 });
    expect(DEFAULT_ODDS.Elott.xien3.north.payout).toEqual({ num: 60, den: 1 });
  });

  it('is null until the stake and multiplier are valid', () => {
    const selection: Selection = { kind: 'lo2', numbers: ['01'] };
    expect(slipFigures(selection, 'north', '0', '1', odds)).toBeNull();
    expect(slipFigures(selection, 'north', '1.234', '1', odds)).toBeNull();
    expect(slipFigures(selection, 'north', '1', '1.5', odds)).toBeNull();
    expect(slipFigures(null, 'north', '1', '1', odds)).toBeNull();
  });
});
