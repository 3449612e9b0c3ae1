import { describe, expect, it } from 'vitest';
import { resultSheetSchema } from '../schemas/lottery/rules.js';
import {
  PRIZE_STRUCTURES,
  isValidSheet,
  lotCount,
  sheetNumbers,
  sheetProblems,
} from './prize-structures.js';
import { NORTH_SHEET, SOUTH_SHEET } from './test-sheets.js';

describe('prize structures', () => {
  it('draws 27 numbers in the North and 18 in the South and Centre, from 5 and 6 digits down to 2', () => {
    expect(lotCount('north')).toBe(27);
    expect(lotCount('south')).toBe(18);
    expect(lotCount('central')).toBe(18);
    expect(PRIZE_STRUCTURES.north.map((t) => `${t.count}x${t.digits}`)).toEqual([
      '1x5',
      '1x5',
      '2x5',
      '6x5',
      '4x4',
      '6x4',
      '3x3',
      '4x2',
    ]);
    expect(PRIZE_STRUCTURES.south.map((t) => `${t.count}x${t.digits}`)).toEqual([
      '1x6',
      '1x5',
      '1x5',
      '2x5',
      '7x5',
      '1x4',
      '3x4',
      '1x3',
      '1x2',
    ]);
  });

  it('accepts a complete sheet and lists its numbers special prize first', () => {
    expect(sheetProblems('north', NORTH_SHEET)).toEqual([]);
    expect(isValidSheet('south', SOUTH_SHEET)).toBe(true);
    expect(isValidSheet('central', SOUTH_SHEET)).toBe(true);
    expect(sheetNumbers('north', NORTH_SHEET)).toHaveLength(27);
    expect(sheetNumbers('south', SOUTH_SHEET)[0]).toBe('987654');
    expect(resultSheetSchema.safeParse(NORTH_SHEET).success).toBe(true);
  });

  it('names what is wrong with a sheet: a missing tier, a wrong count, wrong digits, a foreign tier', () => {
    expect(sheetProblems('north', SOUTH_SHEET)).toEqual(
      expect.arrayContaining([
        'special[0]: "987654" is not 5 digits',
        'second: 1 numbers, not 2',
        'eighth: not a tier here',
      ]),
    );
    const { seventh: _seventh, ...withoutSeventh } = NORTH_SHEET;
    expect(sheetProblems('north', withoutSeventh)).toEqual(['seventh: missing']);
    expect(isValidSheet('north', { ...NORTH_SHEET, sixth: ['123', '345', '99x'] })).toBe(false);
  });
});
