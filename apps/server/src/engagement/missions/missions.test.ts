import { describe, expect, it } from 'vitest';
import {
  deletedMissionValueSchema,
  operatorMissionSchema,
  operatorMissionsValueSchema,
} from '@portal/shared/schemas/missions';
import { prizeTableSchema } from '@portal/shared/schemas/rewards';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  callbackFor,
  createChannel,
  deposit,
  postSignedCallback,
  signedIn,
  trialHeaders,
  type SignedInMember,
} from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import {
  claim,
  createMission,
  getLeaderboard,
  getSummary,
  leaderboard,
  missionInput,
  missionOf,
  postClaim,
  summary,
} from '../../../test/missions.js';
import { playRound, runConsumers, sitDown } from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';
import { minor } from '../../db/minor.js';
import { periodOf } from './mission-periods.js';

const t = useTestApp();
const DAY = 24 * 3_600_000;

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

const pointsOf = async (memberId: number) =>
  t.app.services.ledger.balance({ memberId, wallet: 'points' });

/** A sign-in as the session module reports it, at a chosen instant. */
async function signInAt(memberId: number, at: Date) {
  await t.app.services.outbox.append(t.db, {
    type: 'member.logged_in',
    key: `member.logged_in:test:${memberId}:${at.getTime()}:${Math.random()}`,
    memberId,
    payload: { memberId, sessionId: 1, loginType: 'username', loggedInAt: at.toISOString() },
    occurredAt: at,
  });
}

describe('operator missions', () => {
  it('creates, reads, changes and deletes a mission, audited, by role', async () => {
    const admin = await staffWithToken(t, 'admin');
    const viewer = await staffWithToken(t, 'viewer');
    const finance = await staffWithToken(t, 'finance');
    const created = await createMission(t, admin, missionInput({ sortOrder: 7 }));
    expect(created).toMatchObject({
      names: { EN: 'Deposit 100 today' },
      period: 'daily',
      condition: 'deposit_total',
      target: 100,
      reward: { type: 'points', points: 50 },
      active: true,
      categoryCode: null,
    });
    const listed = expectValue(
      await t.app.inject({ method: 'GET', url: '/wps/operator/missions', headers: viewer.headers }),
      operatorMissionsValueSchema,
    );
    expect(listed.list.map((m) => m.id)).toContain(created.id);

    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/wps/operator/missions',
        headers: finance.headers,
        payload: missionInput(),
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/wps/operator/missions',
        headers: admin.headers,
        payload: missionInput({ names: { VI: 'Chỉ tiếng Việt' } }),
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/wps/operator/missions',
        headers: admin.headers,
        payload: missionInput({ condition: 'rounds_played', target: 2.5 }),
      }),
      400,
      'VALIDATION_FAILED',
    );

    const changed = expectValue(
      await t.app.inject({
        method: 'PUT',
        url: `/wps/operator/missions/${created.id}`,
        headers: admin.headers,
        payload: missionInput({
          period: 'weekly',
          condition: 'valid_turnover',
          categoryCode: 'LIVE',
          target: 250.5,
          reward: { type: 'bonus', amount: 12.34, turnoverMultiple: 3 },
        }),
      }),
      operatorMissionSchema,
    );
    expect(changed).toMatchObject({
      period: 'weekly',
      categoryCode: 'LIVE',
      target: 250.5,
      reward: { type: 'bonus', amount: 12.34, turnoverMultiple: 3 },
    });
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: '/wps/operator/missions/999999',
        headers: admin.headers,
        payload: missionInput(),
      }),
      404,
      'MISSION_NOT_FOUND',
    );
    expectValue(
      await t.app.inject({
        method: 'DELETE',
        url: `/wps/operator/missions/${created.id}`,
        headers: admin.headers,
      }),
      deletedMissionValueSchema,
    );
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/wps/operator/missions/${created.id}`,
        headers: viewer.headers,
      }),
      404,
      'MISSION_NOT_FOUND',
    );
    const audit = await t.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('target', '=', `mission:${created.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'missions.create',
      'missions.update',
      'missions.delete',
    ]);
  });
});

describe('member missions', () => {
  it('measures deposits, completes at the target and claims points once', async () => {
    const admin = await staffWithToken(t, 'admin');
    const mission = await createMission(t, admin, missionInput());
    const member = await signedIn(t);
    await creditedDeposit(member, '30.00');
    await runConsumers(t);
    expect(await missionOf(t, member.headers, mission.id)).toMatchObject({
      name: 'Deposit 100 today',
      progress: 30,
      target: 100,
      state: 'in_progress',
      periodKey: periodOf('daily', new Date()).key,
      periodEnd: periodOf('daily', new Date()).end!.toISOString(),
    });
    expectError(await postClaim(t, member.headers, mission.id), 409, 'MISSION_NOT_COMPLETED');

    await creditedDeposit(member, '80.50');
    await runConsumers(t);
    const before = await summary(t, member.headers);
    expect(before.missions.find((m) => m.id === mission.id)).toMatchObject({
      progress: 110.5,
      state: 'completed',
    });
    expect(before.readyToClaim).toBeGreaterThanOrEqual(1);

    const claimed = await claim(t, member.headers, mission.id);
    expect(claimed).toMatchObject({
      state: 'claimed',
      rewardReference: expect.stringMatching(/^M\d{9}$/),
    });
    expect(await pointsOf(member.id)).toBe(50n);
    expectError(await postClaim(t, member.headers, mission.id), 409, 'MISSION_ALREADY_CLAIMED');
    expect(await pointsOf(member.id)).toBe(50n);
    const after = await summary(t, member.headers);
    expect(after.readyToClaim).toBe(before.readyToClaim - 1);
  });

  it('counts valid turnover of one category and rounds of a week, and pays a bonus', async () => {
    const admin = await staffWithToken(t, 'admin');
    const live = await createMission(
      t,
      admin,
      missionInput({
        names: { EN: 'Live casino 50' },
        period: 'weekly',
        condition: 'valid_turnover',
        categoryCode: 'LIVE',
        target: 50,
        reward: { type: 'bonus', amount: 8.88, turnoverMultiple: 2 },
      }),
    );
    const rounds = await createMission(
      t,
      admin,
      missionInput({
        names: { EN: 'Three rounds' },
        period: 'weekly',
        condition: 'rounds_played',
        target: 3,
      }),
    );
    const member = await signedIn(t);
    await creditedDeposit(member, '200.00');
    const liveTable = await sitDown(t, member.id, 'LIVE');
    const slots = await sitDown(t, member.id, 'RNG');
    await playRound(t, liveTable, member.account, 30, 0);
    await playRound(t, slots, member.account, 40, 90);
    await playRound(t, liveTable, member.account, 25, 50);
    await runConsumers(t);
    expect(await missionOf(t, member.headers, live.id)).toMatchObject({
      progress: 55,
      state: 'completed',
      periodKey: periodOf('weekly', new Date()).key,
    });
    expect(await missionOf(t, member.headers, rounds.id)).toMatchObject({
      progress: 3,
      state: 'completed',
    });
    const claimed = await claim(t, member.headers, live.id);
    const bonus = await t.db
      .selectFrom('bonuses')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('source', '=', 'mission')
      .executeTakeFirstOrThrow();
    expect(minor(bonus.amount)).toBe(888n);
    expect(minor(bonus.turnover_required)).toBe(1_776n);
    expect(claimed.rewardReference).toBe(bonus.bonus_no);
  });

  it('follows a login streak over site days and grants a ticket', async () => {
    const admin = await staffWithToken(t, 'admin');
    expectValue(
      await t.app.inject({
        method: 'PUT',
        url: '/wps/operator/rewards/prize-tables/golden_egg',
        headers: admin.headers,
        payload: {
          expiryDays: 7,
          bonusExpiryDays: 5,
          prizes: [
            {
              type: 'points',
              labels: { EN: '10 points' },
              amount: null,
              turnoverMultiple: null,
              points: 10,
              ticketKind: null,
              weight: 1,
            },
          ],
        },
      }),
      prizeTableSchema,
    );
    const mission = await createMission(
      t,
      admin,
      missionInput({
        names: { EN: 'Three days in a row' },
        period: 'once',
        condition: 'login_streak',
        target: 3,
        reward: { type: 'ticket', ticketKind: 'golden_egg', count: 1 },
        startsAt: new Date(Date.now() - 30 * DAY).toISOString(),
      }),
    );
    // Not signed in yet: a sign-in today would start the streak today.
    const member = await createMember(t);
    const streak = async () => {
      const row = await t.db
        .selectFrom('mission_progress')
        .select(['progress', 'status'])
        .where('mission_id', '=', mission.id)
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      return { progress: Number(row.progress), status: row.status };
    };
    // Site days: -9, -8 (twice), a gap, then -5, -4, -3: the streak restarts and reaches 3.
    const noonOf = (daysAgo: number) => {
      const day = periodOf('daily', new Date(Date.now() - daysAgo * DAY)).key;
      return new Date(`${day}T04:00:00Z`); // 12:00 site time
    };
    for (const daysAgo of [9, 8, 8]) await signInAt(member.id, noonOf(daysAgo));
    await runConsumers(t);
    expect(await streak()).toEqual({ progress: 2, status: 'in_progress' });
    await signInAt(member.id, noonOf(5));
    await signInAt(member.id, noonOf(4));
    await runConsumers(t);
    expect(await streak()).toEqual({ progress: 2, status: 'in_progress' });
    await signInAt(member.id, noonOf(3));
    await runConsumers(t);
    expect(await streak()).toEqual({ progress: 3, status: 'completed' });
    // Today's sign-in leaves a completed streak as it is.
    const { token } = await login(t, member.account, member.password);
    const headers = authHeader(token);
    await runConsumers(t);
    expect(await missionOf(t, headers, mission.id)).toMatchObject({
      progress: 3,
      state: 'completed',
    });
    const claimed = await claim(t, headers, mission.id);
    const ticket = await t.db
      .selectFrom('reward_tickets')
      .select(['ticket_no', 'source', 'kind'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ source: 'mission', kind: 'golden_egg' });
    expect(claimed.rewardReference).toBe(ticket.ticket_no);
  });

  it('counts an invited friend once, on their first deposit', async () => {
    const admin = await staffWithToken(t, 'admin');
    const mission = await createMission(
      t,
      admin,
      missionInput({
        names: { EN: 'Invite a friend' },
        period: 'once',
        condition: 'friends_first_deposit',
        target: 1,
      }),
    );
    const referrer = await signedIn(t);
    const friend = await signedIn(t);
    await t.db
      .insertInto('referrals')
      .values({
        referrer_id: referrer.id,
        friend_id: friend.id,
        status: 'registered',
        registered_at: new Date().toISOString(),
      })
      .execute();
    await creditedDeposit(friend, '50.00');
    await creditedDeposit(friend, '60.00');
    await runConsumers(t);
    expect(await missionOf(t, referrer.headers, mission.id)).toMatchObject({
      progress: 1,
      state: 'completed',
    });
    expect((await missionOf(t, friend.headers, mission.id)).progress).toBe(0);
  });

  it('gives exactly one success to concurrent claims', async () => {
    const admin = await staffWithToken(t, 'admin');
    const mission = await createMission(t, admin, missionInput({ target: 10 }));
    const member = await signedIn(t);
    await creditedDeposit(member, '10.00');
    await runConsumers(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postClaim(t, member.headers, mission.id)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().errorCode).toBe('MISSION_ALREADY_CLAIMED');
    }
    expect(await pointsOf(member.id)).toBe(50n);
  });

  it('refuses unknown or inactive missions, visitors and trial accounts', async () => {
    const admin = await staffWithToken(t, 'admin');
    const off = await createMission(t, admin, missionInput({ active: false }));
    const member = await signedIn(t);
    expect((await summary(t, member.headers)).missions.map((m) => m.id)).not.toContain(off.id);
    expectError(await postClaim(t, member.headers, off.id), 404, 'MISSION_NOT_FOUND');
    expectError(await postClaim(t, member.headers, 999_999), 404, 'MISSION_NOT_FOUND');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_claimMission',
        headers: member.headers,
        payload: { missionId: 'x' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await getSummary(t, {}), 401, 'NOT_LOGGED_IN');
    expectError(await getLeaderboard(t, {}), 401, 'NOT_LOGGED_IN');
    expectError(await postClaim(t, {}, off.id), 401, 'NOT_LOGGED_IN');
    const trial = await trialHeaders(t);
    expectError(await getSummary(t, trial), 403, 'TRIAL_ACCOUNT');
    expectError(
      await getLeaderboard(t, member.headers, '?missionId=999999'),
      404,
      'MISSION_NOT_FOUND',
    );
  });
});

describe('mission leaderboard', () => {
  it("ranks the period by the mission's measure, masked, with the caller's own rank", async () => {
    const admin = await staffWithToken(t, 'admin');
    const mission = await createMission(
      t,
      admin,
      missionInput({ names: { EN: 'Deposit race' }, target: 1_000 }),
    );
    const members = [await signedIn(t), await signedIn(t), await signedIn(t), await signedIn(t)];
    const amounts = ['40.00', '90.00', '40.00', '15.00'];
    for (const [index, member] of members.entries()) {
      await creditedDeposit(member, amounts[index]!);
    }
    await runConsumers(t);
    const board = await leaderboard(t, members[0]!.headers, `?missionId=${mission.id}&count=3`);
    expect(board).toMatchObject({
      missionId: mission.id,
      name: 'Deposit race',
      condition: 'deposit_total',
      period: 'daily',
      periodKey: periodOf('daily', new Date()).key,
    });
    expect(board.list.map((row) => [row.rank, row.value])).toEqual([
      [1, 90],
      [2, 40],
      [2, 40],
    ]);
    const account = members[1]!.account;
    expect(board.list[0]!.player).toBe(`${account.slice(0, 2)}***${account.slice(-1)}`);
    expect(board.list.filter((row) => row.me)).toHaveLength(1);
    expect(board.mine).toEqual({ rank: 2, value: 40 });
    const last = await leaderboard(t, members[3]!.headers, `?missionId=${mission.id}&count=3`);
    expect(last.mine).toEqual({ rank: 4, value: 15 });
    expect(last.list.some((row) => row.me)).toBe(false);
    const outsider = await signedIn(t);
    expect((await leaderboard(t, outsider.headers, `?missionId=${mission.id}`)).mine).toEqual({
      rank: null,
      value: 0,
    });
  });
});
