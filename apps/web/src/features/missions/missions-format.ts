import type { TFunction } from 'i18next';
import {
  isMoneyCondition,
  type MissionCondition,
  type MissionReward,
} from '@portal/shared/schemas/missions';
import { formatCurrency } from '../../lib/money';

/** A mission's measure: money with the currency symbol, a count as a whole number. */
export function formatMeasure(condition: MissionCondition, value: number, symbol: string): string {
  return isMoneyCondition(condition) ? formatCurrency(value, symbol) : String(Math.floor(value));
}

/** What a mission pays, in words. */
export function rewardText(reward: MissionReward, symbol: string, t: TFunction): string {
  switch (reward.type) {
    case 'points':
      return t('missions:reward.points', { count: reward.points });
    case 'ticket':
      return t(`missions:reward.ticket_${reward.ticketKind}`, { count: reward.count });
    case 'bonus':
      return t('missions:reward.bonus', {
        amount: formatCurrency(reward.amount, symbol),
        multiple: reward.turnoverMultiple,
      });
  }
}

const MINUTE = 60_000;

/** The time left until `endIso`: "2d 5h", "5h 12m", "12m" (at least a minute). */
export function timeLeft(endIso: string, now: number, t: TFunction): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(endIso) - now) / MINUTE));
  const d = Math.floor(minutes / 1_440);
  const h = Math.floor((minutes % 1_440) / 60);
  const m = minutes % 60;
  if (d > 0) return t('missions:duration.days', { d, h });
  if (h > 0) return t('missions:duration.hours', { h, m });
  return t('missions:duration.minutes', { m });
}

/** Progress as a percentage of the target, for the bar. */
export const percentOf = (progress: number, target: number) =>
  target > 0 ? Math.min(100, (progress / target) * 100) : 0;
