import { describe, expect, it } from 'vitest';
import { agentAnnouncementsValueSchema } from '@portal/shared/schemas/agency';
import {
  deletedAgentAnnouncementSchema,
  operatorAgentAnnouncementSchema,
  operatorAgentAnnouncementsValueSchema,
  type AgentAnnouncementInput,
} from '@portal/shared/schemas/agent-announcements';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { trialHeaders } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import { seedAgentAnnouncements } from '../../db/seeds/seed-agent-announcements.js';

const t = useTestApp({ seed: false });

type Headers = Record<string, string>;
const AGENT_URL = '/wps/agent/announcements';
const OPERATOR_URL = '/wps/operator/agent-announcements';
const HOUR = 60 * 60 * 1000;

async function signedIn(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

let seq = 0;
const input = (overrides: Partial<AgentAnnouncementInput> = {}): AgentAnnouncementInput => {
  seq += 1;
  return {
    contents: {
      EN: { title: `Notice ${seq}`, content: `Body ${seq}` },
      CN: { title: `公告 ${seq}`, content: `内容 ${seq}` },
    },
    ...overrides,
  };
};

async function create(headers: Headers, payload: AgentAnnouncementInput) {
  const response = await t.app.inject({ method: 'POST', url: OPERATOR_URL, headers, payload });
  return expectValue(response, operatorAgentAnnouncementSchema);
}

async function agentList(headers: Headers, language = 'EN') {
  const response = await t.app.inject({ url: AGENT_URL, headers: { ...headers, language } });
  return expectValue(response, agentAnnouncementsValueSchema).list;
}

const auditOf = (id: number) =>
  t.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_id', 'details'])
    .where('target', '=', `agent-announcement:${id}`)
    .orderBy('id')
    .execute();

describe('GET /wps/agent/announcements', () => {
  it("shows the live notices in the agent's language, else EN, pinned first then newest", async () => {
    const admin = await staffWithToken(t, 'admin');
    const agent = await signedIn({ type: 42 });
    const now = Date.now();
    const older = await create(
      admin.headers,
      input({ publishedAt: new Date(now - 2 * HOUR).toISOString() }),
    );
    const newer = await create(admin.headers, input());
    const pinned = await create(
      admin.headers,
      input({ pinned: true, publishedAt: new Date(now - 5 * HOUR).toISOString() }),
    );
    const englishOnly = await create(admin.headers, {
      contents: { EN: { title: 'English only', content: 'Only in English' } },
      publishedAt: new Date(now - 3 * HOUR).toISOString(),
    });
    const future = await create(
      admin.headers,
      input({ publishedAt: new Date(now + HOUR).toISOString() }),
    );
    const expired = await create(
      admin.headers,
      input({
        publishedAt: new Date(now - 3 * HOUR).toISOString(),
        expiresAt: new Date(now - HOUR).toISOString(),
      }),
    );
    expect(future.live).toBe(false);
    expect(expired.live).toBe(false);

    const mine = new Set([older.id, newer.id, pinned.id, englishOnly.id, future.id, expired.id]);
    const list = (await agentList(agent.headers, 'CN')).filter((row) => mine.has(row.id));
    expect(list.map((row) => row.id)).toEqual([pinned.id, newer.id, older.id, englishOnly.id]);
    expect(list[1]).toMatchObject({ title: newer.contents.CN!.title, pinned: false });
    expect(list[0]!.pinned).toBe(true);
    expect(list[3]).toMatchObject({ title: 'English only', content: 'Only in English' });
    expect(list[2]!.time).toBe(older.publishedAt);
    const inThai = (await agentList(agent.headers, 'TH')).find((row) => row.id === newer.id);
    expect(inThai?.title).toBe(newer.contents.EN!.title);
  });

  it('refuses callers who are not signed-in agents', async () => {
    expectError(await t.app.inject({ url: AGENT_URL }), 401, 'NOT_LOGGED_IN');
    const member = await signedIn();
    expectError(await t.app.inject({ url: AGENT_URL, headers: member.headers }), 403, 'NON_AGENT');
    const trial = await trialHeaders(t);
    expectError(await t.app.inject({ url: AGENT_URL, headers: trial }), 403, 'NON_AGENT');
    const agent = await signedIn({ type: 1 });
    expectError(
      await t.app.inject({ url: `${AGENT_URL}?x=1`, headers: agent.headers }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('operator calls of agent announcements', () => {
  it('lets an admin create, change and delete a notice, each audited', async () => {
    const admin = await staffWithToken(t, 'admin');
    const agent = await signedIn({ type: 1 });
    const created = await create(admin.headers, input());
    expect(created).toMatchObject({
      pinned: false,
      expiresAt: null,
      live: true,
      createdBy: admin.username,
    });

    const changed = input({ pinned: true });
    const response = await t.app.inject({
      method: 'PUT',
      url: `${OPERATOR_URL}/${created.id}`,
      headers: admin.headers,
      payload: changed,
    });
    const updated = expectValue(response, operatorAgentAnnouncementSchema);
    expect(updated).toMatchObject({ id: created.id, pinned: true, contents: changed.contents });
    expect(updated.publishedAt).toBe(created.publishedAt);
    expect((await agentList(agent.headers)).find((row) => row.id === created.id)).toMatchObject({
      title: changed.contents.EN!.title,
      pinned: true,
    });

    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `${OPERATOR_URL}/${created.id}`,
        headers: admin.headers,
      });
    expect(expectValue(await remove(), deletedAgentAnnouncementSchema)).toEqual({ id: created.id });
    expectError(await remove(), 404, 'NOT_FOUND');
    expect((await agentList(agent.headers)).some((row) => row.id === created.id)).toBe(false);
    const listed = expectValue(
      await t.app.inject({ url: `${OPERATOR_URL}?pageSize=100`, headers: admin.headers }),
      operatorAgentAnnouncementsValueSchema,
    );
    expect(listed.list.some((row) => row.id === created.id)).toBe(false);
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: `${OPERATOR_URL}/${created.id}`,
        headers: admin.headers,
        payload: input(),
      }),
      404,
      'NOT_FOUND',
    );

    const audit = await auditOf(created.id);
    expect(audit.map((row) => [row.action, row.staff_id])).toEqual([
      ['agent_announcement.create', admin.id],
      ['agent_announcement.update', admin.id],
      ['agent_announcement.delete', admin.id],
    ]);
    expect(JSON.parse(audit[1]!.details)).toMatchObject({ languages: ['EN', 'CN'], pinned: true });
  });

  it('lets finance and viewers read but not write, and refuses members', async () => {
    const admin = await staffWithToken(t, 'admin');
    const created = await create(admin.headers, input());
    for (const role of ['finance', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      const listed = expectValue(
        await t.app.inject({ url: `${OPERATOR_URL}?pageSize=100`, headers: staff.headers }),
        operatorAgentAnnouncementsValueSchema,
      );
      expect(listed.list.map((row) => row.id)).toContain(created.id);
      expectError(
        await t.app.inject({
          method: 'POST',
          url: OPERATOR_URL,
          headers: staff.headers,
          payload: input(),
        }),
        403,
        'STAFF_FORBIDDEN',
      );
      expectError(
        await t.app.inject({
          method: 'DELETE',
          url: `${OPERATOR_URL}/${created.id}`,
          headers: staff.headers,
        }),
        403,
        'STAFF_FORBIDDEN',
      );
    }
    const agent = await signedIn({ type: 1 });
    expect((await t.app.inject({ url: OPERATOR_URL, headers: agent.headers })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: OPERATOR_URL })).statusCode).toBe(401);
    expect(await auditOf(created.id)).toHaveLength(1);
  });

  it('refuses a notice without a language or that expires before it is published', async () => {
    const admin = await staffWithToken(t, 'admin');
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: OPERATOR_URL,
        headers: admin.headers,
        payload: payload as object,
      });
    expectError(await post({ contents: {} }), 400, 'VALIDATION_FAILED');
    expectError(
      await post({ contents: { XX: { title: 'a', content: 'b' } } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post(input({ publishedAt: '2026-01-02T00:00:00Z', expiresAt: '2026-01-01T00:00:00Z' })),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await t.app.inject({ method: 'DELETE', url: `${OPERATOR_URL}/abc`, headers: admin.headers }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('the demo agent announcements', () => {
  it('are seeded once, pinned one first, in every language', async () => {
    await t.db.deleteFrom('agent_announcements').execute();
    await seedAgentAnnouncements(t.db);
    await seedAgentAnnouncements(t.db);
    const agent = await signedIn({ type: 1 });
    const list = await agentList(agent.headers, 'JA');
    expect(list).toHaveLength(2);
    expect(list[0]!.pinned).toBe(true);
    expect(list[0]!.title).toMatch(/コミッション/);
  });
});
