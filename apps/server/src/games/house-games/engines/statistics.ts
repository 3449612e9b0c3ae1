/**
 * What the engines' statistical tests need (no statistics library): Pearson's chi-square
 * statistic and the 1% critical values of the degrees of freedom they use.
 */

/**
 * Upper 1% critical values of the chi-square distribution by degrees of freedom, from the
 * NIST/SEMATECH e-Handbook of Statistical Methods, section 1.3.6.7.4 ("Critical Values of the
 * Chi-Square Distribution", column 0.01); they agree with scipy.stats.chi2.ppf(0.99, df).
 */
export const CHI_SQUARE_CRITICAL_1PCT: Readonly<Record<number, number>> = {
  1: 6.635,
  2: 9.21,
  3: 11.345,
  4: 13.277,
  5: 15.086,
  6: 16.812,
  29: 49.588,
  30: 50.892,
  36: 58.619,
};

export function criticalValue1pct(degreesOfFreedom: number): number {
  const value = CHI_SQUARE_CRITICAL_1PCT[degreesOfFreedom];
  if (value === undefined) throw new Error(`No 1% critical value for ${degreesOfFreedom} df`);
  return value;
}

/** Pearson's statistic: the sum of (observed - expected)^2 / expected over the bins. */
export function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  if (observed.length !== expected.length) throw new Error('Bins do not match');
  return observed.reduce((sum, count, bin) => {
    const want = expected[bin]!;
    return sum + (count - want) ** 2 / want;
  }, 0);
}

/** Counts of how often each value in [0, bins) occurred. */
export function tally(values: Iterable<number>, bins: number): number[] {
  const counts = new Array<number>(bins).fill(0);
  for (const value of values) counts[value]! += 1;
  return counts;
}

/** Mean and (population) standard deviation of a stream of values, in one pass. */
export class RunningStats {
  private n = 0;
  private sum = 0;
  private squares = 0;

  add(value: number): void {
    this.n += 1;
    this.sum += value;
    this.squares += value * value;
  }

  get count(): number {
    return this.n;
  }

  get mean(): number {
    return this.sum / this.n;
  }

  get standardDeviation(): number {
    return Math.sqrt(Math.max(0, this.squares / this.n - this.mean ** 2));
  }
}
