import type { Trx } from '../../db/transaction.js';
import { siteDayOf } from '@portal/shared/site-day';
import { domainEvents, type DomainEvent } from '../../platform/events/event-types.js';
import { minor } from '../../db/minor.js';
import { periodOf, previousSiteDay } from './mission-periods.js';
import type { MissionProgressRepository } from './mission-progress.repository.js';
import { isLive, type MissionsRepository, type StoredMission } from './missions.repository.js';

/** The event types the tracker consumes. */
export const MISSION_EVENT_TYPES = ['deposit.credited', 'bet.settled', 'member.logged_in'] as const;

interface Addition {
  mission: StoredMission;
  memberId: number;
  periodKey: string;
  delta: bigint;
  at: Date;
}

/**
 * Measures missions from the domain events (decision 030), in the consumer's transaction, so
 * each event counts exactly once: deposits and valid bets add to the member's progress in the
 * period the event happened in (not the one it is handled in), a sign-in extends or restarts a
 * login streak, and a friend's first credited deposit counts for the member who invited them.
 * Trial accounts play with play money and count for nothing.
 */
export class MissionTracker {
  constructor(
    private readonly repository: MissionsRepository,
    private readonly progress: MissionProgressRepository,
  ) {}

  async handle(events: readonly DomainEvent[], trx: Trx): Promise<void> {
    const missions = await this.repository.active(trx);
    if (missions.length === 0) return;
    const trial = await this.progress.trialAmong(
      events.map((event) => event.memberId).filter((id): id is number => id !== null),
      trx,
    );
    const sums = new Map<string, Addition>();
    const add = (mission: StoredMission, memberId: number, at: Date, delta: bigint) => {
      if (delta <= 0n || trial.has(memberId) || !isLive(mission, at)) return;
      const periodKey = periodOf(mission.period, at, mission.endsAt).key;
      const key = `${mission.id}:${memberId}:${periodKey}`;
      const sum = sums.get(key);
      if (sum) {
        sum.delta += delta;
        if (at > sum.at) sum.at = at;
      } else sums.set(key, { mission, memberId, periodKey, delta, at });
    };
    const having = (condition: StoredMission['condition']) =>
      missions.filter((mission) => mission.condition === condition);

    for (const event of events) {
      if (event.type === 'deposit.credited') {
        const deposit = domainEvents['deposit.credited'].payload.parse(event.payload);
        const at = new Date(deposit.creditedAt);
        for (const mission of having('deposit_total')) {
          add(mission, deposit.memberId, at, minor(deposit.amount));
        }
        const friendMissions = having('friends_first_deposit');
        if (friendMissions.length > 0) {
          const referrerId = await this.progress.firstDepositReferrer(deposit, trx);
          if (
            referrerId !== null &&
            (await this.progress.trialAmong([referrerId], trx)).size === 0
          ) {
            for (const mission of friendMissions) add(mission, referrerId, at, 1n);
          }
        }
      } else if (event.type === 'bet.settled') {
        const bet = domainEvents['bet.settled'].payload.parse(event.payload);
        const at = new Date(bet.settledAt);
        for (const mission of having('valid_turnover')) {
          if (mission.categoryCode !== null && mission.categoryCode !== bet.categoryCode) continue;
          add(mission, bet.memberId, at, minor(bet.validTurnover));
        }
        for (const mission of having('rounds_played')) add(mission, bet.memberId, at, 1n);
      } else if (event.type === 'member.logged_in') {
        const login = domainEvents['member.logged_in'].payload.parse(event.payload);
        if (login.loginType === 'freeplay' || trial.has(login.memberId)) continue;
        const at = new Date(login.loggedInAt);
        for (const mission of having('login_streak')) {
          if (isLive(mission, at)) await this.signIn(mission, login.memberId, at, trx);
        }
      }
    }
    // One statement per mission for the whole batch.
    const byMission = new Map<number, Addition[]>();
    for (const sum of sums.values()) {
      const list = byMission.get(sum.mission.id);
      if (list) list.push(sum);
      else byMission.set(sum.mission.id, [sum]);
    }
    for (const additions of byMission.values()) {
      await this.progress.addProgress(additions[0]!.mission, additions, trx);
    }
  }

  /**
   * A sign-in on the site day after the streak's last day extends it; a later one restarts it at
   * 1; one on the same day changes nothing. A completed streak is kept as it is.
   */
  private async signIn(mission: StoredMission, memberId: number, at: Date, trx: Trx) {
    const key = {
      missionId: mission.id,
      memberId,
      periodKey: periodOf(mission.period, at, mission.endsAt).key,
    };
    const row = await this.progress.progressRow(key, trx);
    if (row && row.state !== 'in_progress') return;
    const day = siteDayOf(at);
    if (row?.lastDay && row.lastDay >= day) return;
    const progress = row && row.lastDay === previousSiteDay(day) ? row.progress + 1n : 1n;
    await this.progress.setStreak(
      key,
      { progress, lastDay: day, completed: progress >= mission.target },
      at,
      trx,
    );
  }
}
