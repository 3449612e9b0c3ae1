import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FairStream,
  createFairSeed,
  drawDigits,
  drawDistinct,
  fairSeedHash,
  pickWeighted,
  verifyFairSeed,
} from './fair-draw.js';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** The words of one block, computed with Node's own HMAC rather than the module's. */
function words(seed: string, drawId: string, block: number): number[] {
  const digest = createHmac('sha256', Buffer.from(seed, 'hex'))
    .update(`${drawId}:${block}`)
    .digest();
  return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
}

/** A fixed, reproducible seed per index, so the statistical tests always see the same draws. */
const seedOf = (i: number) => createHash('sha256').update(`seed-${i}`).digest('hex');

describe('provably fair draws', () => {
  it('commits to a seed with its SHA-256 and verifies only that seed', () => {
    const seed = createFairSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const hash = fairSeedHash(seed);
    expect(hash).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(verifyFairSeed(seed, hash)).toBe(true);
    expect(verifyFairSeed(seed, hash.toUpperCase())).toBe(true);
    const other = (seed[0] === 'a' ? 'b' : 'a') + seed.slice(1);
    expect(verifyFairSeed(other, hash)).toBe(false);
    expect(verifyFairSeed('not a seed', hash)).toBe(false);
    expect(createFairSeed()).not.toBe(seed);
  });

  it('derives numbers from HMAC-SHA256(seed, "<draw id>:<block>"), eight words a block', () => {
    const stream = new FairStream(SEED, 'ticket-42');
    const expected = [...words(SEED, 'ticket-42', 0), ...words(SEED, 'ticket-42', 1)];
    const drawn = Array.from({ length: 16 }, () => stream.int(2 ** 32));
    expect(drawn).toEqual(expected);
  });

  it('skips a word at or above the largest multiple of the range instead of folding it (no modulo bias)', () => {
    // With n = 3 * 2^30 the limit is 3 * 2^30: words from there on are skipped.
    const n = 3 * 2 ** 30;
    const all = [...words(SEED, 'bias', 0), ...words(SEED, 'bias', 1), ...words(SEED, 'bias', 2)];
    const accepted = all.filter((word) => word < n);
    expect(accepted.length).toBeLessThan(all.length);
    const stream = new FairStream(SEED, 'bias');
    expect(Array.from({ length: 5 }, () => stream.int(n))).toEqual(accepted.slice(0, 5));
  });

  it('gives the same outcome for the same seed and draw id, and another for another id', () => {
    const a = drawDigits(new FairStream(SEED, 'draw-1'), 20);
    expect(drawDigits(new FairStream(SEED, 'draw-1'), 20)).toBe(a);
    expect(drawDigits(new FairStream(SEED, 'draw-2'), 20)).not.toBe(a);
    expect(a).toMatch(/^\d{20}$/);
  });

  it('draws weighted prizes in proportion: 20,000 openings pass a chi-square test at 1%', () => {
    // A prize table as a reward ticket has one: nothing, points, small cash, a ticket, big cash.
    const weights = [4000, 3000, 1500, 1000, 450, 50];
    const total = weights.reduce((a, b) => a + b, 0);
    const counts = weights.map(() => 0);
    const openings = 20_000;
    for (let i = 0; i < openings; i += 1) {
      counts[pickWeighted(new FairStream(seedOf(i % 1000), `ticket-${i}`), weights)]! += 1;
    }
    const chiSquare = weights.reduce((sum, weight, i) => {
      const expected = (openings * weight) / total;
      return sum + (counts[i]! - expected) ** 2 / expected;
    }, 0);
    // The 1% critical value of the chi-square distribution with 5 degrees of freedom.
    expect(chiSquare).toBeLessThan(15.086);
    expect(counts[5]).toBeGreaterThan(0);
  });

  it('never draws an entry of weight zero', () => {
    const stream = new FairStream(SEED, 'zero');
    for (let i = 0; i < 2000; i += 1) expect([1, 3]).toContain(pickWeighted(stream, [0, 5, 0, 5]));
  });

  it('draws distinct numbers uniformly over the range', () => {
    const seen = new Array<number>(10).fill(0);
    for (let i = 0; i < 5000; i += 1) {
      const drawn = drawDistinct(new FairStream(seedOf(i % 100), `d-${i}`), 10, 3);
      expect(new Set(drawn).size).toBe(3);
      for (const n of drawn) seen[n]! += 1;
    }
    // 15,000 numbers over 10 values: chi-square with 9 degrees of freedom, 1% critical 21.666.
    const chiSquare = seen.reduce((sum, c) => sum + (c - 1500) ** 2 / 1500, 0);
    expect(chiSquare).toBeLessThan(21.666);
  });

  it('refuses malformed seeds, ranges and weights', () => {
    expect(() => new FairStream('ABC', 'x')).toThrow(RangeError);
    const stream = new FairStream(SEED, 'x');
    expect(() => stream.int(0)).toThrow(RangeError);
    expect(() => stream.int(1.5)).toThrow(RangeError);
    expect(() => pickWeighted(stream, [0, 0])).toThrow(RangeError);
    expect(() => pickWeighted(stream, [1, -1])).toThrow(RangeError);
    expect(() => drawDistinct(stream, 3, 4)).toThrow(RangeError);
  });
});
