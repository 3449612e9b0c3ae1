import { formatDateTime } from '@portal/shared/date-time';
import { rateNames, type RateName } from '@portal/shared/contracts/terms';
import type {
  ContractKind,
  ContractRequestView,
  DividendPeriod,
  TierView,
} from '@portal/shared/schemas/contracts';

/** The rate names of a kind: `rate`, or the three real-time rates. */
export const ratesOf = (kind: ContractKind): readonly RateName[] => rateNames[kind];

/** A percentage with up to 4 decimals, e.g. "1.25%", "0.0005%". */
export const formatPercent = (percent: number): string =>
  `${Number(percent.toFixed(4)).toString()}%`;

/** The rates of a tier in words: "1.25%", or "0.5% / 0.3% / 0.1%" for real-time. */
export const tierRates = (kind: ContractKind, tier: Partial<Record<RateName, number>>): string =>
  ratesOf(kind)
    .map((name) => formatPercent(tier[name] ?? 0))
    .join(' / ');

/** The highest tier's rates (tiers rise, so the last pays the most), or null without tiers. */
export const topTier = (tiers: readonly TierView[]): TierView | null => tiers.at(-1) ?? null;

/** An instant in site time (GMT+8), e.g. "26 Nov 2026, 14:00": the site's one date-time format. */
export const formatSiteTime = (iso: string, language: string): string =>
  formatDateTime(iso, language);

/** Who must answer a request: the other side of the one who asked (null: the platform). */
export function answererOf(request: ContractRequestView): string | null {
  if (request.requestedBy === 'downline') return request.grantor?.account ?? null;
  return request.holder.account;
}

/** Who asked for it (null: the platform). */
export function askerOf(request: ContractRequestView): string | null {
  if (request.requestedBy === 'downline') return request.holder.account;
  if (request.requestedBy === 'upline') return request.grantor?.account ?? null;
  return null;
}

/**
 * How often the kind settles, as a key of `schedules`: from the kind, and for a dividend from
 * the contract's period (the query's `schedule` is an English word, not a key).
 */
export const scheduleKey = (kind: ContractKind, period: DividendPeriod | null) =>
  kind !== 'dividend' ? kind : period ? `dividend_${period}` : 'dividend';
