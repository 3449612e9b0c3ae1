import { beforeAll, describe, expect, it } from 'vitest';
import {
  agencyNodeValueSchema,
  agencyTreeValueSchema,
} from '@portal/shared/schemas/agency-console';
import { siteDayOf } from '@portal/shared/site-day';
import { expectError, expectValue } from '../../../test/assertions.js';
import { signedIn, type SignedInMember } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { playRound, runConsumers, sitDown } from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

const TREE = '/wps/operator/agency/tree';
const NODE = '/wps/operator/agency/node';

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

describe('the console’s agency tree', () => {
  let viewer: { headers: Headers };
  let top: SignedInMember;
  let sub: SignedInMember;
  let player: SignedInMember;
  const today = siteDayOf(new Date());

  beforeAll(async () => {
    viewer = await staffWithToken(t, 'viewer');
    top = await signedIn(t, { type: 1 });
    sub = await signedIn(t, { type: 2, uplineId: top.id });
    player = await signedIn(t, { uplineId: sub.id });
    await signedIn(t, { uplineId: top.id });
    await t.app.services.ledger.transfer({
      idempotencyKey: `tree-fund-${player.id}`,
      kind: 'adjustment',
      from: { system: 'house' },
      to: { memberId: player.id, wallet: 'main' },
      amount: 100_000n,
      reference: 'fund',
    });
    const table = await sitDown(t, player.id, 'RNG');
    await playRound(t, table, player.account, 300, 0);
    await playRound(t, table, player.account, 100, 150);
    await runConsumers(t);
  });

  it('lists a level with each node’s team, balance and the team’s figures from the reports', async () => {
    const level = expectValue(
      await get(`${TREE}?parentId=${top.id}&from=${today}&to=${today}`, viewer.headers),
      agencyTreeValueSchema,
    );
    expect(level.parent).toMatchObject({ id: top.id, teamSize: 3, directCount: 2, teamBets: 400 });
    expect(level.total).toBe(2);
    // Agents first.
    expect(level.list[0]).toEqual({
      id: sub.id,
      account: sub.account,
      type: 2,
      status: 'active',
      uplineId: top.id,
      directCount: 1,
      teamSize: 1,
      currency: expect.any(String),
      balance: 0,
      teamDeposits: 0,
      teamBets: 400,
      teamValidBets: 400,
      contracts: [],
    });
    expect(level.list[1]).toMatchObject({ type: 0, teamSize: 0, teamBets: 0 });

    const below = expectValue(
      await get(`${TREE}?parentId=${sub.id}`, viewer.headers),
      agencyTreeValueSchema,
    );
    expect(below.list).toEqual([
      expect.objectContaining({ id: player.id, balance: 750, teamBets: 400 }),
    ]);
    // A day without figures shows zeros.
    const before = expectValue(
      await get(`${TREE}?parentId=${top.id}&from=2020-01-01&to=2020-01-02`, viewer.headers),
      agencyTreeValueSchema,
    );
    expect(before.list[0]).toMatchObject({ teamBets: 0 });
  });

  it('pages the top level, agents without an upline only', async () => {
    const first = expectValue(
      await get(`${TREE}?pageSize=100`, viewer.headers),
      agencyTreeValueSchema,
    );
    expect(first.parent).toBeNull();
    expect(first.total).toBeGreaterThan(0);
    for (const node of first.list) expect(node.uplineId).toBeNull();
    expect(first.list.some((node) => node.id === sub.id)).toBe(false);
  });

  it('finds a member by account with its uplines from the top', async () => {
    const found = expectValue(
      await get(`${NODE}?account=${player.account.toUpperCase()}`, viewer.headers),
      agencyNodeValueSchema,
    );
    expect(found.node).toMatchObject({ id: player.id, uplineId: sub.id });
    expect(found.path).toEqual([
      { id: top.id, account: top.account, type: 1 },
      { id: sub.id, account: sub.account, type: 2 },
    ]);
    const byId = expectValue(
      await get(`${NODE}?memberId=${top.id}`, viewer.headers),
      agencyNodeValueSchema,
    );
    expect(byId.path).toEqual([]);
  });

  it('refuses unknown members, bad ranges and roles without agency.read', async () => {
    expectError(
      await get(`${NODE}?account=nobody-here-x`, viewer.headers),
      404,
      'AGENCY_MEMBER_NOT_FOUND',
    );
    expectError(
      await get(`${TREE}?parentId=999999999`, viewer.headers),
      404,
      'AGENCY_MEMBER_NOT_FOUND',
    );
    expectError(await get(NODE, viewer.headers), 400, 'VALIDATION_FAILED');
    expectError(
      await get(`${TREE}?from=2026-02-01&to=2026-01-01`, viewer.headers),
      400,
      'REPORT_RANGE_INVALID',
    );
    expectError(await get(`${TREE}?parentId=abc`, viewer.headers), 400, 'VALIDATION_FAILED');
    const cs = await staffWithToken(t, 'cs');
    expect((await get(TREE, cs.headers)).statusCode).toBe(403);
    expect((await get(TREE, {})).statusCode).toBe(401);
  });
});
