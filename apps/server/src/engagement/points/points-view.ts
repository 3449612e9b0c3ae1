import type { Language } from '@portal/shared/constants/languages';
import { majorNumber } from '@portal/shared/money';
import type {
  OperatorPointRedeem,
  OperatorPointReward,
  PointRedeem,
  PointReward,
  PointTicketKind,
} from '@portal/shared/schemas/points';
import { pickLocalized } from '../../i18n/translate.js';
import type { RewardRow } from './points-catalogue.repository.js';
import type { RedeemRow } from './points-orders.repository.js';
import type { Localized } from './points.repository.js';

/** ISO instants as stored; `to` exclusive. */
export interface ListRange {
  from: string;
  to: string;
}

const text = (map: Localized, language: Language) =>
  pickLocalized(map as Partial<Record<Language, string>>, language) ?? '';

/**
 * Whether a reward can be redeemed at all: a reward ticket only while its kind has a prize table
 * in the reward centre (decision 029); a redeem of one without is refused PRIZE_TABLE_MISSING.
 */
export function redeemable(
  row: Pick<RewardRow, 'type' | 'ticketKind'>,
  ticketKindsWithPrizes: ReadonlySet<string>,
): boolean {
  return row.type !== 'ticket' || ticketKindsWithPrizes.has(row.ticketKind ?? '');
}

export function requirementOf(row: {
  requirementKind: RewardRow['requirementKind'];
  requirementAmount: bigint | null;
}) {
  return row.requirementKind && row.requirementAmount !== null
    ? { kind: row.requirementKind, amount: majorNumber(row.requirementAmount) }
    : null;
}

export function presentReward(
  row: RewardRow,
  language: Language,
): Omit<PointReward, 'redeemedByMe' | 'redeemable'> {
  return {
    id: row.id,
    type: row.type,
    name: text(row.names, language),
    description: text(row.descriptions, language),
    imageUrl: row.imageUrl,
    points: Number(row.points),
    amount: row.amount === null ? null : majorNumber(row.amount),
    turnoverMultiple: row.type === 'bonus' ? row.turnoverMultiple : null,
    ticketKind: row.ticketKind as PointTicketKind | null,
    requirement: requirementOf(row),
    stock: row.stock,
    perMemberLimit: row.perMemberLimit,
  };
}

export function presentRedeem(row: RedeemRow, language: Language): PointRedeem {
  return {
    transNo: row.transNo,
    applyTime: row.createdAt,
    type: row.type,
    name: text(row.names, language),
    quantity: row.quantity,
    points: Number(row.points),
    requirement: requirementOf(row),
    status: row.status,
    changedPoints: Number(row.changedPoints),
    balanceAfter: Number(row.balanceAfter),
    remark: row.remark,
    updatedTime: row.updatedAt,
  };
}

export function presentOperatorRedeem(row: RedeemRow & { account: string }): OperatorPointRedeem {
  return {
    ...presentRedeem(row, 'EN'),
    id: row.id,
    rewardId: row.rewardId,
    username: row.account,
    reviewerId: row.reviewerId,
  };
}

export function presentOperatorReward(row: RewardRow): OperatorPointReward {
  return {
    id: row.id,
    type: row.type,
    names: row.names,
    descriptions: row.descriptions,
    imageUrl: row.imageUrl,
    points: Number(row.points),
    amount: row.amount === null ? null : majorNumber(row.amount),
    turnoverMultiple: row.turnoverMultiple,
    bonusExpiryDays: row.bonusExpiryDays,
    ticketKind: row.ticketKind as PointTicketKind | null,
    requirement: requirementOf(row),
    stock: row.stock,
    redeemed: row.redeemed,
    perMemberLimit: row.perMemberLimit,
    active: row.active,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
