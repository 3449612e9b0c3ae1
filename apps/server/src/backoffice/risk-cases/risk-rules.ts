import {
  RISK_RULES,
  riskRuleParamSchemas,
  type RiskRule,
  type RiskRuleParams,
} from '@portal/shared/schemas/risk-cases';

/**
 * The money-pattern rules (decision 054): each decision is a pure function of the figures the
 * consumer reads, so the thresholds are tested to the minor unit without a database.
 */

export interface RuleSetting<R extends RiskRule = RiskRule> {
  enabled: boolean;
  params: RiskRuleParams<R>;
}

export type RuleSettings = { [R in RiskRule]: RuleSetting<R> };

/** What a rule holds until the risk desk sets it: every rule on, with cautious thresholds. */
export const defaultRuleSettings: RuleSettings = {
  large_deposit: { enabled: true, params: { amountMinor: 5_000_000 } },
  large_withdrawal: { enabled: true, params: { amountMinor: 5_000_000 } },
  little_play: { enabled: true, params: { ratioBps: 3_000, minDepositsMinor: 100_000 } },
  shared_device: { enabled: true, params: { maxMembers: 3 } },
  shared_payee: { enabled: true, params: { maxMembers: 2 } },
  card_churn: { enabled: true, params: { maxChanges: 3, hours: 24 } },
};

/** A stored rule's thresholds; a row that no longer reads falls back to the default. */
export function readParams<R extends RiskRule>(rule: R, json: string): RiskRuleParams<R> {
  try {
    const parsed = riskRuleParamSchemas[rule].safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data as RiskRuleParams<R>;
  } catch {
    // Falls through to the default.
  }
  return defaultRuleSettings[rule].params;
}

export const isRiskRule = (value: string): value is RiskRule =>
  (RISK_RULES as readonly string[]).includes(value);

/** A deposit or withdrawal strictly above the threshold. */
export const overAmount = (amount: bigint, threshold: bigint): boolean => amount > threshold;

export interface PlayFigures {
  /** The deposits since the member's previous withdrawal (minor units). */
  deposits: bigint;
  /** The valid bets the turnover counter credited against those deposits (minor units). */
  played: bigint;
}

/**
 * Deposits followed by a withdrawal with little play: the deposits reach the minimum, and what
 * was played is below `ratioBps` / 10 000 of them (integer arithmetic, no rounding).
 */
export function littlePlay(figures: PlayFigures, params: RiskRuleParams<'little_play'>): boolean {
  if (figures.deposits <= 0n || figures.deposits < BigInt(params.minDepositsMinor)) return false;
  return figures.played * 10_000n < figures.deposits * BigInt(params.ratioBps);
}

/** More than `maxMembers` accounts share one mark or name (the member counted among them). */
export const tooManySharing = (members: number, maxMembers: number): boolean =>
  members > maxMembers;

/** More than `maxChanges` bank cards added or removed in the window before a withdrawal. */
export const cardChurn = (changes: number, maxChanges: number): boolean => changes > maxChanges;

/** The start of the card-change window of a withdrawal requested at `at`. */
export const churnWindowStart = (at: Date, hours: number): Date =>
  new Date(at.getTime() - hours * 3_600_000);
