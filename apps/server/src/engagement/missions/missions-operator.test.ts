import { describe, expect, it } from 'vitest';
import { operatorMissionLeaderboardValueSchema } from '@portal/shared/schemas/missions';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  callbackFor,
  createChannel,
  deposit,
  postSignedCallback,
  signedIn,
  type SignedInMember,
} from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { createMission, missionInput } from '../../../test/missions.js';
import { runConsumers } from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';
import { periodOf } from './mission-periods.js';

const t = useTestApp();

async function creditedDeposit(member: SignedInMember, amount: string) {
  const channel = await createChannel(t, { turnoverBps: 0 });
  const order = await deposit(t, member, channel, amount);
  const callback = await postSignedCallback(
    t,
    channel,
    callbackFor(order.orderNo, BigInt(amount.replace('.', ''))),
  );
  expect(callback.statusCode, callback.body).toBe(200);
}

const getBoard = (headers: Record<string, string>, id: number | string, query = '') =>
  t.app.inject({ url: `/wps/operator/missions/${id}/leaderboard${query}`, headers });

describe('GET /wps/operator/missions/:id/leaderboard', () => {
  it('ranks the current period with full accounts, ties sharing a rank, and who reached the target', async () => {
    const admin = await staffWithToken(t, 'admin');
    const viewer = await staffWithToken(t, 'viewer');
    const mission = await createMission(
      t,
      admin,
      missionInput({ names: { EN: 'Deposit race' }, target: 50 }),
    );
    const members = [await signedIn(t), await signedIn(t), await signedIn(t), await signedIn(t)];
    const amounts = ['40.00', '90.00', '40.00', '15.00'];
    for (const [index, member] of members.entries()) {
      await creditedDeposit(member, amounts[index]!);
    }
    await runConsumers(t);

    const board = expectValue(
      await getBoard(viewer.headers, mission.id, '?count=3'),
      operatorMissionLeaderboardValueSchema,
    );
    expect(board).toMatchObject({
      missionId: mission.id,
      period: 'daily',
      condition: 'deposit_total',
      periodKey: periodOf('daily', new Date()).key,
      target: 50,
    });
    expect(board.list.map((row) => [row.rank, row.value, row.reached])).toEqual([
      [1, 90, true],
      [2, 40, false],
      [2, 40, false],
    ]);
    expect(board.list[0]).toMatchObject({
      memberId: members[1]!.id,
      username: members[1]!.account,
    });
    expect(
      board.list
        .slice(1)
        .map((row) => row.memberId)
        .sort(),
    ).toEqual([members[0]!.id, members[2]!.id].sort());

    // The whole period by default; the day itself names the same period.
    const today = siteDayOf(new Date());
    const whole = expectValue(
      await getBoard(viewer.headers, mission.id, `?period=${today}`),
      operatorMissionLeaderboardValueSchema,
    );
    expect(whole.list).toHaveLength(4);
    // Yesterday's period had nobody.
    const yesterday = expectValue(
      await getBoard(viewer.headers, mission.id, `?period=${addSiteDays(today, -1)}`),
      operatorMissionLeaderboardValueSchema,
    );
    expect(yesterday).toMatchObject({ periodKey: addSiteDays(today, -1), list: [] });
  });

  it('names the week of the day asked for a weekly mission', async () => {
    const admin = await staffWithToken(t, 'admin');
    const mission = await createMission(t, admin, missionInput({ period: 'weekly' }));
    const board = expectValue(
      await getBoard(admin.headers, mission.id, '?period=2025-11-27'),
      operatorMissionLeaderboardValueSchema,
    );
    expect(board.periodKey).toBe('2025-11-24');
  });

  it('refuses bad queries, unknown missions and callers without a session', async () => {
    const admin = await staffWithToken(t, 'admin');
    const mission = await createMission(t, admin, missionInput());
    for (const query of ['?count=0', '?count=101', '?period=2025-02-30', '?period=today', '?x=1']) {
      expectError(await getBoard(admin.headers, mission.id, query), 400, 'VALIDATION_FAILED');
    }
    expectError(await getBoard(admin.headers, 'abc'), 400, 'VALIDATION_FAILED');
    expectError(await getBoard(admin.headers, 999_999), 404, 'MISSION_NOT_FOUND');
    expectError(await getBoard({}, mission.id), 401, 'STAFF_NOT_LOGGED_IN');
    const member = await signedIn(t);
    expectError(await getBoard(member.headers, mission.id), 401, 'STAFF_NOT_LOGGED_IN');
  });
});
