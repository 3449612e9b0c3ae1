import type {
  MissionInputParsed,
  OperatorMission,
  OperatorMissionLeaderboard,
  OperatorMissionLeaderboardQuery,
} from '@portal/shared/schemas/missions';
import { siteDayStart } from '@portal/shared/site-day';
import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { measure, operatorView, toFields } from './mission-view.js';
import { periodOf } from './mission-periods.js';
import type { MissionProgressRepository } from './mission-progress.repository.js';
import type { MissionsRepository } from './missions.repository.js';

export interface MissionsOperatorDeps {
  db: DB;
  repository: MissionsRepository;
  progress: Pick<MissionProgressRepository, 'top'>;
  audit: AuditLog;
}

/** The operator's missions: list, create, change and delete, each change audited. */
export class MissionsOperatorService {
  constructor(private readonly deps: MissionsOperatorDeps) {}

  async list(): Promise<{ list: OperatorMission[] }> {
    return { list: (await this.deps.repository.all()).map(operatorView) };
  }

  async view(id: number): Promise<OperatorMission> {
    const mission = await this.deps.repository.byId(id);
    if (!mission) throw new AppError('MISSION_NOT_FOUND');
    return operatorView(mission);
  }

  async create(operator: Operator, input: MissionInputParsed): Promise<OperatorMission> {
    const fields = toFields(input);
    const id = await inTransaction(this.deps.db, async (trx) => {
      const id = await this.deps.repository.insert(fields, trx);
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'missions.create',
          target: `mission:${id}`,
          details: input,
          ip: operator.ip,
        },
        trx,
      );
      return id;
    });
    return this.view(id);
  }

  /**
   * Replaces a mission. Progress already counted stays; a new target applies to what is counted
   * from now on (a row completes when its next event brings it to the target).
   */
  async update(
    operator: Operator,
    id: number,
    input: MissionInputParsed,
  ): Promise<OperatorMission> {
    const fields = toFields(input);
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await this.deps.repository.update(id, fields, trx))) {
        throw new AppError('MISSION_NOT_FOUND');
      }
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'missions.update',
          target: `mission:${id}`,
          details: input,
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.view(id);
  }

  /** Deletes a mission and its progress; rewards already claimed stay paid. */
  async delete(operator: Operator, id: number): Promise<{ id: number }> {
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await this.deps.repository.delete(id, trx))) throw new AppError('MISSION_NOT_FOUND');
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'missions.delete',
          target: `mission:${id}`,
          ip: operator.ip,
        },
        trx,
      );
    });
    return { id };
  }

  /**
   * A period's ranking by the mission's measure, with full accounts: the current period, or the
   * one holding the site day asked for (ties share a rank).
   */
  async leaderboard(
    id: number,
    query: OperatorMissionLeaderboardQuery,
    now = new Date(),
  ): Promise<OperatorMissionLeaderboard> {
    const mission = await this.deps.repository.byId(id);
    if (!mission) throw new AppError('MISSION_NOT_FOUND');
    const at = query.period ? siteDayStart(query.period) : now;
    const { key } = periodOf(mission.period, at, mission.endsAt);
    const top = await this.deps.progress.top(mission.id, key, query.count);
    let rank = 0;
    const list = top.map((entry, index) => {
      if (index === 0 || entry.progress !== top[index - 1]!.progress) rank = index + 1;
      return {
        rank,
        memberId: entry.memberId,
        username: entry.account,
        value: measure(mission.condition, entry.progress),
        reached: entry.progress >= mission.target,
      };
    });
    return {
      missionId: mission.id,
      period: mission.period,
      condition: mission.condition,
      periodKey: key,
      target: measure(mission.condition, mission.target),
      list,
    };
  }
}
