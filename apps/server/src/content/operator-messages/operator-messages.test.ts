import { describe, expect, it } from 'vitest';
import { noticesValueSchema, unreadCountValueSchema } from '@portal/shared/schemas/notices';
import {
  operatorMessagesPageSchema,
  previewMessageValueSchema,
  sendMessageValueSchema,
} from '@portal/shared/schemas/operator-messages';
import { authHeader, createMember, login, type MemberOverrides } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

const contents = {
  EN: { title: 'Weekend maintenance', content: 'The site is down on Sunday 02:00-04:00.' },
  VI: { title: 'Bảo trì cuối tuần', content: 'Trang web tạm dừng Chủ nhật 02:00-04:00.' },
  CN: { title: '周末维护', content: '本站将于周日 02:00-04:00 维护。' },
};

const send = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/wps/operator/messages', headers, payload });
const preview = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/wps/operator/messages/preview', headers, payload });
const listMessages = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/wps/operator/messages${query}`, headers });

/** A member with a session; `language` is what their site sends. */
async function reader(overrides: MemberOverrides = {}) {
  const member = await createMember(t, overrides);
  const token = (await login(t, member.account, member.password)).token;
  return { ...member, headers: authHeader(token) };
}

const noticesOf = async (headers: Record<string, string>, language: string) =>
  expectValue(
    await t.app.inject({ url: '/wps/member/notices', headers: { ...headers, language } }),
    noticesValueSchema,
  );
const unreadOf = async (headers: Record<string, string>) =>
  expectValue(
    await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers }),
    unreadCountValueSchema,
  ).count;

describe('POST /wps/operator/messages', () => {
  it('sends a personal message the member reads in their language, and audits it', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await reader();
    expect(await unreadOf(member.headers)).toBe(0);

    const sent = expectValue(
      await send(admin.headers, {
        audience: 'member',
        username: member.account.toUpperCase(),
        contents,
      }),
      sendMessageValueSchema,
    );
    expect(sent).toEqual({ id: expect.any(Number), recipients: 1 });
    expect(await unreadOf(member.headers)).toBe(1);

    const vietnamese = await noticesOf(member.headers, 'VI');
    expect(vietnamese.list).toEqual([
      {
        id: expect.any(Number),
        kind: 'operator_message',
        title: 'Bảo trì cuối tuần',
        content: 'Trang web tạm dừng Chủ nhật 02:00-04:00.',
        amount: 0,
        currency: 'MYR',
        reference: `MSG${sent.id}`,
        occurredAt: expect.any(String),
        read: false,
      },
    ]);
    // Thai is not among the message's languages: EN stands in.
    expect((await noticesOf(member.headers, 'TH')).list[0]).toMatchObject({
      title: 'Weekend maintenance',
    });

    const audit = await t.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'message.send')
      .where('target', '=', `message:${sent.id}`)
      .executeTakeFirstOrThrow();
    expect(audit.staff_id).toBe(admin.id);
    expect(JSON.parse(audit.details)).toEqual({
      audience: 'member',
      username: member.account.toUpperCase(),
      languages: ['EN', 'VI', 'CN'],
      recipients: 1,
    });
  });

  it('broadcasts to every active member, each in their own language, never to trial accounts', async () => {
    const admin = await staffWithToken(t, 'admin');
    const chinese = await reader();
    const japanese = await reader();
    const trial = await createMember(t, { type: 4, password: null });
    const disabled = await createMember(t, { status: 'disabled' });
    const before = {
      chinese: await unreadOf(chinese.headers),
      japanese: await unreadOf(japanese.headers),
    };
    const { count } = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('type', '<>', 4)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();

    const sent = expectValue(
      await send(admin.headers, { audience: 'all', contents }),
      sendMessageValueSchema,
    );
    expect(sent.recipients).toBe(Number(count));
    expect(await unreadOf(chinese.headers)).toBe(before.chinese + 1);
    expect(await unreadOf(japanese.headers)).toBe(before.japanese + 1);
    expect((await noticesOf(chinese.headers, 'CN')).list[0]).toMatchObject({
      kind: 'operator_message',
      title: '周末维护',
      content: '本站将于周日 02:00-04:00 维护。',
    });
    expect((await noticesOf(japanese.headers, 'JA')).list[0]).toMatchObject({
      title: 'Weekend maintenance',
    });

    const reached = await t.db
      .selectFrom('member_notices')
      .select('member_id')
      .where('message_id', '=', sent.id)
      .execute();
    const ids = reached.map((row) => row.member_id);
    expect(ids).toHaveLength(sent.recipients);
    expect(ids).toEqual(expect.arrayContaining([chinese.id, japanese.id]));
    expect(ids).not.toContain(trial.id);
    expect(ids).not.toContain(disabled.id);
  });

  it('reaches a segment: VIP ranks, registration and last login, and named accounts', async () => {
    const admin = await staffWithToken(t, 'admin');
    const vip = await createMember(t, { rankLevel: 6 });
    const regular = await createMember(t, { rankLevel: 1 });
    const early = await createMember(t, { rankLevel: 6 });
    await t.db
      .updateTable('members')
      .set({ created_at: '2024-01-15T00:00:00.000Z', last_login_at: '2025-11-20T00:00:00.000Z' })
      .where('id', '=', early.id)
      .execute();
    const accounts = [vip.account, regular.account, early.account, 'nobody-has-this'];
    const reachedBy = async (segment: object) => {
      const sent = expectValue(
        await send(admin.headers, { audience: 'segment', segment, contents: { EN: contents.EN } }),
        sendMessageValueSchema,
      );
      const rows = await t.db
        .selectFrom('member_notices')
        .select('member_id')
        .where('message_id', '=', sent.id)
        .orderBy('member_id')
        .execute();
      expect(rows).toHaveLength(sent.recipients);
      return rows.map((row) => row.member_id);
    };

    expect(await reachedBy({ minVipRank: 5, accounts })).toEqual([vip.id, early.id]);
    expect(await reachedBy({ maxVipRank: 4, accounts })).toEqual([regular.id]);
    expect(
      await reachedBy({
        registeredFrom: '2024-01-01T00:00:00+08:00',
        registeredTo: '2024-02-01T00:00:00Z',
        accounts,
      }),
    ).toEqual([early.id]);
    expect(await reachedBy({ lastLoginFrom: '2025-11-19T00:00:00Z', accounts })).toEqual([
      early.id,
    ]);
    // Nothing matches: the message is kept with no recipients.
    expect(await reachedBy({ minVipRank: 7, accounts })).toEqual([]);
  });

  it('refuses bad contents, audiences and segments', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await createMember(t);
    const long = (length: number) => 'x'.repeat(length);
    for (const payload of [
      {},
      { audience: 'all' },
      { audience: 'all', contents: {} },
      { audience: 'all', contents: { XX: contents.EN } },
      { audience: 'all', contents: { EN: { title: '', content: 'Hello' } } },
      { audience: 'all', contents: { EN: { title: '   ', content: 'Hello' } } },
      { audience: 'all', contents: { EN: { title: long(101), content: 'Hello' } } },
      { audience: 'all', contents: { EN: { title: 'Hi', content: long(2001) } } },
      { audience: 'all', contents: { EN: { title: 'Hi', content: 'Hello', extra: 1 } } },
      { audience: 'everyone', contents },
      { audience: 'member', contents },
      { audience: 'all', username: member.account, contents },
      { audience: 'segment', contents },
      { audience: 'segment', segment: {}, contents },
      { audience: 'segment', segment: { minVipRank: 5, maxVipRank: 2 }, contents },
      { audience: 'segment', segment: { minVipRank: -1 }, contents },
      { audience: 'segment', segment: { registeredFrom: '2025-01-01' }, contents },
      {
        audience: 'segment',
        segment: { registeredFrom: '2025-02-01T00:00:00Z', registeredTo: '2025-01-01T00:00:00Z' },
        contents,
      },
      { audience: 'segment', segment: { accounts: [] }, contents },
      { audience: 'segment', segment: { vip: true }, contents },
    ]) {
      expectError(await send(admin.headers, payload), 400, 'VALIDATION_FAILED');
    }
    expect(
      await t.db
        .selectFrom('member_notices')
        .select('id')
        .where('member_id', '=', member.id)
        .execute(),
    ).toEqual([]);
  });

  it('answers 404 for an unknown username or a trial account', async () => {
    const admin = await staffWithToken(t, 'admin');
    const trial = await createMember(t, { type: 4, password: null });
    for (const username of ['nobody-has-this', trial.account]) {
      const response = await send(
        { ...admin.headers, language: 'CN' },
        { audience: 'member', username, contents },
      );
      expect(expectError(response, 404, 'MEMBER_NOT_FOUND').message).toBe(
        '不存在使用此用户名的会员。',
      );
    }
    const { count } = await t.db
      .selectFrom('staff_audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('action', '=', 'message.send')
      .where('staff_id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });

  it('is for admins only, with a staff session', async () => {
    const member = await reader();
    const payload = { audience: 'all', contents };
    expectError(await send({}, payload), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(await send(member.headers, payload), 401, 'STAFF_NOT_LOGGED_IN');
    for (const role of ['finance', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      expectError(await send(staff.headers, payload), 403, 'STAFF_FORBIDDEN');
    }
  });
});

describe('GET /wps/operator/messages', () => {
  it('lists messages newest first with their recipients and how many read them', async () => {
    const admin = await staffWithToken(t, 'admin');
    const viewer = await staffWithToken(t, 'viewer');
    const first = await reader();
    const second = await reader();
    const older = expectValue(
      await send(admin.headers, {
        audience: 'segment',
        segment: { accounts: [first.account, second.account] },
        contents: { EN: contents.EN },
      }),
      sendMessageValueSchema,
    );
    const newer = expectValue(
      await send(admin.headers, { audience: 'member', username: first.account, contents }),
      sendMessageValueSchema,
    );
    // The first member opens the older message.
    const notice = (await noticesOf(first.headers, 'EN')).list.find(
      (item) => item.reference === `MSG${older.id}`,
    );
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/notices/read',
      headers: first.headers,
      payload: { ids: [notice!.id] },
    });

    const page = expectValue(
      await listMessages(viewer.headers, '?pageSize=2'),
      operatorMessagesPageSchema,
    );
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list.map((message) => message.id)).toEqual([newer.id, older.id]);
    expect(page.list[0]).toEqual({
      id: newer.id,
      audience: 'member',
      username: first.account,
      segment: null,
      contents,
      recipients: 1,
      read: 0,
      sentBy: admin.username,
      createdAt: expect.any(String),
    });
    expect(page.list[1]).toMatchObject({
      audience: 'segment',
      username: null,
      segment: { accounts: [first.account, second.account] },
      recipients: 2,
      read: 1,
    });

    const segments = expectValue(
      await listMessages(admin.headers, '?audience=segment&pageSize=1'),
      operatorMessagesPageSchema,
    );
    expect(segments.list.map((message) => message.id)).toEqual([older.id]);
  });

  it('refuses bad queries and callers without a session; every role reads', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    for (const query of ['?page=0', '?pageSize=101', '?audience=everyone', '?sort=id']) {
      expectError(await listMessages(viewer.headers, query), 400, 'VALIDATION_FAILED');
    }
    expectError(await listMessages({}), 401, 'STAFF_NOT_LOGGED_IN');
    const finance = await staffWithToken(t, 'finance');
    expectValue(await listMessages(finance.headers), operatorMessagesPageSchema);
  });
});

describe('POST /wps/operator/messages/preview and agent teams', () => {
  /** The count the preview gives, then the members the same send reaches: they must agree. */
  async function previewThenSend(headers: Record<string, string>, audience: object) {
    const counted = expectValue(await preview(headers, audience), previewMessageValueSchema);
    const sent = expectValue(
      await send(headers, { ...audience, contents: { EN: contents.EN } }),
      sendMessageValueSchema,
    );
    const rows = await t.db
      .selectFrom('member_notices')
      .select('member_id')
      .where('message_id', '=', sent.id)
      .orderBy('member_id')
      .execute();
    expect(sent.recipients).toBe(counted.recipients);
    expect(rows).toHaveLength(counted.recipients);
    return { count: counted.recipients, ids: rows.map((row) => row.member_id) };
  }

  it('counts one member, every member and each kind of segment as the send delivers them', async () => {
    const marketing = await staffWithToken(t, 'marketing');
    const agent = await createMember(t, { type: 1, rankLevel: 3 });
    const subAgent = await createMember(t, { type: 2, uplineId: agent.id, rankLevel: 6 });
    const player = await createMember(t, { uplineId: subAgent.id, rankLevel: 1 });
    const direct = await createMember(t, { uplineId: agent.id, rankLevel: 6 });
    const leftOut = await createMember(t, { uplineId: agent.id, status: 'disabled' });
    const trial = await createMember(t, { type: 4, password: null, uplineId: agent.id });
    const elsewhere = await createMember(t, { rankLevel: 6 });
    await t.db
      .updateTable('members')
      .set({ created_at: '2024-03-10T00:00:00.000Z' })
      .where('id', '=', direct.id)
      .execute();

    // One member: the named account.
    expect(
      await previewThenSend(marketing.headers, { audience: 'member', username: player.account }),
    ).toEqual({ count: 1, ids: [player.id] });

    // An agent team: the agent and every level below, active and not trial.
    const team = await previewThenSend(marketing.headers, {
      audience: 'segment',
      segment: { agent: agent.account.toUpperCase() },
    });
    expect(team.ids).toEqual([agent.id, subAgent.id, player.id, direct.id].sort((a, b) => a - b));
    expect(team.ids).not.toContain(leftOut.id);
    expect(team.ids).not.toContain(trial.id);
    expect(team.ids).not.toContain(elsewhere.id);

    // A sub-agent's team is only their part of the tree.
    expect(
      await previewThenSend(marketing.headers, {
        audience: 'segment',
        segment: { agent: subAgent.account },
      }),
    ).toEqual({ count: 2, ids: [subAgent.id, player.id] });

    // VIP ranks within the team.
    expect(
      await previewThenSend(marketing.headers, {
        audience: 'segment',
        segment: { agent: agent.account, minVipRank: 5, maxVipRank: 6 },
      }),
    ).toEqual({ count: 2, ids: [subAgent.id, direct.id] });

    // A registration range (from inclusive, to exclusive) within the team.
    expect(
      await previewThenSend(marketing.headers, {
        audience: 'segment',
        segment: {
          agent: agent.account,
          registeredFrom: '2024-03-01T00:00:00+08:00',
          registeredTo: '2024-04-01T00:00:00+08:00',
        },
      }),
    ).toEqual({ count: 1, ids: [direct.id] });

    // A VIP rank alone over the named accounts.
    expect(
      await previewThenSend(marketing.headers, {
        audience: 'segment',
        segment: { minVipRank: 6, accounts: [direct.account, elsewhere.account, player.account] },
      }),
    ).toEqual({ count: 2, ids: [direct.id, elsewhere.id] });

    // Every member: the count of active, non-trial members.
    const everyone = await previewThenSend(marketing.headers, { audience: 'all' });
    expect(everyone.ids).toEqual(expect.arrayContaining([agent.id, player.id, elsewhere.id]));
    expect(everyone.ids).not.toContain(leftOut.id);

    // Previewing writes nothing and audits nothing.
    const before = await t.db
      .selectFrom('operator_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expectValue(await preview(marketing.headers, { audience: 'all' }), previewMessageValueSchema);
    const after = await t.db
      .selectFrom('operator_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    // The send of a team is audited with its segment.
    const audit = await t.db
      .selectFrom('staff_audit_log')
      .select('details')
      .where('action', '=', 'message.send')
      .where('staff_id', '=', marketing.id)
      .orderBy('id', 'desc')
      .execute();
    expect(audit.map((row) => JSON.parse(row.details) as { segment?: unknown })).toContainEqual(
      expect.objectContaining({
        audience: 'segment',
        segment: { agent: subAgent.account },
        recipients: 2,
      }),
    );
  });

  it('refuses a team whose account is unknown or not an agent, on preview and send', async () => {
    const cs = await staffWithToken(t, 'cs');
    const player = await createMember(t);
    for (const agent of ['nobody-has-this', player.account]) {
      const segment = { agent };
      expectError(
        await preview(cs.headers, { audience: 'segment', segment }),
        404,
        'MESSAGE_AGENT_NOT_FOUND',
      );
      expectError(
        await send(cs.headers, { audience: 'segment', segment, contents }),
        404,
        'MESSAGE_AGENT_NOT_FOUND',
      );
    }
    const chinese = await preview(
      { ...cs.headers, language: 'CN' },
      { audience: 'segment', segment: { agent: player.account } },
    );
    expect(expectError(chinese, 404, 'MESSAGE_AGENT_NOT_FOUND').message).toBe(
      '不存在使用此用户名的代理。',
    );
    expectError(
      await preview(cs.headers, { audience: 'member', username: 'nobody-has-this' }),
      404,
      'MEMBER_NOT_FOUND',
    );
  });

  it('refuses bad audiences and segments, and roles without messages.send', async () => {
    const marketing = await staffWithToken(t, 'marketing');
    for (const payload of [
      {},
      { audience: 'everyone' },
      { audience: 'member' },
      { audience: 'all', username: 'someone' },
      { audience: 'segment' },
      { audience: 'segment', segment: {} },
      { audience: 'segment', segment: { agent: '' } },
      { audience: 'segment', segment: { agent: 'x'.repeat(65) } },
      { audience: 'segment', segment: { minVipRank: 5, maxVipRank: 2 } },
      { audience: 'segment', segment: { registeredFrom: '2025-01-01' } },
      {
        audience: 'segment',
        segment: { registeredFrom: '2025-02-01T00:00:00Z', registeredTo: '2025-01-01T00:00:00Z' },
      },
      { audience: 'all', contents },
    ]) {
      expectError(await preview(marketing.headers, payload), 400, 'VALIDATION_FAILED');
    }
    const payload = { audience: 'all' };
    expectError(await preview({}, payload), 401, 'STAFF_NOT_LOGGED_IN');
    for (const role of ['finance', 'viewer', 'content'] as const) {
      const staff = await staffWithToken(t, role);
      expectError(await preview(staff.headers, payload), 403, 'STAFF_FORBIDDEN');
    }
  });
});
