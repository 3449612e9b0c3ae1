import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginValueSchema } from '@portal/shared/schemas/account';
import {
  downlineListValueSchema,
  grantAgentResultSchema,
  registerDownlineResultSchema,
} from '@portal/shared/schemas/agency';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { trialHeaders } from '../../../test/deposits.js';
import { injectEncrypted } from '../../../test/encrypted.js';
import { useTestApp } from '../../../test/helper.js';
import { seedRegistrationRules } from '../../db/seeds/seed-services.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';

const t = useTestApp({ seed: false });

const MEMBERS = '/wps/agent/team/members';
const PASSWORD = 'Secret2024';

beforeAll(async () => {
  await seedRegistrationRules(t.db);
});

const newUsername = () => `dl${randomInt(10_000_000, 99_999_999)}`;

async function signedIn(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

const register = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  injectEncrypted(t.app, { method: 'PUT', url: MEMBERS, headers, payload });

const registration = (kind: 'member' | 'agent', overrides: Record<string, unknown> = {}) => ({
  kind,
  username: newUsername(),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...overrides,
});

const list = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  t.app.inject({ url: MEMBERS, headers, query });

const grant = (headers: Record<string, string>, memberId: unknown) =>
  t.app.inject({ method: 'POST', url: `${MEMBERS}/type`, headers, payload: { memberId } });

/**
 * A master agent with two direct downlines (a sub-agent and a member), the sub-agent with a
 * member of its own and a sub-sub-agent with one member: four levels.
 */
async function team() {
  const agent = await signedIn({ type: 1, account: `aa${randomInt(10_000_000, 99_999_999)}` });
  const sub = await createMember(t, {
    type: 2,
    uplineId: agent.id,
    account: `bb${randomUUID().slice(0, 8)}`,
  });
  const direct = await createMember(t, {
    uplineId: agent.id,
    account: `cc${randomUUID().slice(0, 8)}`,
  });
  const subMember = await createMember(t, {
    uplineId: sub.id,
    account: `dd${randomUUID().slice(0, 8)}`,
  });
  const subSub = await createMember(t, {
    type: 2,
    uplineId: sub.id,
    account: `ee${randomUUID().slice(0, 8)}`,
  });
  const deep = await createMember(t, {
    uplineId: subSub.id,
    account: `ff${randomUUID().slice(0, 8)}`,
  });
  return { agent, sub, direct, subMember, subSub, deep };
}

describe('PUT /wps/agent/team/members (registerCenter)', () => {
  it('registers a member below the agent, in its currency, with a member.registered event', async () => {
    const agent = await signedIn({ type: 2 });
    const payload = registration('member', { nickname: 'Ali' });
    const value = expectValue(await register(agent.headers, payload), registerDownlineResultSchema);
    expect(value).toMatchObject({ account: payload.username, type: 0, upline: agent.account });

    const row = await t.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', value.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      upline_id: agent.id,
      currency: 'MYR',
      nickname: 'Ali',
      password_changed_at: null,
      affiliate_code: null,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const event = await t.db
      .selectFrom('domain_events')
      .select(['type', 'payload'])
      .where('event_key', '=', `member.registered:${value.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload)).toMatchObject({
      memberId: value.id,
      uplineId: agent.id,
      affiliateCode: null,
      referrerId: null,
    });
    const tree = await t.db
      .selectFrom('agency_tree')
      .select('depth')
      .where('ancestor_id', '=', agent.id)
      .where('descendant_id', '=', value.id)
      .executeTakeFirstOrThrow();
    expect(tree.depth).toBe(1);
  });

  it('registers a sub-agent of the grantable type, with an invitation code', async () => {
    const affiliate = await signedIn({ type: 41 });
    const value = expectValue(
      await register(affiliate.headers, registration('agent')),
      registerDownlineResultSchema,
    );
    expect(value.type).toBe(42);
    const row = await t.db
      .selectFrom('members')
      .select('affiliate_code')
      .where('id', '=', value.id)
      .executeTakeFirstOrThrow();
    expect(row.affiliate_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('makes the new account change its initial password at first login, and not after', async () => {
    const agent = await signedIn({ type: 1 });
    const payload = registration('member');
    expectValue(await register(agent.headers, payload), registerDownlineResultSchema);
    const first = await login(t, payload.username, PASSWORD);
    expect(first.mustChangePassword).toBe(true);

    const changed = await injectEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/password',
      headers: authHeader(first.token),
      payload: {
        oldPassword: PASSWORD,
        newPassword: 'Changed2024',
        confirmNewPassword: 'Changed2024',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const row = await t.db
      .selectFrom('members')
      .select('password_changed_at')
      .where('account', '=', payload.username)
      .executeTakeFirstOrThrow();
    expect(row.password_changed_at).not.toBeNull();
    const again = expectValue(
      await injectEncrypted(t.app, {
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: payload.username, password: 'Changed2024', type: 'username' },
      }),
      loginValueSchema,
    );
    expect(again.mustChangePassword).toBe(false);
  });

  it('refuses a sub-agent to a type that may grant none (42)', async () => {
    const subAffiliate = await signedIn({ type: 42 });
    expectError(
      await register(subAffiliate.headers, registration('agent')),
      403,
      'AGENT_TYPE_NOT_GRANTABLE',
    );
    // A member is still fine.
    expectValue(
      await register(subAffiliate.headers, registration('member')),
      registerDownlineResultSchema,
    );
  });

  it('refuses a mismatched confirmation, the weak default, a taken name and broken rules', async () => {
    const agent = await signedIn({ type: 1 });
    expectError(
      await register(agent.headers, registration('member', { confirmPassword: 'Other2024' })),
      400,
      'PASSWORD_MISMATCH',
    );
    const weak = t.config.WEAK_DEFAULT_PASSWORD;
    expectError(
      await register(
        agent.headers,
        registration('member', { password: weak, confirmPassword: weak }),
      ),
      400,
      'WEAK_PASSWORD',
    );
    expectError(
      await register(
        agent.headers,
        registration('member', { username: agent.account.toUpperCase() }),
      ),
      409,
      'USERNAME_TAKEN',
    );
    const broken = await register(
      agent.headers,
      registration('member', { username: 'ab', password: '12', confirmPassword: '12' }),
    );
    expectError(broken, 400, 'VALIDATION_FAILED');
    const details = (broken.json() as { details?: { path: string }[] }).details ?? [];
    expect(details.map((detail) => detail.path).sort()).toEqual(['password', 'username']);
    expectError(
      await register(agent.headers, { ...registration('member'), extra: 1 }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses callers who are not signed in, not agents, or on a trial account', async () => {
    expectError(await register({}, registration('member')), 401, 'NOT_LOGGED_IN');
    const member = await signedIn();
    expectError(await register(member.headers, registration('member')), 403, 'NON_AGENT');
    expectError(await register(await trialHeaders(t), registration('member')), 403, 'NON_AGENT');
  });
});

describe('GET /wps/agent/team/members (downlineManagmentView)', () => {
  it('lists the direct downline by default, ordered by account, with level, balance and breadcrumbs', async () => {
    const { agent, sub, direct } = await team();
    await t.app.services.ledger.transfer({
      idempotencyKey: `test-fund:${randomUUID()}`,
      kind: TransferKind.deposit,
      from: { system: SystemAccount.paymentClearing },
      to: { memberId: direct.id, wallet: 'main' },
      amount: 12_345n,
      reference: `D${Date.now()}`,
    });
    const value = expectValue(await list(agent.headers), downlineListValueSchema);
    expect(value.breadcrumbs).toEqual([{ id: agent.id, account: agent.account }]);
    expect(value.grantableType).toBe(2);
    expect(value.total).toBe(2);
    expect(value.list.map((row) => row.id)).toEqual([sub.id, direct.id]);
    expect(value.list[0]).toMatchObject({
      level: 1,
      type: 2,
      upline: agent.account,
      directCount: 2,
      downlineCount: 3,
      balance: 0,
      status: 'active',
    });
    expect(value.list[1]).toMatchObject({ level: 1, balance: 123.45, currency: 'MYR' });
  });

  it('lists every level with scope all, and drills down with levels counted from the agent', async () => {
    const { agent, sub, subMember, subSub, deep } = await team();
    const all = expectValue(await list(agent.headers, { scope: 'all' }), downlineListValueSchema);
    expect(all.total).toBe(5);
    expect(Object.fromEntries(all.list.map((row) => [row.id, row.level]))).toMatchObject({
      [subMember.id]: 2,
      [deep.id]: 3,
    });

    const below = expectValue(
      await list(agent.headers, { parentId: String(subSub.id) }),
      downlineListValueSchema,
    );
    expect(below.breadcrumbs.map((crumb) => crumb.id)).toEqual([agent.id, sub.id, subSub.id]);
    expect(below.list).toEqual([expect.objectContaining({ id: deep.id, level: 3 })]);
    const belowAll = expectValue(
      await list(agent.headers, { parentId: String(sub.id), scope: 'all' }),
      downlineListValueSchema,
    );
    expect(belowAll.total).toBe(3);
  });

  it('filters by account, type, status, registration and last login days, and pages', async () => {
    const { agent, sub, direct, subSub } = await team();
    const byAccount = expectValue(
      await list(agent.headers, { scope: 'all', account: sub.account.slice(2, 6).toUpperCase() }),
      downlineListValueSchema,
    );
    expect(byAccount.list.map((row) => row.id)).toContain(sub.id);
    const wildcard = expectValue(
      await list(agent.headers, { scope: 'all', account: '%' }),
      downlineListValueSchema,
    );
    expect(wildcard.total).toBe(0);

    const agents = expectValue(
      await list(agent.headers, { scope: 'all', type: 'agent' }),
      downlineListValueSchema,
    );
    expect(agents.list.map((row) => row.id).sort()).toEqual([sub.id, subSub.id].sort());
    const members = expectValue(
      await list(agent.headers, { scope: 'all', type: 'member' }),
      downlineListValueSchema,
    );
    expect(members.total).toBe(3);

    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', direct.id)
      .execute();
    const disabled = expectValue(
      await list(agent.headers, { scope: 'all', status: 'disabled' }),
      downlineListValueSchema,
    );
    expect(disabled.list.map((row) => row.id)).toEqual([direct.id]);

    // Registered on site day 2026-01-10 (GMT+8), which starts at 2026-01-09T16:00Z.
    await t.db
      .updateTable('members')
      .set({ created_at: '2026-01-09T16:30:00.000Z', last_login_at: '2026-01-10T15:59:00.000Z' })
      .where('id', '=', sub.id)
      .execute();
    const registered = expectValue(
      await list(agent.headers, { registeredFrom: '2026-01-10', registeredTo: '2026-01-10' }),
      downlineListValueSchema,
    );
    expect(registered.list.map((row) => row.id)).toEqual([sub.id]);
    const loggedIn = expectValue(
      await list(agent.headers, { lastLoginFrom: '2026-01-10', lastLoginTo: '2026-01-10' }),
      downlineListValueSchema,
    );
    expect(loggedIn.list.map((row) => row.id)).toEqual([sub.id]);
    const nextDay = expectValue(
      await list(agent.headers, { lastLoginFrom: '2026-01-11' }),
      downlineListValueSchema,
    );
    expect(nextDay.total).toBe(0);

    const paged = expectValue(
      await list(agent.headers, { scope: 'all', page: '2', pageSize: '2' }),
      downlineListValueSchema,
    );
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 5, totalPages: 3 });
    expect(paged.list).toHaveLength(2);
  });

  it('pages scope all by keyset: each page starts after the account the last one named', async () => {
    const { agent, sub, direct, subMember, subSub, deep } = await team();
    // A member of another agent between them in the account order is never listed.
    const other = await signedIn({ type: 1 });
    await createMember(t, { uplineId: other.id, account: `bz${randomUUID().slice(0, 8)}` });
    const expected = [sub, direct, subMember, subSub, deep].map((member) => member.id);

    const seen: number[] = [];
    let after: string | undefined;
    const nexts: (string | null)[] = [];
    for (let call = 0; call < 4; call++) {
      const page = expectValue(
        await list(agent.headers, {
          scope: 'all',
          pageSize: '2',
          ...(after === undefined ? {} : { after }),
        }),
        downlineListValueSchema,
      );
      expect(page.total).toBe(5);
      seen.push(...page.list.map((row) => row.id));
      nexts.push(page.next);
      if (page.next === null) break;
      after = page.next;
    }
    expect(seen).toEqual(expected);
    expect(nexts).toEqual([direct.account.toLowerCase(), subSub.account.toLowerCase(), null]);

    // The cursor is an account, compared case-insensitively; `page` is not read beside it.
    const fromUpper = expectValue(
      await list(agent.headers, {
        scope: 'all',
        after: subMember.account.toUpperCase(),
        page: '3',
      }),
      downlineListValueSchema,
    );
    expect(fromUpper.list.map((row) => row.id)).toEqual([subSub.id, deep.id]);
    // Keyset paging of the direct downline and of a drilled-down parent keep their scope.
    const directs = expectValue(
      await list(agent.headers, { after: sub.account }),
      downlineListValueSchema,
    );
    expect(directs.list.map((row) => row.id)).toEqual([direct.id]);
    const below = expectValue(
      await list(agent.headers, { parentId: String(sub.id), scope: 'all', after: 'a' }),
      downlineListValueSchema,
    );
    expect(below.list.map((row) => row.id)).toEqual([subMember.id, subSub.id, deep.id]);
  });

  it("answers 404 for a parent outside the downline, the agent's upline included", async () => {
    const { agent, sub, subSub } = await team();
    const other = await team();
    for (const parentId of [other.agent.id, other.sub.id, other.deep.id, 999_999_999]) {
      expectError(
        await list(agent.headers, { parentId: String(parentId) }),
        404,
        'AGENCY_MEMBER_NOT_FOUND',
      );
    }
    const subAgent = await signedIn({ type: 2, uplineId: agent.id });
    expectError(
      await list(subAgent.headers, { parentId: String(agent.id) }),
      404,
      'AGENCY_MEMBER_NOT_FOUND',
    );
    // The sub-agent's own view of its sub-agent's team works.
    const subView = await signedIn({ type: 2, uplineId: sub.id });
    expectValue(await list(subView.headers), downlineListValueSchema);
    expect(subSub.id).toBeGreaterThan(0);
  });

  it('refuses bad queries, non-agents, trial accounts and callers not signed in', async () => {
    const { agent } = await team();
    expectError(await list(agent.headers, { scope: 'some' }), 400, 'VALIDATION_FAILED');
    expectError(
      await list(agent.headers, { registeredFrom: '10/01/2026' }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await list(agent.headers, { parentId: '-1' }), 400, 'VALIDATION_FAILED');
    expectError(await list({}), 401, 'NOT_LOGGED_IN');
    const member = await signedIn();
    expectError(await list(member.headers), 403, 'NON_AGENT');
    expectError(await list(await trialHeaders(t)), 403, 'NON_AGENT');
  });
});

describe('POST /wps/agent/team/members/type', () => {
  it('makes a direct downline an agent of the grantable type, seen by its next call at once', async () => {
    const agent = await signedIn({ type: 1 });
    const member = await signedIn({ uplineId: agent.id });
    expectError(await list(member.headers), 403, 'NON_AGENT');

    const value = expectValue(await grant(agent.headers, member.id), grantAgentResultSchema);
    expect(value).toEqual({ id: member.id, account: member.account, type: 2 });
    const row = await t.db
      .selectFrom('members')
      .select(['type', 'affiliate_code'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.type).toBe(2);
    expect(row.affiliate_code).toMatch(/^[A-Z2-9]{8}$/);
    expectValue(await list(member.headers), downlineListValueSchema);

    expectError(await grant(agent.headers, member.id), 409, 'ALREADY_AGENT');
  });

  it('refuses deeper members, members outside the downline, trial accounts and type 42 agents', async () => {
    const { agent, subMember, deep } = await team();
    expectError(await grant(agent.headers, subMember.id), 409, 'NOT_DIRECT_DOWNLINE');
    expectError(await grant(agent.headers, deep.id), 409, 'NOT_DIRECT_DOWNLINE');
    const other = await team();
    for (const id of [other.agent.id, other.direct.id, agent.id, 999_999_999]) {
      expectError(await grant(agent.headers, id), 404, 'AGENCY_MEMBER_NOT_FOUND');
    }
    const trial = await createMember(t, { type: 4, password: null, uplineId: agent.id });
    expectError(await grant(agent.headers, trial.id), 403, 'AGENT_TYPE_NOT_GRANTABLE');

    const subAffiliate = await signedIn({ type: 42 });
    const member = await createMember(t, { uplineId: subAffiliate.id });
    expectError(await grant(subAffiliate.headers, member.id), 403, 'AGENT_TYPE_NOT_GRANTABLE');

    expectError(await grant(agent.headers, 'x'), 400, 'VALIDATION_FAILED');
    expectError(await grant({}, member.id), 401, 'NOT_LOGGED_IN');
    const plain = await signedIn();
    expectError(await grant(plain.headers, member.id), 403, 'NON_AGENT');
    expectError(await grant(await trialHeaders(t), member.id), 403, 'NON_AGENT');
  });
});
