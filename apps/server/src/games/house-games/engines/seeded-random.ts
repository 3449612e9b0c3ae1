import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomSource } from './random.js';

/**
 * A repeatable RandomSource for tests and simulations only (pure-rand is a development
 * dependency): the same seed gives the same sequence, so statistical tests never flake.
 */
export function seededRandom(seed: number): RandomSource {
  const generator = xoroshiro128plus(seed);
  return { int: (min, maxExclusive) => uniformInt(generator, min, maxExclusive - 1) };
}
