import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawSheet } from './draw.js';
import {
  LOTTERY_REGIONS,
  PRIZE_STRUCTURES,
  isValidSheet,
  sheetNumbers,
} from './prize-structures.js';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/**
 * The documented derivation, rebuilt with Node's HMAC: 32-bit words of
 * HMAC-SHA256(seed, "<draw id>:<block>"), words of 4294967290 and above skipped, digit = word
 * mod 10, digits in sheet order.
 */
function referenceDigits(seed: string, drawId: string, count: number): string {
  let digits = '';
  for (let block = 0; digits.length < count; block += 1) {
    const digest = createHmac('sha256', Buffer.from(seed, 'hex'))
      .update(`${drawId}:${block}`)
      .digest();
    for (let i = 0; i < 8 && digits.length < count; i += 1) {
      const word = digest.readUInt32BE(i * 4);
      if (word < 4_294_967_290) digits += String(word % 10);
    }
  }
  return digits;
}

const seedOf = (i: number) => createHash('sha256').update(`elott-seed-${i}`).digest('hex');

describe('fast draws', () => {
  it('reproduces a sheet exactly from the revealed seed and the draw id (fixed vectors)', () => {
    expect(drawSheet(SEED, 'elott-1-20261126-0042', 'north')).toEqual({
      special: ['94483'],
      first: ['53310'],
      second: ['57092', '90685'],
      third: ['30645', '93927', '62575', '55674', '07863', '37112'],
      fourth: ['7908', '1579', '3904', '0448'],
      fifth: ['9021', '2219', '3084', '1853', '1303', '1281'],
      sixth: ['230', '837', '721'],
      seventh: ['98', '62', '78', '10'],
    });
    expect(drawSheet(SEED, 'elott-5-20261126-0007', 'south')).toEqual({
      special: ['452328'],
      first: ['75817'],
      second: ['68481'],
      third: ['59530', '51370'],
      fourth: ['74853', '30305', '58112', '95938', '15015', '48070', '25929'],
      fifth: ['6709'],
      sixth: ['0779', '2437', '8605'],
      seventh: ['332'],
      eighth: ['26'],
    });
  });

  it('draws every digit in sheet order from one stream, as the decision documents', () => {
    for (const region of LOTTERY_REGIONS) {
      const sheet = drawSheet(SEED, `check-${region}`, region);
      expect(isValidSheet(region, sheet)).toBe(true);
      const joined = sheetNumbers(region, sheet).join('');
      expect(joined).toBe(referenceDigits(SEED, `check-${region}`, joined.length));
    }
    expect(drawSheet(SEED, 'a', 'north')).not.toEqual(drawSheet(SEED, 'b', 'north'));
  });

  it('draws uniform digits and lô: chi-square over 10,000 draws passes at the 1% level', () => {
    const digitCounts = Array<number>(10).fill(0);
    const loCounts = Array<number>(100).fill(0);
    const draws = 10_000;
    for (let i = 0; i < draws; i += 1) {
      const region = LOTTERY_REGIONS[i % 3]!;
      const numbers = sheetNumbers(region, drawSheet(seedOf(i % 500), `elott-${i}`, region));
      for (const number of numbers) {
        for (const digit of number) digitCounts[Number(digit)]! += 1;
        loCounts[Number(number.slice(-2))]! += 1;
      }
    }
    const chiSquare = (counts: number[]) => {
      const total = counts.reduce((a, b) => a + b, 0);
      const expected = total / counts.length;
      return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    };
    // 1% critical values of the chi-square distribution: 9 and 99 degrees of freedom.
    expect(chiSquare(digitCounts)).toBeLessThan(21.666);
    expect(chiSquare(loCounts)).toBeLessThan(134.642);
    const digitsPerDraw = LOTTERY_REGIONS.map((region) =>
      PRIZE_STRUCTURES[region].reduce((sum, shape) => sum + shape.count * shape.digits, 0),
    );
    expect(digitsPerDraw).toEqual([107, 82, 82]);
    // About 3 s alone; room for a loaded machine.
  }, 20_000);
});
