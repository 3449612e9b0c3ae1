import { describe, expect, it } from 'vitest';
import {
  agencyAgentTypeResultSchema,
  agencyMoveResultSchema,
} from '@portal/shared/schemas/agency-operator';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp({ seed: false });

const MOVE = '/wps/operator/agency/move';
const AGENT_TYPE = '/wps/operator/agency/agent-type';

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function auditOf(action: string, memberId: number) {
  return t.db
    .selectFrom('staff_audit_log')
    .select(['staff_id', 'details'])
    .where('action', '=', action)
    .where('target', '=', `member:${memberId}`)
    .execute();
}

async function ancestorsOf(memberId: number) {
  const rows = await t.db
    .selectFrom('agency_tree')
    .select(['ancestor_id', 'depth'])
    .where('descendant_id', '=', memberId)
    .orderBy('depth')
    .execute();
  return rows.map((row) => row.ancestor_id);
}

describe('POST /wps/operator/agency/move', () => {
  it('moves a member with their team under another upline, audited', async () => {
    const admin = await staffWithToken(t, 'admin');
    const from = await createMember(t, { type: 1 });
    const to = await createMember(t, { type: 1 });
    const agent = await createMember(t, { type: 2, uplineId: from.id });
    const member = await createMember(t, { uplineId: agent.id });

    const value = expectValue(
      await post(MOVE, admin.headers, { memberId: agent.id, uplineId: to.id, reason: 'Asked' }),
      agencyMoveResultSchema,
    );
    expect(value).toEqual({
      memberId: agent.id,
      account: agent.account,
      upline: to.account,
      contractsEnded: 0,
    });
    expect(await ancestorsOf(member.id)).toEqual([member.id, agent.id, to.id]);
    const audit = await auditOf('agency.move', agent.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_id).toBe(admin.id);
    expect(JSON.parse(audit[0]!.details)).toEqual({
      uplineId: to.id,
      reason: 'Asked',
      contractsEnded: 0,
    });

    expectValue(
      await post(MOVE, admin.headers, { memberId: agent.id, uplineId: null, reason: 'Own team' }),
      agencyMoveResultSchema,
    );
    expect(await ancestorsOf(member.id)).toEqual([member.id, agent.id]);
  });

  it('refuses a move under the member itself or its own downline, and audits nothing', async () => {
    const admin = await staffWithToken(t, 'admin');
    const top = await createMember(t, { type: 1 });
    const below = await createMember(t, { type: 2, uplineId: top.id });
    for (const uplineId of [top.id, below.id]) {
      expectError(
        await post(MOVE, admin.headers, { memberId: top.id, uplineId, reason: 'Loop' }),
        409,
        'AGENCY_CYCLE',
      );
    }
    expect(await auditOf('agency.move', top.id)).toEqual([]);
    expect(await ancestorsOf(below.id)).toEqual([below.id, top.id]);
  });

  it('answers 404 for an unknown member or upline, 400 without a reason', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await createMember(t);
    const body = { memberId: member.id, uplineId: 999_999_999, reason: 'x' };
    expectError(await post(MOVE, admin.headers, body), 404, 'AGENCY_MEMBER_NOT_FOUND');
    expectError(
      await post(MOVE, admin.headers, { ...body, memberId: 999_999_999, uplineId: null }),
      404,
      'AGENCY_MEMBER_NOT_FOUND',
    );
    expectError(
      await post(MOVE, admin.headers, { memberId: member.id, uplineId: null, reason: ' ' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('is for admins only', async () => {
    const member = await createMember(t);
    const body = { memberId: member.id, uplineId: null, reason: 'x' };
    expectError(await post(MOVE, {}, body), 401, 'STAFF_NOT_LOGGED_IN');
    for (const role of ['finance', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      expectError(await post(MOVE, staff.headers, body), 403, 'STAFF_FORBIDDEN');
    }
    const { token } = await login(t, member.account, member.password);
    expectError(await post(MOVE, authHeader(token), body), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('POST /wps/operator/agency/agent-type', () => {
  it('appoints a master agent with an invitation code, seen by its sessions at once, audited', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await createMember(t);
    const { token } = await login(t, member.account, member.password);
    const headers = authHeader(token);
    expectError(await t.app.inject({ url: '/wps/agent/team/members', headers }), 403, 'NON_AGENT');

    const value = expectValue(
      await post(AGENT_TYPE, admin.headers, { memberId: member.id, type: 1, reason: 'Contract' }),
      agencyAgentTypeResultSchema,
    );
    expect(value).toMatchObject({ memberId: member.id, account: member.account, type: 1 });
    expect(value.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await t.app.inject({ url: '/wps/agent/team/members', headers })).statusCode).toBe(200);

    // Changing the type keeps the code the agent already gave out.
    const again = expectValue(
      await post(AGENT_TYPE, admin.headers, { memberId: member.id, type: 41, reason: 'Affiliate' }),
      agencyAgentTypeResultSchema,
    );
    expect(again).toMatchObject({ type: 41, affiliateCode: value.affiliateCode });
    expectValue(
      await post(AGENT_TYPE, admin.headers, { memberId: member.id, type: 0, reason: 'Ended' }),
      agencyAgentTypeResultSchema,
    );
    expectError(await t.app.inject({ url: '/wps/agent/team/members', headers }), 403, 'NON_AGENT');

    const audit = await auditOf('agency.agent_type', member.id);
    expect(audit.map((row) => JSON.parse(row.details))).toEqual([
      { from: 0, to: 1, reason: 'Contract', contractsEnded: 0 },
      { from: 1, to: 41, reason: 'Affiliate', contractsEnded: 0 },
      { from: 41, to: 0, reason: 'Ended', contractsEnded: 0 },
    ]);
  });

  it('refuses trial accounts, unknown members, other types, and staff other than admins', async () => {
    const admin = await staffWithToken(t, 'admin');
    const trial = await createMember(t, { type: 4, password: null });
    expectError(
      await post(AGENT_TYPE, admin.headers, { memberId: trial.id, type: 1, reason: 'x' }),
      403,
      'AGENT_TYPE_NOT_GRANTABLE',
    );
    expectError(
      await post(AGENT_TYPE, admin.headers, { memberId: 999_999_999, type: 1, reason: 'x' }),
      404,
      'AGENCY_MEMBER_NOT_FOUND',
    );
    const member = await createMember(t);
    for (const type of [3, 4, 43]) {
      expectError(
        await post(AGENT_TYPE, admin.headers, { memberId: member.id, type, reason: 'x' }),
        400,
        'VALIDATION_FAILED',
      );
    }
    const body = { memberId: member.id, type: 1, reason: 'x' };
    expectError(await post(AGENT_TYPE, {}, body), 401, 'STAFF_NOT_LOGGED_IN');
    for (const role of ['finance', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      expectError(await post(AGENT_TYPE, staff.headers, body), 403, 'STAFF_FORBIDDEN');
    }
    expect(await auditOf('agency.agent_type', member.id)).toEqual([]);
  });
});
