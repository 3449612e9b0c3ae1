import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type { MissionState } from '@portal/shared/schemas/missions';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';

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

/** Members' progress in the missions, and what the tracker reads of members and deposits. */
export class MissionProgressRepository {
  constructor(private readonly db: DB) {}

  /**
   * Adds to members' progress in one mission, creating the rows, in one statement: each row
   * becomes completed when its sum reaches the target (and never goes back). The rows' keys
   * (member and period) must be distinct; a tracker's batch of 100 events writes at most a few
   * hundred rows, well within either database's parameter limit.
   */
  async addProgress(
    mission: { id: number; target: bigint },
    additions: readonly { memberId: number; periodKey: string; delta: bigint; at: Date }[],
    trx: Trx,
  ): Promise<void> {
    if (additions.length === 0) return;
    // One order for every writer of these rows, so two batches never wait on each other in a cycle.
    const rows = [...additions].sort(
      (a, b) => a.memberId - b.memberId || a.periodKey.localeCompare(b.periodKey),
    );
    await trx
      .insertInto('mission_progress')
      .values(
        rows.map(({ memberId, periodKey, delta, at }) => {
          const reached = delta >= mission.target;
          return {
            mission_id: mission.id,
            member_id: memberId,
            period_key: periodKey,
            progress: delta,
            status: reached ? ('completed' as const) : ('in_progress' as const),
            completed_at: reached ? nowIso(at) : null,
            updated_at: nowIso(at),
          };
        }),
      )
      .onConflict((conflict) =>
        conflict.columns(['mission_id', 'member_id', 'period_key']).doUpdateSet((eb) => {
          const reaches = eb.and([
            eb('mission_progress.status', '=', 'in_progress'),
            eb(
              eb('mission_progress.progress', '+', eb.ref('excluded.progress')),
              '>=',
              mission.target,
            ),
          ]);
          return {
            progress: eb('mission_progress.progress', '+', eb.ref('excluded.progress')),
            status: eb
              .case()
              .when(reaches)
              .then(eb.val('completed' as const))
              .else(eb.ref('mission_progress.status'))
              .end(),
            completed_at: eb
              .case()
              .when(reaches)
              .then(eb.ref('excluded.updated_at'))
              .else(eb.ref('mission_progress.completed_at'))
              .end(),
            updated_at: eb.ref('excluded.updated_at'),
          };
        }),
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

  // ---- what missions read of members, referrals and deposits --------------------------------

  /**
   * The member who invited the depositor, when this deposit is the depositor's first credited
   * one (read from the deposit orders, so it does not wait for the referral tracker).
   */
  async firstDepositReferrer(
    deposit: { memberId: number; orderNo: string; creditedAt: string },
    trx: Trx,
  ): Promise<number | null> {
    const referral = await trx
      .selectFrom('referrals')
      .select('referrer_id')
      .where('friend_id', '=', deposit.memberId)
      .executeTakeFirst();
    if (!referral) return null;
    const at = nowIso(new Date(deposit.creditedAt));
    const earlier = await trx
      .selectFrom('deposit_orders')
      .select('id')
      .where('member_id', '=', deposit.memberId)
      .where('status', '=', 'success')
      .where('order_no', '<>', deposit.orderNo)
      .where((eb) =>
        eb.or([
          eb('credited_at', '<', at),
          eb.and([eb('credited_at', '=', at), eb('order_no', '<', deposit.orderNo)]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return earlier ? null : Number(referral.referrer_id);
  }

  /** Trial accounts among the given members (one read for a batch). */
  async trialAmong(ids: readonly number[], trx: Trx): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await trx
      .selectFrom('members')
      .select('id')
      .where('id', 'in', [...new Set(ids)])
      .where('type', '=', TRIAL_ACCOUNT_TYPE)
      .execute();
    return new Set(rows.map((row) => Number(row.id)));
  }

  async memberCurrency(memberId: number): Promise<string> {
    const member = await this.db
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return member.currency;
  }
}
