import { majorNumber, toMinor } from '@portal/shared/money';
import {
  percentOfPpm,
  ppmOfPercent,
  rateNames,
  termsProblem,
  type ContractKind,
  type DividendPeriod,
  type RateName,
  type Terms,
  type Tier,
} from '@portal/shared/contracts/terms';
import type { ContractLimits, TermsInput, TierView } from '@portal/shared/schemas/contracts';
import { AppError } from '../../lib/app-error.js';

/** The operator's limits of a kind as the server keeps them: rates in parts per million. */
export interface KindLimits {
  enabled: boolean;
  maxTiers: number;
  maxRates: Partial<Record<RateName, number>>;
}

/** A kind without a limits row: off, 10 tiers, every rate up to 100%. */
export const defaultLimits = (kind: ContractKind): KindLimits => ({
  enabled: false,
  maxTiers: 10,
  maxRates: Object.fromEntries(rateNames[kind].map((name) => [name, 1_000_000])),
});

/** Stored tiers: minValidBet as text (minor units), rates in parts per million. */
interface StoredTier {
  minValidBet: string;
  minActive: number;
  rates: Partial<Record<RateName, number>>;
}

export const tiersToJson = (tiers: readonly Tier[]): string =>
  JSON.stringify(
    tiers.map((tier): StoredTier => ({
      minValidBet: tier.minValidBet.toString(),
      minActive: tier.minActive,
      rates: tier.rates,
    })),
  );

export const tiersFromJson = (json: string): Tier[] =>
  (JSON.parse(json) as StoredTier[]).map((tier) => ({
    minValidBet: BigInt(tier.minValidBet),
    minActive: tier.minActive,
    rates: tier.rates,
  }));

export const termsOfRow = (row: { kind: string; period: string | null; tiers: string }): Terms => ({
  kind: row.kind as ContractKind,
  period: row.period as DividendPeriod | null,
  tiers: tiersFromJson(row.tiers),
});

/**
 * Terms as typed (major units, percentages) to the server's integers, checked: each amount and
 * percentage exact, the tiers well formed (CONTRACT_TERMS_INVALID), within the operator's limits
 * (CONTRACT_ABOVE_LIMIT).
 */
export function termsFromInput(kind: ContractKind, input: TermsInput, limits: KindLimits): Terms {
  const names = rateNames[kind];
  const tiers: Tier[] = input.tiers.map((tier) => {
    let minValidBet: bigint;
    try {
      minValidBet = toMinor(tier.minValidBet);
    } catch {
      throw new AppError('CONTRACT_TERMS_INVALID');
    }
    const rates: Partial<Record<RateName, number>> = {};
    for (const name of ['rate', 'profitRate', 'lossRate', 'singleBetRate'] as const) {
      const value = tier[name];
      if (value === undefined) continue;
      // A rate the kind does not have is a mistake, not something to drop quietly.
      if (!(names as readonly string[]).includes(name))
        throw new AppError('CONTRACT_TERMS_INVALID');
      const ppm = ppmOfPercent(value);
      if (ppm === null) throw new AppError('CONTRACT_TERMS_INVALID');
      rates[name] = ppm;
    }
    return { minValidBet, minActive: tier.minActive ?? 0, rates };
  });
  if (kind !== 'dividend' && input.period !== undefined) {
    throw new AppError('CONTRACT_TERMS_INVALID');
  }
  const terms: Terms = { kind, period: kind === 'dividend' ? (input.period ?? null) : null, tiers };
  if (termsProblem(terms) !== null) throw new AppError('CONTRACT_TERMS_INVALID');
  const above =
    tiers.length > limits.maxTiers ||
    tiers.some((tier) =>
      names.some((name) => tier.rates[name]! > (limits.maxRates[name] ?? 1_000_000)),
    );
  if (above) throw new AppError('CONTRACT_ABOVE_LIMIT');
  return terms;
}

/** One tier in API units. */
export function tierView(tier: Tier): TierView {
  const view: TierView = {
    minValidBet: majorNumber(tier.minValidBet),
    minActive: tier.minActive,
  };
  for (const [name, ppm] of Object.entries(tier.rates)) {
    view[name as RateName] = percentOfPpm(ppm);
  }
  return view;
}

/** Rates in API units (percentages). */
export const ratesView = (rates: Partial<Record<RateName, number>>) =>
  Object.fromEntries(
    Object.entries(rates).map(([name, ppm]) => [name, percentOfPpm(ppm)]),
  ) as Partial<Record<RateName, number>>;

export function limitsView(limits: KindLimits): ContractLimits {
  return {
    enabled: limits.enabled,
    maxTiers: limits.maxTiers,
    maxRates: ratesView(limits.maxRates) as Record<string, number>,
  };
}
