import type { Language } from '@portal/shared/constants/languages';
import type {
  MemberMission,
  MissionLeaderboardValue,
  MissionSummaryValue,
} from '@portal/shared/schemas/missions';
import type { DB } from '../../db/database.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import {
  POINTS_CURRENCY,
  SystemAccount,
  TransferKind,
} from '../../platform/ledger/ledger.types.js';
import type { RewardTicketsService } from '../rewards/reward-tickets.service.js';
import { maskPlayer, periodOf } from './mission-periods.js';
import { measure, memberView, textIn } from './mission-view.js';
import type { MissionProgressRepository } from './mission-progress.repository.js';
import { isLive, type MissionsRepository, type StoredMission } from './missions.repository.js';

/** Days a mission's bonus may run before it expires. */
const MISSION_BONUS_EXPIRY_DAYS = 7;

export interface MissionsServiceDeps {
  db: DB;
  repository: MissionsRepository;
  progress: MissionProgressRepository;
  ledger: Pick<LedgerService, 'transfer'>;
  bonuses: Pick<BonusService, 'issue'>;
  tickets: Pick<RewardTicketsService, 'grant'>;
}

/** M + the progress row's id: the reference of a claimed reward. */
const claimReference = (progressId: number) => `M${String(progressId).padStart(9, '0')}`;

/**
 * The member's missions (decision 030): the live missions in their current periods, claiming a
 * completed one (its reward paid in the claim's transaction), and the period's leaderboard.
 */
export class MissionsService {
  constructor(private readonly deps: MissionsServiceDeps) {}

  async summary(
    memberId: number,
    language: Language,
    now = new Date(),
  ): Promise<MissionSummaryValue> {
    const missions = (await this.deps.repository.active()).filter((m) => isLive(m, now));
    const rows = await this.deps.progress.memberRows(
      memberId,
      missions.map((mission) => ({
        missionId: mission.id,
        periodKey: periodOf(mission.period, now, mission.endsAt).key,
      })),
    );
    const byMission = new Map(rows.map((row) => [row.missionId, row]));
    const list = missions.map((mission) =>
      memberView(mission, byMission.get(mission.id), language, now),
    );
    return {
      missions: list,
      readyToClaim: list.filter((mission) => mission.state === 'completed').length,
      currency: await this.currencyOf(memberId),
    };
  }

  /**
   * Claims a mission completed in its current period. The claim is a conditional update of the
   * completed row, so of two racing claims one pays and the other gets MISSION_ALREADY_CLAIMED.
   */
  async claim(
    memberId: number,
    missionId: number,
    language: Language,
    now = new Date(),
  ): Promise<MemberMission> {
    const { repository, progress } = this.deps;
    const mission = await repository.byId(missionId);
    if (!mission || !isLive(mission, now)) throw new AppError('MISSION_NOT_FOUND');
    const key = {
      missionId,
      memberId,
      periodKey: periodOf(mission.period, now, mission.endsAt).key,
    };
    const currency = await this.currencyOf(memberId);
    await inTransaction(this.deps.db, async (trx) => {
      const progressId = await progress.claim(key, now, trx);
      if (progressId === undefined) {
        const row = await progress.progressRow(key, trx);
        throw new AppError(
          row?.state === 'claimed' ? 'MISSION_ALREADY_CLAIMED' : 'MISSION_NOT_COMPLETED',
        );
      }
      const reference = await this.pay(mission, memberId, progressId, currency, now, trx);
      await progress.setRewardReference(progressId, reference, trx);
    });
    return memberView(mission, await progress.progressRow(key), language, now);
  }

  /** Pays a mission's reward once, keyed by the claimed row. */
  private async pay(
    mission: StoredMission,
    memberId: number,
    progressId: number,
    currency: string,
    now: Date,
    trx: Trx,
  ): Promise<string> {
    const reference = claimReference(progressId);
    const { reward } = mission;
    switch (reward.type) {
      case 'points':
        await this.deps.ledger.transfer(
          {
            idempotencyKey: `mission:${progressId}:reward`,
            // Points won count as points earned in the member's points details.
            kind: TransferKind.pointsEarn,
            from: { system: SystemAccount.pointsPool, currency: POINTS_CURRENCY },
            to: { memberId, wallet: 'points' },
            amount: reward.points,
            reference,
            memo: 'mission reward',
          },
          trx,
        );
        return reference;
      case 'ticket': {
        const granted = await this.deps.tickets.grant(
          {
            memberId,
            kind: reward.ticketKind,
            source: 'mission',
            grantKey: `mission:${progressId}`,
            count: reward.count,
            grantedBy: null,
            now,
          },
          trx,
        );
        return granted[0] ?? reference;
      }
      case 'bonus': {
        const bonus = await this.deps.bonuses.issue(
          {
            memberId,
            source: 'mission',
            reference: `mission:${progressId}`,
            promotionId: null,
            title: textIn(mission.names, 'EN'),
            amount: reward.amount,
            currency,
            turnoverRequired: reward.amount * BigInt(reward.turnoverMultiple),
            weights: {},
            expiryDays: MISSION_BONUS_EXPIRY_DAYS,
            now,
          },
          trx,
        );
        return bonus.bonus_no ?? reference;
      }
    }
  }

  /**
   * The ranking of a mission's current period by its measure (ties share a rank), accounts
   * masked, with the caller's own rank and value.
   */
  async leaderboard(
    memberId: number,
    query: { missionId?: number; count: number },
    language: Language,
    now = new Date(),
  ): Promise<MissionLeaderboardValue> {
    const { repository, progress } = this.deps;
    const live = (await repository.active()).filter((mission) => isLive(mission, now));
    const mission =
      query.missionId === undefined ? live[0] : live.find((m) => m.id === query.missionId);
    if (!mission) {
      if (query.missionId !== undefined) throw new AppError('MISSION_NOT_FOUND');
      return {
        missionId: null,
        name: '',
        condition: null,
        period: null,
        periodKey: null,
        periodEnd: null,
        list: [],
        mine: { rank: null, value: 0 },
      };
    }
    const period = periodOf(mission.period, now, mission.endsAt);
    const top = await progress.top(mission.id, period.key, query.count);
    let rank = 0;
    const list = top.map((entry, index) => {
      if (index === 0 || entry.progress !== top[index - 1]!.progress) rank = index + 1;
      return {
        rank,
        player: maskPlayer(entry.account),
        value: measure(mission.condition, entry.progress),
        me: entry.memberId === memberId,
      };
    });
    const own = await progress.progressRow({
      missionId: mission.id,
      memberId,
      periodKey: period.key,
    });
    const mineValue = own?.progress ?? 0n;
    const mineRank =
      mineValue > 0n ? (await progress.ahead(mission.id, period.key, mineValue)) + 1 : null;
    return {
      missionId: mission.id,
      name: textIn(mission.names, language),
      condition: mission.condition,
      period: mission.period,
      periodKey: period.key,
      periodEnd: period.end?.toISOString() ?? null,
      list,
      mine: { rank: mineRank, value: measure(mission.condition, mineValue) },
    };
  }

  private async currencyOf(memberId: number): Promise<string> {
    return this.deps.progress.memberCurrency(memberId);
  }
}
