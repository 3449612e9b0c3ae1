import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import { fromMinor, toMinor } from '@portal/shared/money';
import {
  isMoneyCondition,
  type MemberMission,
  type MissionCondition,
  type MissionInputParsed,
  type MissionReward,
  type OperatorMission,
} from '@portal/shared/schemas/missions';
import { periodOf } from './mission-periods.js';
import type { ProgressRow } from './mission-progress.repository.js';
import type { MissionFields, StoredMission, StoredReward } from './missions.repository.js';

/** A measure as the API shows it: money as a decimal, counts as they are. */
export const measure = (condition: MissionCondition, value: bigint): number =>
  isMoneyCondition(condition) ? Number(fromMinor(value)) : Number(value);

export function rewardView(reward: StoredReward): MissionReward {
  switch (reward.type) {
    case 'points':
      return { type: 'points', points: Number(reward.points) };
    case 'ticket':
      return { type: 'ticket', ticketKind: reward.ticketKind, count: reward.count };
    case 'bonus':
      return {
        type: 'bonus',
        amount: Number(fromMinor(reward.amount)),
        turnoverMultiple: reward.turnoverMultiple,
      };
  }
}

export const textIn = (texts: Partial<Record<Language, string>>, language: Language): string =>
  texts[language] || texts[FALLBACK_LANGUAGE] || '';

/** The operator's input in stored units (INVALID_AMOUNT from toMinor past 2 decimals). */
export function toFields(input: MissionInputParsed): MissionFields {
  const { reward } = input;
  const stored: StoredReward =
    reward.type === 'points'
      ? { type: 'points', points: BigInt(reward.points) }
      : reward.type === 'ticket'
        ? { type: 'ticket', ticketKind: reward.ticketKind, count: reward.count }
        : {
            type: 'bonus',
            amount: toMinor(reward.amount),
            turnoverMultiple: reward.turnoverMultiple,
          };
  return {
    names: input.names,
    descriptions: input.descriptions,
    period: input.period,
    condition: input.condition,
    categoryCode: input.categoryCode,
    target: isMoneyCondition(input.condition) ? toMinor(input.target) : BigInt(input.target),
    reward: stored,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    sortOrder: input.sortOrder,
    active: input.active,
  };
}

export function operatorView(mission: StoredMission): OperatorMission {
  return {
    id: mission.id,
    names: mission.names,
    descriptions: mission.descriptions,
    period: mission.period,
    condition: mission.condition,
    categoryCode: mission.categoryCode,
    target: measure(mission.condition, mission.target),
    reward: rewardView(mission.reward),
    startsAt: mission.startsAt?.toISOString() ?? null,
    endsAt: mission.endsAt?.toISOString() ?? null,
    sortOrder: mission.sortOrder,
    active: mission.active,
    createdAt: mission.createdAt,
    updatedAt: mission.updatedAt,
  };
}

/** A mission in the period of `now`, with the member's row of that period if any. */
export function memberView(
  mission: StoredMission,
  row: ProgressRow | undefined,
  language: Language,
  now: Date,
): MemberMission {
  const period = periodOf(mission.period, now, mission.endsAt);
  return {
    id: mission.id,
    name: textIn(mission.names, language),
    description: textIn(mission.descriptions, language),
    period: mission.period,
    condition: mission.condition,
    categoryCode: mission.categoryCode,
    target: measure(mission.condition, mission.target),
    progress: measure(mission.condition, row?.progress ?? 0n),
    state: row?.state ?? 'in_progress',
    reward: rewardView(mission.reward),
    periodKey: period.key,
    periodEnd: period.end?.toISOString() ?? null,
    claimedAt: row?.claimedAt ?? null,
    rewardReference: row?.rewardReference ?? null,
  };
}
