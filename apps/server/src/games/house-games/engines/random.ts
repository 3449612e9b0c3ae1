import { randomInt } from 'node:crypto';

/** Where every outcome of the house games comes from. */
export interface RandomSource {
  /** A uniform integer in [min, maxExclusive). */
  int(min: number, maxExclusive: number): number;
}

/**
 * Production randomness: `crypto.randomInt` draws by rejection sampling, so every value of the
 * range is exactly equally likely (no modulo bias). Its range must stay below 2^48.
 */
export const cryptoRandom: RandomSource = {
  int: (min, maxExclusive) => randomInt(min, maxExclusive),
};
