import { describe, expect, it } from 'vitest';
import {
  incomeValueSchema,
  teamBetsValueSchema,
  teamTransactionsValueSchema,
} from '@portal/shared/schemas/agency';
import { createMember } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { trialHeaders } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { createGame, createRound, createTeam, signedIn, fund, sendUp } from './team-test-kit.js';

const t = useTestApp({ seed: false });

type Headers = Record<string, string>;
const BETS = '/wps/agent/team/bets';
const TRANSACTIONS = '/wps/agent/team/transactions';
const INCOME = '/wps/agent/income';

const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });
const teamBets = async (headers: Headers, query = '') =>
  expectValue(await get(`${BETS}${query}`, headers), teamBetsValueSchema);
const transactions = async (headers: Headers, query = '') =>
  expectValue(await get(`${TRANSACTIONS}${query}`, headers), teamTransactionsValueSchema);
const income = async (headers: Headers, query = '') =>
  expectValue(await get(`${INCOME}${query}`, headers), incomeValueSchema);

describe('the agent calls refuse whoever is not a signed-in agent', () => {
  it.each([BETS, TRANSACTIONS, INCOME])('%s', async (url) => {
    expectError(await get(url), 401, 'NOT_LOGGED_IN');
    const member = await signedIn(t);
    expectError(await get(url, member.headers), 403, 'NON_AGENT');
    expectError(await get(url, await trialHeaders(t)), 403, 'NON_AGENT');
    const agent = await signedIn(t, { type: 41 });
    expectError(await get(`${url}?page=0`, agent.headers), 400, 'VALIDATION_FAILED');
    expectError(await get(`${url}?memberId=1`, agent.headers), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /wps/agent/team/bets', () => {
  it("lists the downline's rounds newest first with account and level, and totals over all of them", async () => {
    const { agent, sub, deep, direct } = await createTeam(t);
    const other = await createTeam(t);
    const game = await createGame(t);
    const deepRound = await createRound(t, deep.id, game, 2_000n, 3_500n, 3);
    const directRound = await createRound(t, direct.id, game, 1_000n, 0n, 4);
    const subRound = await createRound(t, sub.id, game, 500n, 250n, 5);
    await createRound(t, agent.id, game, 9_900n, 0n, 2); // the agent's own: not the team's
    await createRound(t, other.deep.id, game, 7_700n, 0n, 2);

    const value = await teamBets(agent.headers);
    expect(value.list.map((row) => [row.roundId, row.account, row.level])).toEqual([
      [deepRound, deep.account, 2],
      [directRound, direct.account, 1],
      [subRound, sub.account, 1],
    ]);
    expect(value.list[0]).toMatchObject({ stake: 20, validBet: 20, payout: 35, winLoss: 15 });
    expect(value).toMatchObject({ total: 3, totalPages: 1, page: 1, currency: 'MYR' });
    expect(value.totals).toEqual({ count: 3, stake: 35, validBet: 35, payout: 37.5, winLoss: 2.5 });

    const page2 = await teamBets(agent.headers, '?pageSize=1&page=2');
    expect(page2.list.map((row) => row.roundId)).toEqual([directRound]);
    expect(page2).toMatchObject({ total: 3, totalPages: 3 });
    expect(page2.totals.count).toBe(3);
  });

  it('filters by account (any case), level, category and vendor', async () => {
    const { agent, sub, deep, direct } = await createTeam(t);
    const rng = await createGame(t, 'RNG');
    const live = await createGame(t, 'LIVE');
    const deepRound = await createRound(t, deep.id, rng, 1_000n, 0n, 3);
    const liveRound = await createRound(t, direct.id, live, 1_000n, 0n, 4);
    const subRound = await createRound(t, sub.id, rng, 1_000n, 0n, 5);
    const ids = async (query: string) =>
      (await teamBets(agent.headers, query)).list.map((row) => row.roundId);

    expect(await ids(`?account=${deep.account.toUpperCase()}`)).toEqual([deepRound]);
    expect(await ids('?level=2')).toEqual([deepRound]);
    expect(await ids('?level=1')).toEqual([liveRound, subRound]);
    expect(await ids('?level=3')).toEqual([]);
    expect(await ids('?gameType=LIVE')).toEqual([liveRound]);
    expect(await ids(`?vassalage=${rng.vassalage}`)).toEqual([deepRound, subRound]);
    expect(await ids(`?account=${agent.account}`)).toEqual([]);
  });

  it("never shows another team's rounds, whatever the filter", async () => {
    const mine = await createTeam(t);
    const theirs = await createTeam(t);
    const game = await createGame(t);
    await createRound(t, mine.deep.id, game, 1_000n, 0n, 3);
    for (const member of [theirs.agent, theirs.sub, theirs.deep, theirs.direct]) {
      await createRound(t, member.id, game, 1_000n, 0n, 3);
      const value = await teamBets(mine.agent.headers, `?account=${member.account}`);
      expect(value).toMatchObject({ list: [], total: 0 });
      expect(value.totals.count).toBe(0);
    }
    // The sub-agent sees only what is below it, never its upline's other members.
    const fromSub = await teamBets(mine.sub.headers);
    expect(fromSub.list.map((row) => [row.account, row.level])).toEqual([[mine.deep.account, 1]]);
    expect((await teamBets(mine.sub.headers, `?account=${mine.direct.account}`)).list).toEqual([]);
  });

  it("teamOf shows a sub-agent's whole team: the sub-agent and every level below it", async () => {
    const { agent, sub, deep, direct } = await createTeam(t);
    const deeper = await createMember(t, { uplineId: deep.id });
    const game = await createGame(t);
    const subRound = await createRound(t, sub.id, game, 500n, 0n, 5);
    const deepRound = await createRound(t, deep.id, game, 1_000n, 0n, 4);
    const deeperRound = await createRound(t, deeper.id, game, 1_500n, 3_000n, 3);
    await createRound(t, direct.id, game, 9_000n, 0n, 2); // beside the sub-agent: not its team
    await createRound(t, agent.id, game, 9_000n, 0n, 2);

    const value = await teamBets(agent.headers, `?teamOf=${sub.id}`);
    expect(value.team).toEqual({ id: sub.id, account: sub.account });
    expect(value.list.map((row) => [row.roundId, row.account, row.level])).toEqual([
      [deeperRound, deeper.account, 3],
      [deepRound, deep.account, 2],
      [subRound, sub.account, 1],
    ]);
    expect(value.totals).toMatchObject({ count: 3, stake: 30, payout: 30, winLoss: 0 });
    // Combined with the other filters, as the whole downline is.
    const level2 = await teamBets(agent.headers, `?teamOf=${sub.id}&level=2`);
    expect(level2.list.map((row) => row.roundId)).toEqual([deepRound]);
    // Without the filter the list is the whole downline and names no team.
    const all = await teamBets(agent.headers);
    expect(all.team).toBeNull();
    expect(all.total).toBe(4);
  });

  it('refuses teamOf naming the agent itself or anyone outside its downline', async () => {
    const mine = await createTeam(t);
    const theirs = await createTeam(t);
    for (const member of [mine.agent, theirs.agent, theirs.sub, theirs.deep]) {
      expectError(
        await get(`${BETS}?teamOf=${member.id}`, mine.agent.headers),
        404,
        'AGENCY_MEMBER_NOT_FOUND',
      );
    }
    // A sub-agent cannot reach its upline's other members through it either.
    expectError(
      await get(`${BETS}?teamOf=${mine.direct.id}`, mine.sub.headers),
      404,
      'AGENCY_MEMBER_NOT_FOUND',
    );
    expectError(await get(`${BETS}?teamOf=abc`, mine.agent.headers), 400, 'VALIDATION_FAILED');
  });

  it('refuses a range that ends before it starts', async () => {
    const { agent } = await createTeam(t);
    const now = Date.now();
    const query = `?from=${new Date(now).toISOString()}&to=${new Date(now - 60_000).toISOString()}`;
    expectError(await get(`${BETS}${query}`, agent.headers), 400, 'VALIDATION_FAILED');
    expectError(await get(`${BETS}?gameType=NOPE`, agent.headers), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /wps/agent/team/transactions', () => {
  it("lists the downline's wallet movements with account, level, type and totals", async () => {
    const { agent, sub, deep } = await createTeam(t);
    const other = await createTeam(t);
    await fund(t, agent.id, 99_900n); // the agent's own: not listed
    await fund(t, other.deep.id, 88_800n);
    await fund(t, sub.id, 10_000n);
    await fund(t, deep.id, 5_000n);
    await sendUp(t, deep.id, sub.id, 1_250n);

    const value = await transactions(agent.headers);
    const rows = value.list.map((row) => [
      row.account,
      row.level,
      row.type,
      row.amount,
      row.balance,
    ]);
    // The two sides of one transfer share its instant: either may come first.
    expect(rows.slice(0, 2)).toEqual(
      expect.arrayContaining([
        [sub.account, 1, 'transfer_from_downline', 12.5, 112.5],
        [deep.account, 2, 'transfer_to_upline', -12.5, 37.5],
      ]),
    );
    expect(rows.slice(2)).toEqual([
      [deep.account, 2, 'deposit', 50, 50],
      [sub.account, 1, 'deposit', 100, 100],
    ]);
    expect(value.totals).toEqual({ in: 162.5, out: 12.5, count: 4 });
    expect(value).toMatchObject({ total: 4, totalPages: 1, currency: 'MYR' });
    expect(value.from).toBe(value.to);

    const deposits = await transactions(agent.headers, '?type=deposit');
    expect(deposits.list.map((row) => row.account)).toEqual([deep.account, sub.account]);
    expect(deposits.totals).toEqual({ in: 150, out: 0, count: 2 });
    const ofDeep = await transactions(agent.headers, `?account=${deep.account.toUpperCase()}`);
    expect(ofDeep.list.map((row) => row.type)).toEqual(['transfer_to_upline', 'deposit']);
    const paged = await transactions(agent.headers, '?pageSize=3&page=2');
    expect(paged.list).toHaveLength(1);
    expect(paged).toMatchObject({ total: 4, totalPages: 2 });
  });

  it("shows nothing of another team's members, whatever the filter", async () => {
    const mine = await createTeam(t);
    const theirs = await createTeam(t);
    for (const member of [theirs.agent, theirs.sub, theirs.deep, theirs.direct]) {
      await fund(t, member.id, 1_000n);
      const value = await transactions(mine.agent.headers, `?account=${member.account}`);
      expect(value).toMatchObject({ list: [], total: 0, totals: { in: 0, out: 0, count: 0 } });
    }
    expect((await transactions(mine.agent.headers)).list).toEqual([]);
  });

  it('reads by period: yesterday and a past custom range hold none of today’s movements', async () => {
    const { agent, direct } = await createTeam(t);
    await fund(t, direct.id, 1_000n);
    expect((await transactions(agent.headers, '?period=week')).total).toBe(1);
    expect((await transactions(agent.headers, '?period=month')).total).toBe(1);
    const yesterday = await transactions(agent.headers, '?period=yesterday');
    expect(yesterday.total).toBe(0);
    const custom = await transactions(
      agent.headers,
      `?period=custom&from=2025-01-01&to=2025-01-31`,
    );
    expect(custom).toMatchObject({ from: '2025-01-01', to: '2025-01-31', total: 0 });
  });

  it('refuses a custom range that ends first, is longer than 92 days or is no real day', async () => {
    const { agent } = await createTeam(t);
    for (const query of [
      'period=custom&from=2025-02-01&to=2025-01-31',
      'period=custom&from=2025-01-01&to=2025-04-03',
      'period=custom&from=2025-02-30&to=2025-03-01',
    ]) {
      expectError(
        await get(`${TRANSACTIONS}?${query}`, agent.headers),
        400,
        'REPORT_RANGE_INVALID',
      );
      expectError(await get(`${INCOME}?${query}`, agent.headers), 400, 'REPORT_RANGE_INVALID');
    }
    // 92 days, both ends included, is the longest range.
    const longest = await transactions(
      agent.headers,
      '?period=custom&from=2025-01-01&to=2025-04-02',
    );
    expect(longest.total).toBe(0);
    expectError(await get(`${TRANSACTIONS}?type=nope`, agent.headers), 400, 'VALIDATION_FAILED');
    expectError(
      await get(`${TRANSACTIONS}?period=custom&from=2025-1-1`, agent.headers),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /wps/agent/income', () => {
  it('lists money the downline sent up to the agent, with its sender, and totals by kind', async () => {
    const { agent, sub, deep, direct } = await createTeam(t);
    const other = await createTeam(t);
    await fund(t, sub.id, 10_000n);
    await fund(t, direct.id, 10_000n);
    await fund(t, deep.id, 10_000n);
    await fund(t, other.direct.id, 10_000n);
    const first = await sendUp(t, sub.id, agent.id, 2_000n);
    const second = await sendUp(t, direct.id, agent.id, 555n);
    await sendUp(t, deep.id, sub.id, 1_000n); // the sub-agent's income, not the agent's
    await sendUp(t, other.direct.id, other.agent.id, 1_000n);
    await fund(t, agent.id, 50_000n); // a deposit is no income

    const value = await income(agent.headers);
    expect(value.list.map((row) => [row.kind, row.amount, row.source, row.reference])).toEqual([
      ['downline_transfer', 5.55, direct.account, second.reference],
      ['downline_transfer', 20, sub.account, first.reference],
    ]);
    expect(value.totals).toEqual({
      amount: 25.55,
      count: 2,
      byKind: [
        { kind: 'downline_transfer', amount: 25.55, count: 2 },
        { kind: 'dividend', amount: 0, count: 0 },
        { kind: 'daily_salary', amount: 0, count: 0 },
        { kind: 'hourly_salary', amount: 0, count: 0 },
        { kind: 'realtime_salary', amount: 0, count: 0 },
      ],
    });
    expect(value).toMatchObject({ total: 2, totalPages: 1, currency: 'MYR' });

    const ofSub = await income(sub.headers, '?kind=downline_transfer');
    expect(ofSub.list.map((row) => [row.amount, row.source])).toEqual([[10, deep.account]]);
    expect(ofSub.totals.byKind).toEqual([{ kind: 'downline_transfer', amount: 10, count: 1 }]);

    const dividends = await income(agent.headers, '?kind=dividend');
    expect(dividends).toMatchObject({ list: [], total: 0, totals: { amount: 0, count: 0 } });
    expect((await income(agent.headers, '?period=yesterday')).total).toBe(0);
    const page2 = await income(agent.headers, '?pageSize=1&page=2');
    expect(page2.list.map((row) => row.amount)).toEqual([20]);
    expectError(await get(`${INCOME}?kind=bonus`, agent.headers), 400, 'VALIDATION_FAILED');
  });
});
