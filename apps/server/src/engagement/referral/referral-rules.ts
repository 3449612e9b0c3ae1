import { randomInt } from 'node:crypto';
import type { ReferralIneligibleReason } from '@portal/shared/schemas/referral';
import type { ReferralRewardWallet, ReferralStatusName } from './referral.tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The operator's rules in server terms: amounts in minor units. */
export interface ReferralRuleSet {
  enabled: boolean;
  minFirstDeposit: bigint;
  /** 0: no turnover asked. */
  minTurnover: bigint;
  /** 0: no time limit. */
  qualifyWithinDays: number;
  rewardAmount: bigint;
  rewardWallet: ReferralRewardWallet;
  turnoverMultiple: number;
  bonusExpiryDays: number;
  updatedAt: string | null;
}

/** Until an operator saves rules: off, with sensible amounts to start from. */
export const DEFAULT_REFERRAL_RULES: ReferralRuleSet = {
  enabled: false,
  minFirstDeposit: 10_000n,
  minTurnover: 0n,
  qualifyWithinDays: 30,
  rewardAmount: 2_000n,
  rewardWallet: 'bonus',
  turnoverMultiple: 1,
  bonusExpiryDays: 30,
  updatedAt: null,
};

/** What the qualification looks at of one friend. */
export interface FriendProgress {
  status: ReferralStatusName;
  registeredAt: string;
  firstDepositAmount: bigint | null;
  firstDepositAt: string | null;
  turnover: bigint;
}

/**
 * Where a friend stands against the rules at `now`: still short of a threshold (`pending`), past
 * the point of qualifying (`ineligible` with the reason), or with every threshold met (`met`,
 * the anti-abuse checks come next). Only a friend with a first deposit is assessed.
 */
export type Assessment =
  | { outcome: 'pending' }
  | { outcome: 'met' }
  | { outcome: 'ineligible'; reason: ReferralIneligibleReason };

export function assess(friend: FriendProgress, rules: ReferralRuleSet, now: Date): Assessment {
  if (friend.status !== 'deposited' || friend.firstDepositAmount === null) {
    return { outcome: 'pending' };
  }
  if (friend.firstDepositAmount < rules.minFirstDeposit) {
    return { outcome: 'ineligible', reason: 'first_deposit_below_minimum' };
  }
  if (friend.turnover < rules.minTurnover) {
    // Turnover played after the window does not count: past it, the friend can no longer qualify.
    return windowPassed(friend.registeredAt, rules, now)
      ? { outcome: 'ineligible', reason: 'window_passed' }
      : { outcome: 'pending' };
  }
  const metAt = rules.minTurnover > 0n ? now : new Date(friend.firstDepositAt ?? now);
  return windowPassed(friend.registeredAt, rules, metAt)
    ? { outcome: 'ineligible', reason: 'window_passed' }
    : { outcome: 'met' };
}

/** The instant the qualification window closes, or null when it never does. */
export function windowEnd(registeredAt: string, rules: ReferralRuleSet): Date | null {
  if (rules.qualifyWithinDays <= 0) return null;
  return new Date(Date.parse(registeredAt) + rules.qualifyWithinDays * DAY_MS);
}

function windowPassed(registeredAt: string, rules: ReferralRuleSet, at: Date): boolean {
  const end = windowEnd(registeredAt, rules);
  return end !== null && at.getTime() > end.getTime();
}

/** The traces one member left that the anti-abuse rules compare. */
export interface MemberTraces {
  /** Hashes of the browser marks (decision 028). */
  deviceMarks: readonly string[];
  /** Registration and login addresses. */
  ips: readonly (string | null)[];
  /** The payee name and every bank card holder name. */
  payeeNames: readonly (string | null)[];
}

/** "  Tan  ah KOW " and "tan ah kow" are one name. */
export function normalizeName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const present = (values: readonly (string | null)[], map: (value: string) => string) =>
  new Set(values.filter((value): value is string => !!value && value.trim() !== '').map(map));

function shares(
  a: readonly (string | null)[],
  b: readonly (string | null)[],
  map: (v: string) => string,
) {
  const left = present(a, map);
  for (const value of present(b, map)) if (left.has(value)) return true;
  return false;
}

/**
 * Why a friend cannot earn their referrer a reward: they share a browser, an address or a payee
 * name with the referrer, which says one person holds both accounts (decision 028).
 */
export function abuseReasons(
  friend: MemberTraces,
  referrer: MemberTraces,
): ReferralIneligibleReason[] {
  const reasons: ReferralIneligibleReason[] = [];
  if (shares(friend.deviceMarks, referrer.deviceMarks, (v) => v)) reasons.push('same_device');
  if (shares(friend.ips, referrer.ips, (v) => v.trim().toLowerCase())) reasons.push('same_ip');
  if (shares(friend.payeeNames, referrer.payeeNames, normalizeName))
    reasons.push('same_payee_name');
  return reasons;
}

/** A friend's account as the referrer sees it: the first two characters and the last (ab***9). */
export function maskFriend(account: string): string {
  const chars = [...account];
  if (chars.length >= 4) return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
  return `${chars[0] ?? ''}***`;
}

/** No 0/O, 1/I/L: a code read aloud or copied by hand is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** How a typed code is looked up: trimmed, upper-cased. */
export const codeKey = (code: string) => code.trim().toUpperCase();
