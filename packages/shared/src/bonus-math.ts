/**
 * Bonus arithmetic the server applies and the site previews, in integer minor units: one copy, so
 * the deposit page shows exactly the bonus the server will give.
 */

/** Percent with at most 2 decimals as basis points (100% = 10,000). */
export function basisPoints(percent: number): bigint {
  return BigInt(Math.round(percent * 100));
}

/**
 * A deposit match: `percent` of the deposit, floored to the minor unit, up to `cap`; nothing below
 * `minDeposit`. The turnover asked is (deposit + bonus) x multiple.
 */
export function depositMatch(
  deposit: bigint,
  terms: { percent: number; cap: bigint; minDeposit: bigint; turnoverMultiple: number },
): { bonus: bigint; turnover: bigint } {
  if (deposit < terms.minDeposit || deposit <= 0n) return { bonus: 0n, turnover: 0n };
  const matched = (deposit * basisPoints(terms.percent)) / 10_000n;
  const bonus = matched < terms.cap ? matched : terms.cap;
  if (bonus <= 0n) return { bonus: 0n, turnover: 0n };
  return { bonus, turnover: (deposit + bonus) * BigInt(terms.turnoverMultiple) };
}
