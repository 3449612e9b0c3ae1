import { majorNumber, toMinor } from '@portal/shared/money';
import type {
  GrantPointsValue,
  OperatorPointConfig,
  OperatorPointRates,
  OperatorPointRedeem,
  OperatorPointReward,
  PointRedeemStatus,
  PointRewardInput,
  PointRewardType,
} from '@portal/shared/schemas/points';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import type { DB } from '../../db/database.js';
import type { PointRedeemStatusName } from './points.tables.js';
import { nowIso } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import { lookupKey } from '../../platform/members/members.repository.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { PointsLedger } from './points-ledger.js';
import type { PointsCatalogueRepository, RewardValues } from './points-catalogue.repository.js';
import type { PointsOrdersRepository, RedeemRow } from './points-orders.repository.js';
import type { PointsRepository } from './points.repository.js';
import { presentOperatorRedeem, presentOperatorReward } from './points-view.js';
import type { Operator } from '../../platform/operators/operator-routes.js';

export interface PointsOperatorDeps {
  db: DB;
  repository: PointsRepository;
  catalogue: PointsCatalogueRepository;
  orders: PointsOrdersRepository;
  points: PointsLedger;
  audit: AuditLog;
  now?: () => Date;
}

const minorOf = (amount: number) => toMinor(amount.toFixed(2));

function rewardValues(input: PointRewardInput, now: string): RewardValues {
  return {
    type: input.type,
    names: JSON.stringify(input.names),
    descriptions: JSON.stringify(input.descriptions),
    image_url: input.imageUrl,
    points: BigInt(input.points),
    amount: input.amount === null ? null : minorOf(input.amount),
    turnover_multiple: input.type === 'bonus' ? input.turnoverMultiple : null,
    bonus_expiry_days: input.type === 'bonus' ? input.bonusExpiryDays : null,
    ticket_kind: input.ticketKind,
    requirement_kind: input.requirement?.kind ?? null,
    requirement_amount: input.requirement ? minorOf(input.requirement.amount) : null,
    stock: input.stock,
    per_member_limit: input.perMemberLimit,
    active: input.active ? 1 : 0,
    sort_order: input.sortOrder,
    updated_at: now,
  };
}

/**
 * The operator's side of the points mall, every change audited in its own transaction: the
 * conversion rule and earning rates, the catalogue and its stock, the review of physical
 * redeems (a rejection gives the points and the stock back) and points given or taken by hand.
 */
export class PointsOperatorService {
  private readonly now: () => Date;

  constructor(private readonly deps: PointsOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async config(): Promise<OperatorPointConfig> {
    const settings = await this.deps.repository.settings();
    return {
      enabled: settings.enabled,
      conversion: {
        points: Number(settings.conversion.points),
        amount: majorNumber(settings.conversion.amount),
        minPoints: Number(settings.minConvertPoints),
      },
      rules: settings.rules,
    };
  }

  async saveConfig(operator: Operator, input: OperatorPointConfig): Promise<OperatorPointConfig> {
    await inTransaction(this.deps.db, async (trx) => {
      await this.deps.repository.saveSettings(
        trx,
        {
          enabled: input.enabled,
          conversion: {
            points: BigInt(input.conversion.points),
            amount: minorOf(input.conversion.amount),
          },
          minConvertPoints: BigInt(input.conversion.minPoints),
          rules: input.rules,
        },
        nowIso(this.now()),
      );
      await this.audit(trx, operator, 'points.config', 'points:config', {
        enabled: input.enabled,
        conversion: input.conversion,
      });
    });
    return this.config();
  }

  async rates(): Promise<OperatorPointRates> {
    const rates = await this.deps.repository.rates();
    return {
      rates: GAME_CATEGORIES.flatMap((category) => {
        const rate = rates.get(category);
        return rate
          ? [{ category, points: Number(rate.points), perAmount: majorNumber(rate.perAmount) }]
          : [];
      }),
    };
  }

  async saveRates(operator: Operator, input: OperatorPointRates): Promise<OperatorPointRates> {
    const rates = new Map(
      input.rates.map((rate) => [
        rate.category as string,
        { points: BigInt(rate.points), perAmount: minorOf(rate.perAmount) },
      ]),
    );
    await inTransaction(this.deps.db, async (trx) => {
      await this.deps.repository.replaceRates(trx, rates, nowIso(this.now()));
      await this.audit(trx, operator, 'points.rates', 'points:rates', { rates: input.rates });
    });
    return this.rates();
  }

  async rewards(): Promise<{ list: OperatorPointReward[] }> {
    const rows = await this.deps.catalogue.rewards({ activeOnly: false });
    return { list: rows.map(presentOperatorReward) };
  }

  async createReward(operator: Operator, input: PointRewardInput): Promise<OperatorPointReward> {
    const id = await inTransaction(this.deps.db, async (trx) => {
      const id = await this.deps.catalogue.insertReward(
        trx,
        rewardValues(input, nowIso(this.now())),
      );
      await this.audit(trx, operator, 'points.reward.create', `point-reward:${id}`, {
        type: input.type,
        points: input.points,
        stock: input.stock,
      });
      return id;
    });
    return this.reward(id);
  }

  async updateReward(
    operator: Operator,
    id: number,
    input: PointRewardInput,
  ): Promise<OperatorPointReward> {
    await inTransaction(this.deps.db, async (trx) => {
      const current = await this.deps.catalogue.reward(id, trx);
      if (!current) throw new AppError('POINT_REWARD_NOT_FOUND');
      if (current.type !== input.type && current.redeemed > 0) {
        throw new AppError('VALIDATION_FAILED', {}, [{ path: 'type', reason: 'redeemed_already' }]);
      }
      await this.deps.catalogue.updateReward(trx, id, rewardValues(input, nowIso(this.now())));
      await this.audit(trx, operator, 'points.reward.update', `point-reward:${id}`, {
        points: input.points,
        stock: input.stock,
        active: input.active,
      });
    });
    return this.reward(id);
  }

  /** Hidden from members; its redeems and history stay. */
  async archiveReward(operator: Operator, id: number): Promise<OperatorPointReward> {
    await inTransaction(this.deps.db, async (trx) => {
      const now = nowIso(this.now());
      const found = await this.deps.catalogue.updateReward(trx, id, {
        active: 0,
        updated_at: now,
      });
      if (!found) throw new AppError('POINT_REWARD_NOT_FOUND');
      await this.audit(trx, operator, 'points.reward.archive', `point-reward:${id}`, {});
    });
    return this.reward(id);
  }

  async changeStock(operator: Operator, id: number, change: number): Promise<OperatorPointReward> {
    await inTransaction(this.deps.db, async (trx) => {
      const current = await this.deps.catalogue.reward(id, trx);
      if (!current) throw new AppError('POINT_REWARD_NOT_FOUND');
      const changed = await this.deps.catalogue.changeStock(trx, id, change, nowIso(this.now()));
      if (!changed) {
        const reason = current.stock === null ? 'unlimited' : 'below_zero';
        throw new AppError('VALIDATION_FAILED', {}, [{ path: 'change', reason }]);
      }
      await this.audit(trx, operator, 'points.reward.stock', `point-reward:${id}`, { change });
    });
    return this.reward(id);
  }

  async redeems(query: {
    status?: PointRedeemStatus;
    type?: PointRewardType;
    username?: string;
    page?: number;
    pageSize?: number;
  }) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { rows, total } = await this.deps.orders.redeems({
      account: query.username === undefined ? undefined : lookupKey(query.username),
      status: query.status,
      type: query.type,
      page,
      pageSize,
    });
    return { list: rows.map(presentOperatorRedeem), page, pageSize, total };
  }

  /** applying -> in_process (being sent). */
  process(operator: Operator, id: number, remark?: string): Promise<OperatorPointRedeem> {
    return this.move(operator, id, ['applying'], 'in_process', remark);
  }

  /** applying or in_process -> approved (delivered). */
  approve(operator: Operator, id: number, remark?: string): Promise<OperatorPointRedeem> {
    return this.move(operator, id, ['applying', 'in_process'], 'approved', remark);
  }

  /**
   * applying or in_process -> rejected with the reason as its remark, in one transaction with
   * the points given back through the ledger and the units back in stock.
   */
  reject(operator: Operator, id: number, reason: string): Promise<OperatorPointRedeem> {
    return this.move(
      operator,
      id,
      ['applying', 'in_process'],
      'rejected',
      reason,
      async (trx, row) => {
        await this.deps.points.give(
          {
            memberId: row.memberId,
            points: row.points,
            key: `points:redeem:${row.id}:return`,
            kind: TransferKind.pointsReturn,
            reference: row.transNo,
          },
          trx,
        );
        await this.deps.catalogue.returnStock(trx, row.rewardId, row.quantity);
      },
    );
  }

  private async move(
    operator: Operator,
    id: number,
    from: readonly PointRedeemStatusName[],
    to: PointRedeemStatusName,
    remark: string | undefined,
    also?: (trx: Trx, row: RedeemRow) => Promise<void>,
  ): Promise<OperatorPointRedeem> {
    await inTransaction(this.deps.db, async (trx) => {
      const moved = await this.deps.orders.moveRedeem(trx, id, from, {
        status: to,
        remark,
        reviewerId: operator.staff.id,
        now: nowIso(this.now()),
      });
      if (!moved) {
        const exists = await this.deps.orders.redeem(id, trx);
        throw new AppError(exists ? 'POINT_REDEEM_DECIDED' : 'POINT_REDEEM_NOT_FOUND');
      }
      await also?.(trx, moved);
      await this.audit(trx, operator, `points.redeem.${to}`, `point-redeem:${moved.transNo}`, {
        remark: remark ?? null,
      });
    });
    return this.redeemView(id);
  }

  private async redeemView(id: number): Promise<OperatorPointRedeem> {
    const row = await this.deps.orders.redeem(id);
    if (!row) throw new AppError('POINT_REDEEM_NOT_FOUND');
    const account = await this.deps.repository.accountOf(row.memberId);
    return presentOperatorRedeem({ ...row, account });
  }

  /** Points given (positive) or taken (negative, never below zero) by hand, audited. */
  async grant(
    operator: Operator,
    input: { username: string; points: number; reason: string },
  ): Promise<GrantPointsValue> {
    const member = await this.deps.repository.member(lookupKey(input.username));
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    const now = this.now();
    const reference = `ADJ${now.getTime()}${member.id}`;
    const amount = BigInt(Math.abs(input.points));
    const balance = await inTransaction(this.deps.db, async (trx) => {
      const move = {
        memberId: member.id,
        points: amount,
        key: `points:grant:${operator.staff.id}:${now.getTime()}:${member.id}`,
        kind: TransferKind.adjustment,
        reference,
        memo: input.reason,
      };
      const result =
        input.points > 0
          ? (await this.deps.points.give(move, trx)).to.balanceAfter
          : (await this.deps.points.take(move, trx)).from.balanceAfter;
      await this.audit(trx, operator, 'points.grant', `member:${member.account}`, {
        points: input.points,
        reason: input.reason,
        reference,
      });
      return result;
    });
    return { username: member.account, points: input.points, balance: Number(balance), reference };
  }

  private async reward(id: number): Promise<OperatorPointReward> {
    const row = await this.deps.catalogue.reward(id);
    if (!row) throw new AppError('POINT_REWARD_NOT_FOUND');
    return presentOperatorReward(row);
  }

  private audit(
    trx: Trx,
    operator: Operator,
    action: string,
    target: string,
    details: Record<string, unknown>,
  ) {
    return this.deps.audit.record(
      { staff: operator.staff, action, target, details, ip: operator.ip },
      trx,
    );
  }
}
