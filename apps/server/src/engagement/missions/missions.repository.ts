import type { Language } from '@portal/shared/constants/languages';
import type {
  MissionCondition,
  MissionPeriod,
  MissionState,
} from '@portal/shared/schemas/missions';
import type { RewardTicketKind } from '@portal/shared/schemas/rewards';
import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { MissionsTable } from './missions.tables.js';
import { nowIso, toIsoString } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';

export type StoredReward =
  | { type: 'points'; points: bigint }
  | { type: 'ticket'; ticketKind: RewardTicketKind; count: number }
  | { type: 'bonus'; amount: bigint; turnoverMultiple: number };

/** A mission as stored: the target and money in minor units. */
export interface StoredMission {
  id: number;
  names: Partial<Record<Language, string>>;
  descriptions: Partial<Record<Language, string>>;
  period: MissionPeriod;
  condition: MissionCondition;
  categoryCode: string | null;
  target: bigint;
  reward: StoredReward;
  startsAt: Date | null;
  endsAt: Date | null;
  sortOrder: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export type MissionFields = Omit<StoredMission, 'id' | 'createdAt' | 'updatedAt'>;

export interface ProgressRow {
  id: number;
  missionId: number;
  memberId: number;
  periodKey: string;
  progress: bigint;
  lastDay: string | null;
  state: MissionState;
  claimedAt: string | null;
  rewardReference: string | null;
}

type MissionRow = Selectable<MissionsTable>;

const date = (value: Date | string | null) =>
  value === null ? null : new Date(toIsoString(value));

function toMission(row: MissionRow): StoredMission {
  const reward: StoredReward =
    row.reward_type === 'points'
      ? { type: 'points', points: minor(row.reward_points ?? 0) }
      : row.reward_type === 'ticket'
        ? {
            type: 'ticket',
            ticketKind: row.reward_ticket_kind as RewardTicketKind,
            count: Number(row.reward_count ?? 1),
          }
        : {
            type: 'bonus',
            amount: minor(row.reward_amount ?? 0),
            turnoverMultiple: Number(row.reward_turnover_multiple ?? 0),
          };
  return {
    id: Number(row.id),
    names: JSON.parse(row.names) as StoredMission['names'],
    descriptions: JSON.parse(row.descriptions) as StoredMission['descriptions'],
    period: row.period,
    condition: row.condition,
    categoryCode: row.category_code,
    target: minor(row.target),
    reward,
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    sortOrder: Number(row.sort_order),
    active: Number(row.active) === 1,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

function toColumns(mission: MissionFields) {
  const { reward } = mission;
  return {
    names: JSON.stringify(mission.names),
    descriptions: JSON.stringify(mission.descriptions),
    period: mission.period,
    condition: mission.condition,
    category_code: mission.categoryCode,
    target: mission.target,
    reward_type: reward.type,
    reward_points: reward.type === 'points' ? reward.points : null,
    reward_ticket_kind: reward.type === 'ticket' ? reward.ticketKind : null,
    reward_count: reward.type === 'ticket' ? reward.count : null,
    reward_amount: reward.type === 'bonus' ? reward.amount : null,
    reward_turnover_multiple: reward.type === 'bonus' ? reward.turnoverMultiple : null,
    starts_at: mission.startsAt ? nowIso(mission.startsAt) : null,
    ends_at: mission.endsAt ? nowIso(mission.endsAt) : null,
    sort_order: mission.sortOrder,
    active: mission.active ? 1 : 0,
  };
}

const PROGRESS_COLUMNS = [
  'id',
  'mission_id',
  'member_id',
  'period_key',
  'progress',
  'last_day',
  'status',
  'claimed_at',
  'reward_reference',
] as const;

function toProgress(row: {
  id: number;
  mission_id: number;
  member_id: number;
  period_key: string;
  progress: bigint | number | string;
  last_day: string | null;
  status: MissionState;
  claimed_at: Date | string | null;
  reward_reference: string | null;
}): ProgressRow {
  return {
    id: Number(row.id),
    missionId: Number(row.mission_id),
    memberId: Number(row.member_id),
    periodKey: row.period_key,
    progress: minor(row.progress),
    lastDay: row.last_day,
    state: row.status,
    claimedAt: row.claimed_at === null ? null : toIsoString(row.claimed_at),
    rewardReference: row.reward_reference,
  };
}

/** Is the mission counting at `at`: switched on and inside its window. */
export function isLive(mission: StoredMission, at: Date): boolean {
  return (
    mission.active &&
    (mission.startsAt === null || mission.startsAt.getTime() <= at.getTime()) &&
    (mission.endsAt === null || at.getTime() < mission.endsAt.getTime())
  );
}

/** The only module that touches the missions tables. */
export class MissionsRepository {
  constructor(private readonly db: DB) {}

  async all(executor: Executor = this.db): Promise<StoredMission[]> {
    const rows = await executor
      .selectFrom('missions')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((row) => toMission(row));
  }

  async active(executor: Executor = this.db): Promise<StoredMission[]> {
    return (await this.all(executor)).filter((mission) => mission.active);
  }

  async byId(id: number, executor: Executor = this.db): Promise<StoredMission | undefined> {
    const row = await executor
      .selectFrom('missions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toMission(row);
  }

  async insert(mission: MissionFields, trx: Trx): Promise<number> {
    const row = await trx
      .insertInto('missions')
      .values({ ...toColumns(mission), updated_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async update(id: number, mission: MissionFields, trx: Trx): Promise<boolean> {
    const result = await trx
      .updateTable('missions')
      .set({ ...toColumns(mission), updated_at: nowIso() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: number, trx: Trx): Promise<boolean> {
    await trx.deleteFrom('mission_progress').where('mission_id', '=', id).execute();
    const result = await trx.deleteFrom('missions').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Adds to a member's progress in a period, creating the row; the row becomes completed when the
   * sum reaches the target (and never goes back).
   */
  async addProgress(
    input: {
      missionId: number;
      memberId: number;
      periodKey: string;
      delta: bigint;
      target: bigint;
    },
    at: Date,
    trx: Trx,
  ): Promise<void> {
    const { missionId, memberId, periodKey, delta, target } = input;
    const reached = delta >= target;
    await trx
      .insertInto('mission_progress')
      .values({
        mission_id: missionId,
        member_id: memberId,
        period_key: periodKey,
        progress: delta,
        status: reached ? 'completed' : 'in_progress',
        completed_at: reached ? nowIso(at) : null,
        updated_at: nowIso(at),
      })
      .onConflict((conflict) =>
        conflict.columns(['mission_id', 'member_id', 'period_key']).doUpdateSet((eb) => ({
          progress: eb('mission_progress.progress', '+', eb.ref('excluded.progress')),
          status: eb
            .case()
            .when(
              eb.and([
                eb('mission_progress.status', '=', 'in_progress'),
                eb(eb('mission_progress.progress', '+', eb.ref('excluded.progress')), '>=', target),
              ]),
            )
            .then(eb.val('completed' as const))
            .else(eb.ref('mission_progress.status'))
            .end(),
          completed_at: eb
            .case()
            .when(
              eb.and([
                eb('mission_progress.status', '=', 'in_progress'),
                eb(eb('mission_progress.progress', '+', eb.ref('excluded.progress')), '>=', target),
              ]),
            )
            .then(eb.val(nowIso(at)))
            .else(eb.ref('mission_progress.completed_at'))
            .end(),
          updated_at: nowIso(at),
        })),
      )
      .execute();
  }

  async progressRow(
    key: { missionId: number; memberId: number; periodKey: string },
    executor: Executor = this.db,
  ): Promise<ProgressRow | undefined> {
    const row = await executor
      .selectFrom('mission_progress')
      .select(PROGRESS_COLUMNS)
      .where('mission_id', '=', key.missionId)
      .where('member_id', '=', key.memberId)
      .where('period_key', '=', key.periodKey)
      .executeTakeFirst();
    return row && toProgress(row);
  }

  /** Sets a login streak: its length, its last day and, once it reaches the target, completed. */
  async setStreak(
    key: { missionId: number; memberId: number; periodKey: string },
    streak: { progress: bigint; lastDay: string; completed: boolean },
    at: Date,
    trx: Trx,
  ): Promise<void> {
    const values = {
      progress: streak.progress,
      last_day: streak.lastDay,
      updated_at: nowIso(at),
    };
    await trx
      .insertInto('mission_progress')
      .values({
        mission_id: key.missionId,
        member_id: key.memberId,
        period_key: key.periodKey,
        ...values,
        status: streak.completed ? 'completed' : 'in_progress',
        completed_at: streak.completed ? nowIso(at) : null,
      })
      .onConflict((conflict) =>
        conflict.columns(['mission_id', 'member_id', 'period_key']).doUpdateSet((eb) => ({
          ...values,
          status: streak.completed
            ? eb
                .case()
                .when('mission_progress.status', '=', 'in_progress')
                .then(eb.val('completed' as const))
                .else(eb.ref('mission_progress.status'))
                .end()
            : eb.ref('mission_progress.status'),
          completed_at: streak.completed
            ? eb.fn.coalesce('mission_progress.completed_at', eb.val(nowIso(at)))
            : eb.ref('mission_progress.completed_at'),
        })),
      )
      .execute();
  }

  /** The member's rows of the given periods. */
  async memberRows(
    memberId: number,
    keys: readonly { missionId: number; periodKey: string }[],
    executor: Executor = this.db,
  ): Promise<ProgressRow[]> {
    if (keys.length === 0) return [];
    const rows = await executor
      .selectFrom('mission_progress')
      .select(PROGRESS_COLUMNS)
      .where('member_id', '=', memberId)
      .where(
        'mission_id',
        'in',
        keys.map((key) => key.missionId),
      )
      .execute();
    const wanted = new Set(keys.map((key) => `${key.missionId}:${key.periodKey}`));
    return rows.map(toProgress).filter((row) => wanted.has(`${row.missionId}:${row.periodKey}`));
  }

  /**
   * Claims a completed row: a conditional update, so of two racing claims exactly one sees the
   * row still completed. The id of the claimed row, or undefined.
   */
  async claim(
    key: { missionId: number; memberId: number; periodKey: string },
    at: Date,
    trx: Trx,
  ): Promise<number | undefined> {
    const row = await trx
      .updateTable('mission_progress')
      .set({ status: 'claimed', claimed_at: nowIso(at), updated_at: nowIso(at) })
      .where('mission_id', '=', key.missionId)
      .where('member_id', '=', key.memberId)
      .where('period_key', '=', key.periodKey)
      .where('status', '=', 'completed')
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : undefined;
  }

  async setRewardReference(progressId: number, reference: string, trx: Trx): Promise<void> {
    await trx
      .updateTable('mission_progress')
      .set({ reward_reference: reference })
      .where('id', '=', progressId)
      .execute();
  }

  /** The top of a mission's period by progress, with accounts. */
  async top(missionId: number, periodKey: string, limit: number) {
    const rows = await this.db
      .selectFrom('mission_progress as p')
      .innerJoin('members as m', 'm.id', 'p.member_id')
      .select(['p.member_id', 'p.progress', 'm.account'])
      .where('p.mission_id', '=', missionId)
      .where('p.period_key', '=', periodKey)
      .where('p.progress', '>', 0n)
      .orderBy('p.progress', 'desc')
      .orderBy('p.updated_at')
      .orderBy('p.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      memberId: Number(row.member_id),
      progress: minor(row.progress),
      account: row.account,
    }));
  }

  /** How many members of the period are strictly ahead of `progress`. */
  async ahead(missionId: number, periodKey: string, progress: bigint): Promise<number> {
    const row = await this.db
      .selectFrom('mission_progress')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('mission_id', '=', missionId)
      .where('period_key', '=', periodKey)
      .where('progress', '>', progress)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
