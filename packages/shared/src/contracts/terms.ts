/**
 * Agent contracts (decision 034): the terms of the four kinds, the tier a period's figures reach,
 * what a holder earns on its team, and the rule that an upline offers only terms at or below its
 * own. Pure functions over integers, shared by the server's settlement, its tests' brute-force
 * models and the site's previews.
 *
 * Rates are integer parts per million of their base (1% = 10,000): the API shows them as
 * percentages with at most 4 decimals. Amounts are minor units.
 */

export const contractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** A dividend contract's period; the salaries have their kind's own (day, hour, 5 minutes). */
export const dividendPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];

/** The rates of one tier: `rate` for dividend, daily and hourly; the three for real-time. */
export const rateNames = {
  dividend: ['rate'],
  daily: ['rate'],
  hourly: ['rate'],
  realtime: ['profitRate', 'lossRate', 'singleBetRate'],
} as const satisfies Record<ContractKind, readonly string[]>;
export type RateName = 'rate' | 'profitRate' | 'lossRate' | 'singleBetRate';

/** Parts per million in one percent. */
export const PPM_PER_PERCENT = 10_000;
/** The base of a rate: 1,000,000 parts. */
export const PPM = 1_000_000n;

export interface Tier {
  /** The team's valid bet in the period at which the tier starts (minor units). */
  minValidBet: bigint;
  /** The team's active members (a settled bet in the period) at which the tier starts. */
  minActive: number;
  /** Parts per million by rate name (only the kind's names). */
  rates: Partial<Record<RateName, number>>;
}

export interface Terms {
  kind: ContractKind;
  /** Dividend only. */
  period: DividendPeriod | null;
  tiers: Tier[];
}

/** The most tiers a contract may have. */
export const MAX_TIERS = 10;

/** What the tiers break, or null: thresholds rise, rates never fall, each rate within 100%. */
export function termsProblem(terms: Terms): string | null {
  const names = rateNames[terms.kind];
  if ((terms.kind === 'dividend') !== (terms.period !== null)) {
    return 'a dividend contract has a period, a salary has none';
  }
  if (terms.tiers.length === 0) return 'at least one tier';
  if (terms.tiers.length > MAX_TIERS) return `at most ${MAX_TIERS} tiers`;
  for (const [index, tier] of terms.tiers.entries()) {
    if (tier.minValidBet < 0n || !Number.isSafeInteger(tier.minActive) || tier.minActive < 0) {
      return 'thresholds are not negative';
    }
    for (const name of Object.keys(tier.rates)) {
      if (!(names as readonly string[]).includes(name)) return `no ${name} on this kind`;
    }
    for (const name of names) {
      const rate = tier.rates[name];
      if (rate === undefined || !Number.isSafeInteger(rate) || rate < 0 || rate > Number(PPM)) {
        return 'each rate is between 0% and 100%';
      }
    }
    const before = terms.tiers[index - 1];
    if (!before) continue;
    const rises =
      tier.minValidBet >= before.minValidBet &&
      tier.minActive >= before.minActive &&
      (tier.minValidBet > before.minValidBet || tier.minActive > before.minActive);
    if (!rises) return 'each tier starts above the one before';
    if (names.some((name) => tier.rates[name]! < before.rates[name]!)) {
      return 'a higher tier never pays a lower rate';
    }
  }
  return null;
}

/**
 * The tier a period's figures reach: the last one whose both thresholds are met, or -1. As the
 * thresholds rise and the rates never fall, the rates reached never fall as the figures grow.
 */
export function tierIndex(tiers: readonly Tier[], validBet: bigint, active: number): number {
  let reached = -1;
  for (const [index, tier] of tiers.entries()) {
    if (tier.minValidBet <= validBet && tier.minActive <= active) reached = index;
  }
  return reached;
}

/**
 * Whether `offered` never pays more than `own` for the same figures: for each offered tier, each
 * of its rates is at most the rate `own` reaches at that tier's thresholds. Both are step
 * functions that never fall, so the thresholds are the only points to compare. A dividend keeps
 * its upline's period (the differential of decision 034 compares one period with itself).
 */
export function atOrBelow(offered: Terms, own: Terms): boolean {
  if (offered.kind !== own.kind || offered.period !== own.period) return false;
  const names = rateNames[offered.kind];
  return offered.tiers.every((tier) => {
    const reached = own.tiers[tierIndex(own.tiers, tier.minValidBet, tier.minActive)];
    return names.every((name) => tier.rates[name]! <= (reached?.rates[name] ?? 0));
  });
}

/** A team's figures over one period (decision 034). */
export interface PeriodFigures {
  validBets: bigint;
  /** Stakes. */
  bets: bigint;
  payouts: bigint;
  bonuses: bigint;
  /** Sum over the members' winning bets of payout - stake. */
  wins: bigint;
  /** Sum over the members' losing bets of stake - payout. */
  losses: bigint;
  /** Members with a settled bet in the period. */
  active: number;
}

export const zeroPeriodFigures = (): PeriodFigures => ({
  validBets: 0n,
  bets: 0n,
  payouts: 0n,
  bonuses: 0n,
  wins: 0n,
  losses: 0n,
  active: 0,
});

/** The team's net loss of a period: stakes - payouts - bonuses (negative: the team won). */
export const netLossOf = (figures: PeriodFigures): bigint =>
  figures.bets - figures.payouts - figures.bonuses;

export interface Earning {
  tier: number;
  /** The reached tier's rates (empty below the first tier). */
  rates: Partial<Record<RateName, number>>;
  /** What the rates give on the team's figures, rounded down to a minor unit. */
  gross: bigint;
  /**
   * Dividend: the team's net win not yet made up (0 or negative), carried to the contract's next
   * period; 0 for the other kinds.
   */
  carry: bigint;
}

/**
 * What a holder's terms give on its team's figures for one period (decision 034):
 * - dividend: rate x (net loss + `carry`, the net win its earlier periods left, 0 or negative);
 *   nothing when that is not positive, and then it is the carry of the next period;
 * - daily and hourly salary: rate x valid bet;
 * - real-time salary: singleBetRate x valid bet + lossRate x losses + profitRate x wins, which is
 *   the sum over each settled bet of the rates applied to it.
 */
export function earningOf(terms: Terms, figures: PeriodFigures, carry = 0n): Earning {
  const tier = tierIndex(terms.tiers, figures.validBets, figures.active);
  const rates = terms.tiers[tier]?.rates ?? {};
  const ppm = (name: RateName) => BigInt(rates[name] ?? 0);
  let parts: bigint;
  let carried = 0n;
  switch (terms.kind) {
    case 'dividend': {
      const loss = netLossOf(figures) + (carry < 0n ? carry : 0n);
      parts = loss > 0n ? ppm('rate') * loss : 0n;
      carried = loss < 0n ? loss : 0n;
      break;
    }
    case 'daily':
    case 'hourly':
      parts = ppm('rate') * figures.validBets;
      break;
    case 'realtime':
      parts =
        ppm('singleBetRate') * figures.validBets +
        ppm('lossRate') * figures.losses +
        ppm('profitRate') * figures.wins;
      break;
  }
  return { tier, rates, gross: parts / PPM, carry: carried };
}

/**
 * What the platform pays a holder for a period (decision 034): its gross on its team less the
 * gross of each direct downline holding a contract of the same kind on theirs, never below 0.
 */
export const differentialOf = (gross: bigint, downlineGross: bigint): bigint =>
  gross > downlineGross ? gross - downlineGross : 0n;

/** A percentage with at most 4 decimals as parts per million, exactly; null otherwise. */
export function ppmOfPercent(percent: number | string): number | null {
  const text = typeof percent === 'number' ? String(percent) : percent.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const ppm = Number(match[1]) * PPM_PER_PERCENT + Number((match[2] ?? '').padEnd(4, '0'));
  return ppm <= Number(PPM) ? ppm : null;
}

/** Parts per million as a percentage number (1.25 for 12,500). */
export const percentOfPpm = (ppm: number): number => ppm / PPM_PER_PERCENT;
