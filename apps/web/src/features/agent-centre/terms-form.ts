import {
  atOrBelow,
  MAX_TIERS,
  ppmOfPercent,
  termsProblem,
  type RateName,
  type Terms,
  type Tier,
} from '@portal/shared/contracts/terms';
import { toMinor } from '@portal/shared/money';
import type {
  ContractKind,
  ContractLimits,
  DividendPeriod,
  TermsInput,
  TierView,
} from '@portal/shared/schemas/contracts';
import { ratesOf } from './contract-format';

/** One tier row as typed. */
export interface TierRow {
  minValidBet: string;
  minActive: string;
  rates: Partial<Record<RateName, string>>;
}

export interface TermsForm {
  /** Dividend only. */
  period: DividendPeriod | null;
  tiers: TierRow[];
}

/** Why the form cannot be sent: a key of `editor.problems`, the row (1-based) and its values. */
export interface TermsFormProblem {
  key:
    | 'amount'
    | 'active'
    | 'rate'
    | 'maxRate'
    | 'maxTiers'
    | 'rising'
    | 'falling'
    | 'period'
    | 'aboveOwn'
    | 'invalid';
  row?: number;
  rate?: RateName;
  max?: number;
}

const ppmOfNumber = (percent: number) => Math.round(percent * 10_000);
const minorOfNumber = (amount: number) => toMinor(amount.toFixed(2));

/** A contract's or request's tiers (API numbers) as the shared Terms, to compare with. */
export function termsOfView(
  kind: ContractKind,
  period: DividendPeriod | null,
  tiers: readonly TierView[],
): Terms {
  return {
    kind,
    period: kind === 'dividend' ? period : null,
    tiers: tiers.map((tier) => ({
      minValidBet: minorOfNumber(tier.minValidBet),
      minActive: tier.minActive,
      rates: Object.fromEntries(ratesOf(kind).map((name) => [name, ppmOfNumber(tier[name] ?? 0)])),
    })),
  };
}

/** The form to start from: the given tiers (new terms), or one empty row (an offer). */
export function formOf(
  kind: ContractKind,
  period: DividendPeriod | null,
  tiers: readonly TierView[],
): TermsForm {
  const rows = tiers.map((tier) => ({
    minValidBet: String(tier.minValidBet),
    minActive: String(tier.minActive),
    rates: Object.fromEntries(ratesOf(kind).map((name) => [name, String(tier[name] ?? 0)])),
  }));
  return {
    period: kind === 'dividend' ? (period ?? 'monthly') : null,
    tiers: rows.length > 0 ? rows : [emptyRow(kind)],
  };
}

export const emptyRow = (kind: ContractKind): TierRow => ({
  minValidBet: '',
  minActive: '0',
  rates: Object.fromEntries(ratesOf(kind).map((name) => [name, ''])),
});

function readTier(kind: ContractKind, row: TierRow, index: number): Tier | TermsFormProblem {
  let minValidBet: bigint;
  try {
    minValidBet = toMinor(row.minValidBet);
  } catch {
    return { key: 'amount', row: index + 1 };
  }
  if (minValidBet < 0n) return { key: 'amount', row: index + 1 };
  const active = row.minActive.trim();
  if (!/^\d{1,7}$/.test(active)) return { key: 'active', row: index + 1 };
  const rates: Tier['rates'] = {};
  for (const name of ratesOf(kind)) {
    const ppm = ppmOfPercent(row.rates[name] ?? '');
    if (ppm === null) return { key: 'rate', row: index + 1, rate: name };
    rates[name] = ppm;
  }
  return { minValidBet, minActive: Number(active), rates };
}

/**
 * The form as Terms, checked as the server checks it (termsProblem, the operator's limits, and
 * for an offer or new terms to a downline, atOrBelow the caller's own contract), or the first
 * problem found.
 */
export function checkTerms(
  kind: ContractKind,
  form: TermsForm,
  limits: ContractLimits,
  ceiling: Terms | null,
): { terms: Terms } | { problem: TermsFormProblem } {
  const maxTiers = Math.min(limits.maxTiers, MAX_TIERS);
  if (form.tiers.length > maxTiers) return { problem: { key: 'maxTiers', max: maxTiers } };
  const tiers: Tier[] = [];
  for (const [index, row] of form.tiers.entries()) {
    const tier = readTier(kind, row, index);
    if ('key' in tier) return { problem: tier };
    for (const name of ratesOf(kind)) {
      const max = limits.maxRates[name];
      if (max !== undefined && tier.rates[name]! > ppmOfNumber(max)) {
        return { problem: { key: 'maxRate', row: index + 1, rate: name, max } };
      }
    }
    const before = tiers.at(-1);
    if (before) {
      const rises =
        tier.minValidBet >= before.minValidBet &&
        tier.minActive >= before.minActive &&
        (tier.minValidBet > before.minValidBet || tier.minActive > before.minActive);
      if (!rises) return { problem: { key: 'rising', row: index + 1 } };
      const falls = ratesOf(kind).find((name) => tier.rates[name]! < before.rates[name]!);
      if (falls) return { problem: { key: 'falling', row: index + 1, rate: falls } };
    }
    tiers.push(tier);
  }
  const terms: Terms = { kind, period: kind === 'dividend' ? form.period : null, tiers };
  if (termsProblem(terms) !== null) return { problem: { key: 'invalid' } };
  if (ceiling) {
    if (ceiling.period !== terms.period) return { problem: { key: 'period' } };
    const above = tiers.findIndex((tier) => !atOrBelow({ ...terms, tiers: [tier] }, ceiling));
    if (above >= 0) return { problem: { key: 'aboveOwn', row: above + 1 } };
  }
  return { terms };
}

/** What the relay call receives: the typed amounts and percentages, trimmed. */
export function termsInputOf(kind: ContractKind, form: TermsForm): TermsInput {
  return {
    ...(kind === 'dividend' && form.period ? { period: form.period } : {}),
    tiers: form.tiers.map((row) => ({
      minValidBet: row.minValidBet.trim(),
      minActive: Number(row.minActive.trim()),
      ...Object.fromEntries(ratesOf(kind).map((name) => [name, (row.rates[name] ?? '').trim()])),
    })),
  };
}
