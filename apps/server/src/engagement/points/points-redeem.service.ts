import type { Language } from '@portal/shared/constants/languages';
import type { RewardTicketKind } from '@portal/shared/schemas/rewards';
import type {
  RedeemPointRewardPayload,
  RedeemPointRewardValue,
} from '@portal/shared/schemas/points';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { pickLocalized } from '../../i18n/translate.js';
import { AppError, moneyParam } from '../../lib/app-error.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import type { PaymentPasswordCheck } from '../../platform/members/payment-password.js';
import type { RewardTicketsService } from '../rewards/reward-tickets.service.js';
import type { PointsLedger } from './points-ledger.js';
import type { PointsCatalogueRepository, RewardRow } from './points-catalogue.repository.js';
import type { PointsOrdersRepository, RedeemRow } from './points-orders.repository.js';
import type { PointsRepository } from './points.repository.js';
import { presentRedeem } from './points-view.js';
import { siteDayOf } from '@portal/shared/site-day';

/** Bonus rewards whose expiry the operator left empty run this long. */
const DEFAULT_BONUS_EXPIRY_DAYS = 7;

export interface PointsRedeemDeps {
  db: DB;
  repository: PointsRepository;
  catalogue: PointsCatalogueRepository;
  orders: PointsOrdersRepository;
  points: PointsLedger;
  ledger: Pick<LedgerService, 'transfer'>;
  bonuses: Pick<BonusService, 'issue'>;
  paymentPassword: Pick<PaymentPasswordCheck, 'verify'>;
  tickets: Pick<RewardTicketsService, 'grant'>;
  now?: () => Date;
}

/** P + the site day (GMT+8) + the id: unique, readable to a member quoting it to support. */
export function redeemNumber(id: number, at: Date): string {
  const day = siteDayOf(at);
  return `P${day.replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/** The same reference again: the first redeem, or a conflict when it asked for something else. */
class ReferenceTaken extends Error {}

/**
 * Redeeming a reward of the catalogue (POST passwordCheck/MCS2_redeemPointReward): one
 * transaction takes the stock with a conditional update, counts the member's units against the
 * limit, writes the redeem, debits the points through the ledger and delivers what it can at once
 * (cash to the main wallet from the house, a bonus through the bonus service, reward tickets
 * through the reward centre); a physical item
 * waits for an operator as `applying`. Any refusal rolls everything back.
 */
export class PointsRedeemService {
  private readonly now: () => Date;

  constructor(private readonly deps: PointsRedeemDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async redeem(
    memberId: number,
    payload: RedeemPointRewardPayload,
    language: Language,
  ): Promise<RedeemPointRewardValue> {
    const { repository, catalogue, orders } = this.deps;
    const settings = await repository.settings();
    if (!settings.enabled) throw new AppError('POINTS_DISABLED');
    const earlier = await orders.redeemByReference(memberId, payload.reference);
    if (earlier) return this.replay(earlier, payload, language);
    const reward = await catalogue.reward(payload.rewardId);
    if (!reward || !reward.active) throw new AppError('POINT_REWARD_NOT_FOUND');
    const cost = reward.points * BigInt(payload.quantity);
    // Cheap refusals first: a redeem that cannot pass costs no payment-password attempt.
    if (reward.stock !== null && reward.stock < payload.quantity) {
      throw new AppError('POINT_REWARD_OUT_OF_STOCK');
    }
    await this.checkLimit(memberId, reward, payload.quantity);
    await this.checkRequirement(memberId, reward);
    if ((await this.deps.points.balance(memberId)) < cost) {
      throw new AppError('POINTS_INSUFFICIENT');
    }
    await this.deps.paymentPassword.verify(memberId, payload.paymentPassword);
    try {
      const row = await inTransaction(this.deps.db, (trx) =>
        this.write(trx, memberId, reward, payload, cost, language),
      );
      return { ...presentRedeem(row, language), replayed: false };
    } catch (error) {
      if (!(error instanceof ReferenceTaken)) throw error;
      // A double submit: the other request wrote the redeem first.
      const first = await orders.redeemByReference(memberId, payload.reference);
      return this.replay(first!, payload, language);
    }
  }

  private replay(
    row: RedeemRow,
    payload: RedeemPointRewardPayload,
    language: Language,
  ): RedeemPointRewardValue {
    if (row.rewardId !== payload.rewardId || row.quantity !== payload.quantity) {
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    return { ...presentRedeem(row, language), replayed: true };
  }

  private async checkLimit(memberId: number, reward: RewardRow, quantity: number, trx?: Trx) {
    if (reward.perMemberLimit === null) return;
    const held = await this.deps.orders.redeemedBy(trx ?? this.deps.db, memberId, reward.id);
    if (held + quantity > reward.perMemberLimit) throw new AppError('POINT_REWARD_LIMIT_REACHED');
  }

  private async checkRequirement(memberId: number, reward: RewardRow) {
    if (reward.requirementKind === null || reward.requirementAmount === null) return;
    const made =
      reward.requirementKind === 'deposit'
        ? await this.deps.orders.depositTotal(memberId)
        : await this.deps.orders.turnoverTotal(memberId);
    if (made < reward.requirementAmount) {
      throw new AppError('POINT_REWARD_REQUIREMENT_UNMET', {
        amount: moneyParam(reward.requirementAmount),
      });
    }
  }

  private async write(
    trx: Trx,
    memberId: number,
    reward: RewardRow,
    payload: RedeemPointRewardPayload,
    cost: bigint,
    language: Language,
  ): Promise<RedeemRow> {
    const { repository, catalogue, orders, points } = this.deps;
    const now = this.now();
    if (!(await catalogue.takeStock(trx, reward.id, payload.quantity))) {
      const current = await catalogue.reward(reward.id, trx);
      if (!current?.active) throw new AppError('POINT_REWARD_NOT_FOUND');
      throw new AppError('POINT_REWARD_OUT_OF_STOCK');
    }
    // Counted again under the reward's row lock: two redeems of one member pass one at a time.
    await this.checkLimit(memberId, reward, payload.quantity, trx);
    const id = await orders.insertRedeem(trx, {
      member_id: memberId,
      reward_id: reward.id,
      reference: payload.reference,
      type: reward.type,
      names: JSON.stringify(reward.names),
      quantity: payload.quantity,
      points: cost,
      requirement_kind: reward.requirementKind,
      requirement_amount: reward.requirementAmount,
      status: reward.type === 'physical' ? 'applying' : 'approved',
      changed_points: -cost,
      balance_after: 0n,
      bonus_id: null,
      reviewer_id: null,
      created_at: nowIso(now),
    });
    if (id === null) throw new ReferenceTaken();
    const transNo = redeemNumber(id, now);
    const taken = await points.take(
      {
        memberId,
        points: cost,
        key: `points:redeem:${id}`,
        kind: TransferKind.pointsRedeem,
        reference: transNo,
        memo: `${payload.quantity} x reward ${reward.id}`,
      },
      trx,
    );
    const value = (reward.amount ?? 0n) * BigInt(payload.quantity);
    let bonusId: number | null = null;
    if (reward.type === 'cash') {
      await this.deps.ledger.transfer(
        {
          idempotencyKey: `points:redeem:${id}:cash`,
          kind: TransferKind.pointsRedeem,
          from: { system: SystemAccount.house },
          to: { memberId, wallet: 'main' },
          amount: value,
          reference: transNo,
        },
        trx,
      );
    } else if (reward.type === 'bonus') {
      const bonus = await this.deps.bonuses.issue(
        {
          memberId,
          source: 'points',
          reference: `points-redeem:${id}`,
          promotionId: null,
          title: pickLocalized(reward.names as Record<Language, string>, language) ?? transNo,
          amount: value,
          currency: await repository.memberCurrency(memberId, trx),
          turnoverRequired: value * BigInt(reward.turnoverMultiple ?? 0),
          weights: {},
          expiryDays: reward.bonusExpiryDays ?? DEFAULT_BONUS_EXPIRY_DAYS,
          now,
        },
        trx,
      );
      bonusId = bonus.id;
    } else if (reward.type === 'ticket') {
      // One reward-centre ticket per unit, with the kind's prize table as it is now.
      await this.deps.tickets.grant(
        {
          memberId,
          kind: reward.ticketKind as RewardTicketKind,
          source: 'points_mall',
          grantKey: `points-redeem:${id}`,
          count: payload.quantity,
          grantedBy: null,
          now,
        },
        trx,
      );
    }
    await orders.completeRedeem(trx, id, {
      trans_no: transNo,
      balance_after: taken.from.balanceAfter,
      bonus_id: bonusId,
    });
    return (await orders.redeem(id, trx))!;
  }
}
