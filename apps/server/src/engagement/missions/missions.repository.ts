import type { Language } from '@portal/shared/constants/languages';
import type { MissionCondition, MissionPeriod } from '@portal/shared/schemas/missions';
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

/** Is the mission counting at `at`: switched on and inside its window. */
export function isLive(mission: StoredMission, at: Date): boolean {
  return (
    mission.active &&
    (mission.startsAt === null || mission.startsAt.getTime() <= at.getTime()) &&
    (mission.endsAt === null || at.getTime() < mission.endsAt.getTime())
  );
}

/** The missions as operators define them (their members' progress: mission-progress.repository.ts). */
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
}
