import { toMinor } from '@portal/shared/money';
import {
  POINT_LIST_MAX_DAYS,
  POINT_REDEEM_QUANTITY_MAX,
} from '@portal/shared/schemas/points/constants';
import type { PointConfig, PointReward } from '@portal/shared/schemas/points';

export { useMoney } from '../../components/ui/use-money';

const pointFormats = new Map<string, Intl.NumberFormat>();

/** Whole points with the locale's grouping: "12,500". */
export function formatPoints(points: number, locale = 'en'): string {
  let format = pointFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 0 });
    pointFormats.set(locale, format);
  }
  return format.format(points);
}

/** Signed points with a true minus sign: "+120", "−5,000". */
export const signedPoints = (points: number, locale = 'en'): string =>
  `${points < 0 ? '−' : '+'}${formatPoints(Math.abs(points), locale)}`;

/**
 * The cash of `points` points in minor units, exactly (bigint, no floats): points x amount /
 * rate points, rounded down like the server (a multiple of the step leaves nothing to round).
 */
export function cashForPoints(points: number, conversion: PointConfig['conversion']): bigint {
  if (!Number.isSafeInteger(points) || points <= 0) return 0n;
  return (BigInt(points) * toMinor(conversion.amount.toFixed(2))) / BigInt(conversion.points);
}

/** The most points one conversion may take from a balance: its whole steps. */
export function convertiblePoints(balance: number, step: number): number {
  if (balance <= 0 || step <= 0) return 0;
  return balance - (balance % step);
}

export type ConvertProblem = 'invalid' | 'min' | 'step' | 'balance';

/** Why a number of points cannot be converted (checked again by the server), or null. */
export function convertProblem(
  text: string,
  balance: number,
  conversion: PointConfig['conversion'],
): ConvertProblem | null {
  const points = parsePoints(text);
  if (points === null) return 'invalid';
  if (points < Math.max(conversion.minPoints, 1)) return 'min';
  if (points % conversion.step !== 0) return 'step';
  if (points > balance) return 'balance';
  return null;
}

/** Whole points as typed (grouping commas allowed); null when not a positive whole number. */
export function parsePoints(text: string): number | null {
  const clean = text.trim().replace(/,/g, '');
  if (!/^\d{1,13}$/.test(clean)) return null;
  const points = Number(clean);
  return points > 0 ? points : null;
}

/** Why a reward cannot be redeemed now, the first reason that applies; null when it can. */
export type RewardBlock = 'closed' | 'unavailable' | 'soldOut' | 'limitReached' | 'notEnoughPoints';

/** Units this member may still take of a reward: limit left, stock and the per-redeem cap. */
export function maxQuantity(reward: PointReward): number {
  const limitLeft =
    reward.perMemberLimit === null ? Infinity : reward.perMemberLimit - reward.redeemedByMe;
  const stock = reward.stock === null ? Infinity : reward.stock;
  return Math.max(0, Math.min(limitLeft, stock, POINT_REDEEM_QUANTITY_MAX));
}

/**
 * The reason shown on a disabled Exchange button. A visitor's balance is unknown (null): only
 * what holds for everyone (a closed ticket, no stock) blocks them; the login comes first.
 */
export function rewardBlock(
  reward: PointReward,
  balance: number | null,
  enabled = true,
): RewardBlock | null {
  if (!enabled) return 'closed';
  if (!reward.redeemable) return 'unavailable';
  if (reward.stock !== null && reward.stock <= 0) return 'soldOut';
  if (reward.perMemberLimit !== null && reward.redeemedByMe >= reward.perMemberLimit) {
    return 'limitReached';
  }
  if (balance !== null && balance < reward.points) return 'notEnoughPoints';
  return null;
}

const DAY_MS = 86_400_000;

/**
 * Where the history starts: the longest range the lists allow, less a day so that the server's
 * own "now" (the range's end) never makes it too long.
 */
export function historyStart(now = Date.now()): string {
  return new Date(now - (POINT_LIST_MAX_DAYS - 1) * DAY_MS).toISOString();
}

/** The fewest points one conversion may take: the minimum, raised to a whole step. */
export function smallestConversion(conversion: PointConfig['conversion']): number {
  return Math.ceil(Math.max(conversion.minPoints, 1) / conversion.step) * conversion.step;
}
