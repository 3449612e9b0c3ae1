/**
 * The arithmetic of points (decision 027), in bigint only: points are whole, money is minor
 * units, and nothing is ever rounded up in the member's favour or lost silently in the house's.
 */

export interface EarningRate {
  /** Points per `perAmount` minor units of valid turnover. */
  points: bigint;
  perAmount: bigint;
}

export interface ConversionRule {
  /** `points` points convert to `amount` minor units. */
  points: bigint;
  amount: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * Points one settled bet earns on its own: floor(valid turnover x points / perAmount); no rate,
 * a zero rate or a non-positive turnover earns nothing.
 */
export function pointsEarned(validTurnover: bigint, rate: EarningRate | undefined): bigint {
  if (!rate || rate.points <= 0n || rate.perAmount <= 0n || validTurnover <= 0n) return 0n;
  return (validTurnover * rate.points) / rate.perAmount;
}

/** A fraction of a point a member has earned but not yet received: 0 <= num < den. */
export interface PointFraction {
  num: bigint;
  den: bigint;
}

export const NO_FRACTION: PointFraction = { num: 0n, den: 1n };

/**
 * Points a settled bet earns with the fraction the member's earlier bets left (of the same game
 * category): the whole points of carry + turnover x points / perAmount, and the fraction left for
 * the next bet. Small bets add up (ten 1.00 spins at 1 point per 10.00 earn 1 point), nothing is
 * rounded up, and a rate changed in between applies to the new turnover only: the carry keeps
 * its own denominator.
 */
export function accruePoints(
  carry: PointFraction,
  validTurnover: bigint,
  rate: EarningRate | undefined,
): { points: bigint; carry: PointFraction } {
  if (!rate || rate.points <= 0n || rate.perAmount <= 0n || validTurnover <= 0n) {
    return { points: 0n, carry };
  }
  const num = carry.num * rate.perAmount + validTurnover * rate.points * carry.den;
  const den = carry.den * rate.perAmount;
  const points = num / den;
  const rest = num - points * den;
  if (rest === 0n) return { points, carry: NO_FRACTION };
  const common = gcd(rest, den);
  return { points, carry: { num: rest / common, den: den / common } };
}

/**
 * The smallest number of points that converts to whole minor units: conversions are multiples
 * of it, so the cash is exact (100 points = 1.00 gives 1; 3 points = 0.02 gives 3).
 */
export function conversionStep(rule: ConversionRule): bigint {
  return rule.points / gcd(rule.points, rule.amount);
}

/** Cash in minor units for `points` (a multiple of the step): exact, no rounding. */
export function cashFor(points: bigint, rule: ConversionRule): bigint {
  return (points * rule.amount) / rule.points;
}

/** What a balance converts to now: the whole steps of it. */
export function cashValue(balance: bigint, rule: ConversionRule): bigint {
  if (balance <= 0n) return 0n;
  const step = conversionStep(rule);
  return cashFor(balance - (balance % step), rule);
}
