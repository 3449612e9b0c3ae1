import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createChannel, signedIn, type SignedInMember } from '../../../test/deposits.js';
import { callbackFor, deposit, postSignedCallback } from '../../../test/deposits.js';
import { injectEncrypted } from '../../../test/encrypted.js';
import { useTestApp } from '../../../test/helper.js';
import { playRound, runConsumers, sitDown } from '../../../test/promotions.js';
import { createStaff } from '../../../test/staff.js';
import { rebuildAgencyFigures } from '../reports/figures-rebuild.js';

/**
 * The leak test of the agent centre: two agents' teams, each with a sub-agent and members who
 * deposited and played. Every agent call, with every id of the other team and of the operator in
 * every parameter that carries an id or an account, answers 404 or an empty list, and no answer
 * of one agent ever names a member of the other team.
 */
describe('agent calls never reach outside the caller’s own downline', () => {
  const t = useTestApp();
  const teams: { agent: SignedInMember; members: SignedInMember[] }[] = [];
  let operatorIds: number[] = [];

  beforeAll(async () => {
    await rebuildAgencyFigures(t.db);
    const channel = await createChannel(t);
    for (let team = 0; team < 2; team++) {
      const agent = await signedIn(t, { type: 1 });
      const sub = await signedIn(t, { type: 2, uplineId: agent.id });
      const direct = await signedIn(t, { uplineId: agent.id });
      const deep = await signedIn(t, { uplineId: sub.id });
      for (const member of [direct, deep]) {
        const order = await deposit(t, member, channel, '120.00');
        const credited = await postSignedCallback(t, channel, callbackFor(order.orderNo, 12_000n));
        expect(credited.statusCode, credited.body).toBe(200);
        await playRound(t, await sitDown(t, member.id, 'RNG'), member.account, 20, 35);
      }
      teams.push({ agent, members: [sub, direct, deep] });
    }
    // The operator's staff ids, tried as member ids too.
    operatorIds = [(await createStaff(t, { role: 'admin' })).id, 1, 2];
    await runConsumers(t);
  });

  /** Every call of the agent centre with `id` (a member id) and `account` put where they fit. */
  function calls(headers: Record<string, string>, id: number, account: string) {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
    const encrypted = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
      injectEncrypted(t.app, { method, url, payload, headers });
    const q = encodeURIComponent(account);
    return {
      idCalls: [
        () => get(`/wps/agent/team/profit?parentId=${id}`),
        () => get(`/wps/agent/team/members?parentId=${id}`),
        () => get(`/wps/agent/team/members?parentId=${id}&scope=all`),
        () =>
          t.app.inject({
            method: 'POST',
            url: '/wps/agent/team/members/type',
            headers,
            payload: { memberId: id },
          }),
        () =>
          encrypted('POST', '/wps/agent/team/transfer', {
            memberId: id,
            amount: '1.00',
            paymentPassword: '123456',
            reference: `leak-${id}-${Date.now()}`,
          }),
      ],
      listCalls: [
        () => get('/wps/agent/team/overview?period=month'),
        () => get('/wps/agent/team/profit?period=month'),
        () => get(`/wps/agent/team/members?scope=all&account=${q}`),
        () => get('/wps/agent/team/members?scope=all&pageSize=100'),
        () => get(`/wps/agent/team/bets?account=${q}`),
        () => get('/wps/agent/team/bets?pageSize=100'),
        () => get(`/wps/agent/team/transactions?period=month&account=${q}`),
        () => get('/wps/agent/team/transactions?period=month&pageSize=100'),
        () => get('/wps/agent/income?period=month'),
        () => get('/wps/agent/announcements'),
        () => get('/wps/agent/team/transfer'),
      ],
    };
  }

  it('answers 404 for every id of the other team and of the operator, in every id parameter', async () => {
    let leaks = 0;
    let tried = 0;
    for (const [index, { agent }] of teams.entries()) {
      const other = teams[1 - index]!;
      const foreignIds = [
        other.agent.id,
        ...other.members.map((member) => member.id),
        ...operatorIds,
      ];
      for (const id of foreignIds) {
        for (const call of calls(agent.headers, id, '').idCalls) {
          const response: LightMyRequestResponse = await call();
          tried += 1;
          const body = response.json() as { errorCode?: string };
          if (response.statusCode !== 404 || body.errorCode !== 'AGENCY_MEMBER_NOT_FOUND') {
            leaks += 1;
            console.error('leak', id, response.statusCode, response.body.slice(0, 200));
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(40);
    expect(leaks).toBe(0);
  });

  it('never names a member of the other team in any answer, whatever account is asked for', async () => {
    let leaks = 0;
    for (const [index, { agent }] of teams.entries()) {
      const other = teams[1 - index]!;
      const foreign = [other.agent, ...other.members];
      for (const member of foreign) {
        for (const call of calls(agent.headers, member.id, member.account).listCalls) {
          const response = await call();
          expect(response.statusCode, response.body).toBe(200);
          for (const name of foreign.map((m) => m.account)) {
            if (response.body.includes(name)) {
              leaks += 1;
              console.error('leak of', name, response.body.slice(0, 200));
            }
          }
        }
      }
    }
    expect(leaks).toBe(0);
  });

  it('still shows each agent their own team (the calls above are not empty by accident)', async () => {
    const { agent, members } = teams[0]!;
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/team/members?scope=all',
      headers: agent.headers,
    });
    for (const member of members) expect(response.body).toContain(member.account);
    const bets = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/team/bets',
      headers: agent.headers,
    });
    expect(bets.body).toContain(members[2]!.account);
  });
});
