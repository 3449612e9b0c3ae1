import { beforeAll, describe, expect, it } from 'vitest';
import { teamOverviewValueSchema, teamProfitValueSchema } from '@portal/shared/schemas/agency';
import { authHeader, createMember, login } from '../../../test/accounts.js';
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
import { playRound, runConsumers, sitDown } from '../../../test/promotions.js';
import { rebuildAgencyFigures } from './figures-rebuild.js';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';

describe('team overview and user profit and loss', () => {
  const t = useTestApp();
  let agent: SignedInMember;
  let subAgent: SignedInMember;
  let player: SignedInMember;
  let outsider: SignedInMember;
  let plainMember: SignedInMember;

  const get = (url: string, headers: Record<string, string> = agent.headers) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    // The demo seed writes its records without events: the figures start from a rebuild.
    await rebuildAgencyFigures(t.db);
    agent = await signedIn(t, { type: 1 });
    subAgent = await signedIn(t, { type: 2, uplineId: agent.id });
    player = await signedIn(t, { uplineId: subAgent.id });
    const otherAgent = await signedIn(t, { type: 1 });
    outsider = await signedIn(t, { uplineId: otherAgent.id });
    plainMember = await signedIn(t);

    // The player deposits 300.00 through a gateway and plays three rounds.
    const channel = await createChannel(t);
    const order = await deposit(t, player, channel, '300.00');
    const credited = await postSignedCallback(t, channel, callbackFor(order.orderNo, 30_000n));
    expect(credited.statusCode, credited.body).toBe(200);
    const slots = await sitDown(t, player.id, 'RNG');
    const live = await sitDown(t, player.id, 'LIVE');
    await playRound(t, slots, player.account, 40, 90);
    await playRound(t, live, player.account, 30, 0);
    await playRound(t, live, player.account, 25, 50);
    // The outsider's play must never reach this team's figures.
    const outsiderSlots = await sitDown(t, outsider.id, 'RNG');
    await t.app.services.ledger.transfer({
      idempotencyKey: `test-fund-${outsider.id}`,
      kind: 'adjustment',
      from: { system: 'house' },
      to: { memberId: outsider.id, wallet: 'main' },
      amount: 10_000n,
      reference: 'fund',
    });
    await playRound(t, outsiderSlots, outsider.account, 60, 0);
    await runConsumers(t);
  });

  it('shows the downline’s deposits, bets, payouts, first depositors and active members of today', async () => {
    const value = expectValue(
      await get('/wps/agent/team/overview?period=today'),
      teamOverviewValueSchema,
    );
    const today = siteDayOf(new Date());
    expect(value).toMatchObject({ period: 'today', from: today, to: today, currency: 'MYR' });
    expect(value.teamSize).toEqual({ direct: 1, all: 2 });
    expect(value.figures).toEqual({
      deposits: 300,
      withdrawals: 0,
      bets: 95,
      validBets: 95,
      payouts: 140,
      bonuses: 0,
      profitLoss: 45,
      registrations: 0,
      firstDepositors: 1,
      activeMembers: 1,
      depositCount: 1,
      betCount: 3,
    });
    expect(value.days).toEqual([
      expect.objectContaining({ date: today, validBets: 95, activeMembers: 1, profitLoss: 45 }),
    ]);
  });

  it('gives this week and this month with a chart of every day, and a custom range', async () => {
    const week = expectValue(
      await get('/wps/agent/team/overview?period=week'),
      teamOverviewValueSchema,
    );
    expect(week.figures.validBets).toBe(95);
    expect(week.figures.activeMembers).toBe(1);
    expect(week.days.at(-1)?.date).toBe(siteDayOf(new Date()));
    const month = expectValue(
      await get('/wps/agent/team/overview?period=month'),
      teamOverviewValueSchema,
    );
    expect(month.days).toHaveLength(Number(siteDayOf(new Date()).slice(8)));
    const yesterday = expectValue(
      await get('/wps/agent/team/overview?period=yesterday'),
      teamOverviewValueSchema,
    );
    expect(yesterday.figures.validBets).toBe(0);
    const today = siteDayOf(new Date());
    const custom = expectValue(
      await get(
        `/wps/agent/team/overview?period=custom&from=${addSiteDays(today, -40)}&to=${today}`,
      ),
      teamOverviewValueSchema,
    );
    expect(custom.figures.activeMembers).toBe(1);
  });

  it('lists the agent’s own figures and each direct downline with its team, and drills down', async () => {
    const top = expectValue(
      await get('/wps/agent/team/profit?period=today'),
      teamProfitValueSchema,
    );
    expect(top.breadcrumbs.map((crumb) => crumb.id)).toEqual([agent.id]);
    expect(top.parent).toMatchObject({ id: agent.id, level: 0, downlineCount: 2 });
    expect(top.parent.own.bets).toBe(0);
    expect(top.parent.team).toMatchObject({ bets: 95, payouts: 140, profitLoss: 45 });
    expect(top.list).toEqual([
      expect.objectContaining({
        id: subAgent.id,
        level: 1,
        own: expect.objectContaining({ bets: 0 }),
      }),
    ]);
    expect(top.list[0]!.team).toMatchObject({ deposits: 300, validBets: 95 });

    const below = expectValue(
      await get(`/wps/agent/team/profit?period=today&parentId=${subAgent.id}`),
      teamProfitValueSchema,
    );
    expect(below.breadcrumbs.map((crumb) => crumb.id)).toEqual([agent.id, subAgent.id]);
    expect(below.list).toEqual([
      expect.objectContaining({
        id: player.id,
        level: 2,
        own: expect.objectContaining({ bets: 95, profitLoss: 45 }),
      }),
    ]);
    // A sub-agent sees its own team only, from itself down.
    const fromSub = expectValue(
      await get('/wps/agent/team/profit?period=today', subAgent.headers),
      teamProfitValueSchema,
    );
    expect(fromSub.parent).toMatchObject({ id: subAgent.id, level: 0 });
    await expectError(
      await get(`/wps/agent/team/profit?parentId=${agent.id}`, subAgent.headers),
      404,
      'AGENCY_MEMBER_NOT_FOUND',
    );
  });

  it('answers 404 for a parent outside the downline and refuses bad ranges', async () => {
    for (const id of [outsider.id, plainMember.id, 999_999_999]) {
      expectError(
        await get(`/wps/agent/team/profit?parentId=${id}`),
        404,
        'AGENCY_MEMBER_NOT_FOUND',
      );
    }
    expectError(
      await get('/wps/agent/team/overview?period=custom&from=2026-11-20&to=2026-11-01'),
      400,
      'REPORT_RANGE_INVALID',
    );
    expectError(
      await get('/wps/agent/team/profit?period=custom&from=2025-01-01&to=2026-11-01'),
      400,
      'REPORT_RANGE_INVALID',
    );
    expectError(await get('/wps/agent/team/overview?period=decade'), 400, 'VALIDATION_FAILED');
    expectError(await get('/wps/agent/team/profit?parentId=abc'), 400, 'VALIDATION_FAILED');
  });

  it('refuses visitors, members who are not agents and trial accounts', async () => {
    const trial = await createMember(t, { type: 4 });
    const { token } = await login(t, trial.account, trial.password);
    for (const url of ['/wps/agent/team/overview', '/wps/agent/team/profit']) {
      expectError(await get(url, {}), 401, 'NOT_LOGGED_IN');
      expectError(await get(url, plainMember.headers), 403, 'NON_AGENT');
      expectError(await get(url, player.headers), 403, 'NON_AGENT');
      expectError(await get(url, authHeader(token)), 403, 'NON_AGENT');
    }
  });
});
