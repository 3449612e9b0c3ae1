import { describe, expect, it } from 'vitest';
import {
  feedbackImageSchema,
  feedbackValueSchema,
  operatorFeedbackPageSchema,
  operatorFeedbackSchema,
} from '@portal/shared/schemas/feedback';
import { noticesValueSchema, unreadCountValueSchema } from '@portal/shared/schemas/notices';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  dataUrl,
  FEEDBACK_CAPTCHA,
  JPEG_BYTES,
  PNG_BYTES,
  putFeedback,
  uniqueFeedback,
} from '../../../test/feedback.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp({ env: { CAPTCHA_FIXED_ANSWER: FEEDBACK_CAPTCHA } });

async function signedInMember() {
  const member = await createMember(t);
  const { token } = await login(t, member.account, member.password);
  return { ...member, headers: authHeader(token) };
}

/** Feedback sent through the form: by `member` when given, else by a visitor. */
async function sendFeedback(
  fields: Record<string, unknown> = {},
  member?: { headers: Record<string, string> },
) {
  const content = uniqueFeedback();
  const payload = { type: 'withdrawal', content, ...fields };
  const response = member
    ? await putFeedback(t, payload, { headers: member.headers })
    : await putFeedback(t, { ...payload, captcha: FEEDBACK_CAPTCHA });
  return { id: expectValue(response, feedbackValueSchema).id, content: String(payload.content) };
}

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `/wps/operator/feedback${query}`, headers });
const reply = (headers: Record<string, string>, id: number | string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/operator/feedback/${id}/reply`,
    headers,
    payload,
  });
const unread = async (headers: Record<string, string>) =>
  expectValue(
    await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers }),
    unreadCountValueSchema,
  ).count;

describe('GET /wps/operator/feedback', () => {
  it('lists feedback newest first with its sender and images, for every staff role', async () => {
    const member = await signedInMember();
    const older = await sendFeedback({ type: 'suggestion' });
    const newer = await sendFeedback(
      {
        type: 'deposit',
        contact: 'member@example.com',
        images: [dataUrl('image/png', PNG_BYTES), dataUrl('image/jpeg', JPEG_BYTES)],
      },
      member,
    );
    for (const role of ['admin', 'finance', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      const page = expectValue(
        await list(staff.headers, '?pageSize=2'),
        operatorFeedbackPageSchema,
      );
      expect(page).toMatchObject({ page: 1, pageSize: 2 });
      expect(page.list.map((item) => item.id)).toEqual([newer.id, older.id]);
    }
    const viewer = await staffWithToken(t, 'viewer');
    const [first, second] = expectValue(
      await list(viewer.headers, '?pageSize=2'),
      operatorFeedbackPageSchema,
    ).list;
    expect(first).toEqual({
      id: newer.id,
      memberId: member.id,
      memberAccount: member.account,
      type: 'deposit',
      content: newer.content,
      contact: 'member@example.com',
      images: [
        {
          position: 1,
          mimeType: 'image/png',
          sizeBytes: PNG_BYTES.length,
          url: `/wps/operator/feedback/${newer.id}/images/1`,
        },
        {
          position: 2,
          mimeType: 'image/jpeg',
          sizeBytes: JPEG_BYTES.length,
          url: `/wps/operator/feedback/${newer.id}/images/2`,
        },
      ],
      ip: expect.any(String),
      language: 'MY',
      status: 'open',
      reply: null,
      repliedBy: null,
      repliedAt: null,
      createdAt: expect.any(String),
    });
    expect(second).toMatchObject({ id: older.id, memberId: null, memberAccount: null, images: [] });

    // Each image is read through its own call, by staff only.
    const image = expectValue(
      await t.app.inject({ url: first!.images[1]!.url, headers: viewer.headers }),
      feedbackImageSchema,
    );
    expect(image).toEqual({ mimeType: 'image/jpeg', dataUrl: dataUrl('image/jpeg', JPEG_BYTES) });
    expectError(await t.app.inject({ url: first!.images[1]!.url }), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(
      await t.app.inject({ url: first!.images[1]!.url, headers: member.headers }),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expectError(
      await t.app.inject({
        url: `/wps/operator/feedback/${newer.id}/images/3`,
        headers: viewer.headers,
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({
        url: `/wps/operator/feedback/${newer.id}/images/4`,
        headers: viewer.headers,
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('filters by status and type, and pages', async () => {
    const admin = await staffWithToken(t, 'admin');
    const complaint = await sendFeedback({ type: 'complaint' });
    const answered = await sendFeedback({ type: 'complaint' });
    expectValue(
      await reply(admin.headers, answered.id, { reply: 'Sorted.' }),
      operatorFeedbackSchema,
    );

    const open = expectValue(
      await list(admin.headers, '?status=open&type=complaint'),
      operatorFeedbackPageSchema,
    );
    expect(open.list.map((item) => item.id)).toContain(complaint.id);
    expect(open.list.map((item) => item.id)).not.toContain(answered.id);
    expect(open.list.every((item) => item.status === 'open' && item.type === 'complaint')).toBe(
      true,
    );
    const replied = expectValue(
      await list(admin.headers, '?status=replied&pageSize=1'),
      operatorFeedbackPageSchema,
    );
    expect(replied.list).toEqual([
      expect.objectContaining({ id: answered.id, status: 'replied', reply: 'Sorted.' }),
    ]);
    const all = expectValue(await list(admin.headers), operatorFeedbackPageSchema);
    const second = expectValue(
      await list(admin.headers, '?page=2&pageSize=1'),
      operatorFeedbackPageSchema,
    );
    expect(second.total).toBe(all.total);
    expect(second.list[0]!.id).toBe(all.list[1]!.id);
  });

  it('refuses bad queries and callers without a staff session', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    for (const query of ['?status=closed', '?type=praise', '?page=0', '?pageSize=101', '?q=x']) {
      expectError(await list(viewer.headers, query), 400, 'VALIDATION_FAILED');
    }
    expectError(await list({}), 401, 'STAFF_NOT_LOGGED_IN');
    const member = await signedInMember();
    expectError(await list(member.headers), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('POST /wps/operator/feedback/:id/reply', () => {
  it("answers a member's feedback in their message centre, once, and audits it", async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await signedInMember();
    const longText = `${uniqueFeedback('The withdrawal took three days to arrive')} ${'and more '.repeat(20)}`;
    const feedback = await sendFeedback({ content: longText }, member);
    expect(await unread(member.headers)).toBe(0);

    const answered = expectValue(
      await reply(admin.headers, feedback.id, {
        reply: '  Thank you. Withdrawals are now paid within an hour.  ',
      }),
      operatorFeedbackSchema,
    );
    expect(answered).toMatchObject({
      id: feedback.id,
      status: 'replied',
      reply: 'Thank you. Withdrawals are now paid within an hour.',
      repliedBy: admin.username,
      repliedAt: expect.any(String),
    });
    expect(await unread(member.headers)).toBe(1);
    const notices = expectValue(
      await t.app.inject({
        url: '/wps/member/notices',
        headers: { ...member.headers, language: 'EN' },
      }),
      noticesValueSchema,
    );
    expect(notices.list[0]).toMatchObject({
      kind: 'feedback_reply',
      title: 'Reply to your feedback',
      content: `Thank you. Withdrawals are now paid within an hour.\n\nYour feedback (FB${feedback.id}): "${feedback.content.trim().slice(0, 100)}…"`,
      reference: `FB${feedback.id}`,
      read: false,
    });

    const audit = await t.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'feedback.reply')
      .where('target', '=', `feedback:${feedback.id}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_id).toBe(admin.id);
    expect(JSON.parse(audit[0]!.details)).toEqual({
      reply: 'Thank you. Withdrawals are now paid within an hour.',
      memberId: member.id,
      notified: true,
    });

    // A second answer is refused and changes nothing.
    const again = expectError(
      await reply({ ...admin.headers, language: 'VI' }, feedback.id, { reply: 'Again' }),
      409,
      'FEEDBACK_ALREADY_REPLIED',
    );
    expect(again.message).toBe('Góp ý này đã được trả lời.');
    expect(await unread(member.headers)).toBe(1);
  });

  it("stores the answer to a visitor's feedback without writing any notice", async () => {
    const admin = await staffWithToken(t, 'admin');
    const feedback = await sendFeedback({ contact: '@visitor_on_telegram' });
    expectValue(
      await reply(admin.headers, feedback.id, { reply: 'We replied on Telegram.' }),
      operatorFeedbackSchema,
    );
    const notices = await t.db
      .selectFrom('member_notices')
      .select('id')
      .where('feedback_id', '=', feedback.id)
      .execute();
    expect(notices).toEqual([]);
    const audit = await t.db
      .selectFrom('staff_audit_log')
      .select('details')
      .where('target', '=', `feedback:${feedback.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ memberId: null, notified: false });
  });

  it('refuses a bad reply, an unknown feedback and callers who may not answer', async () => {
    const admin = await staffWithToken(t, 'admin');
    const feedback = await sendFeedback();
    for (const payload of [
      {},
      { reply: '' },
      { reply: '   ' },
      { reply: 'x'.repeat(1001) },
      { reply: 'OK', notify: false },
    ]) {
      expectError(await reply(admin.headers, feedback.id, payload), 400, 'VALIDATION_FAILED');
    }
    for (const id of ['0', 'abc', '2147483648']) {
      expectError(await reply(admin.headers, id, { reply: 'OK' }), 400, 'VALIDATION_FAILED');
    }
    expectError(
      await reply(admin.headers, 2_000_000_000, { reply: 'OK' }),
      404,
      'FEEDBACK_NOT_FOUND',
    );
    expectError(await reply({}, feedback.id, { reply: 'OK' }), 401, 'STAFF_NOT_LOGGED_IN');
    const member = await signedInMember();
    expectError(
      await reply(member.headers, feedback.id, { reply: 'OK' }),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    for (const role of ['finance', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      expectError(await reply(staff.headers, feedback.id, { reply: 'OK' }), 403, 'STAFF_FORBIDDEN');
    }
    const row = await t.db
      .selectFrom('feedback')
      .select(['status', 'reply'])
      .where('id', '=', feedback.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'open', reply: null });
  });

  it('lets one of two operators answering at once win', async () => {
    const first = await staffWithToken(t, 'admin');
    const second = await staffWithToken(t, 'admin');
    const member = await signedInMember();
    const feedback = await sendFeedback({}, member);
    const answers = await Promise.all([
      reply(first.headers, feedback.id, { reply: 'First answer' }),
      reply(second.headers, feedback.id, { reply: 'Second answer' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await unread(member.headers)).toBe(1);
  });

  it('reads one feedback by id', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    const feedback = await sendFeedback();
    expect(
      expectValue(
        await t.app.inject({
          url: `/wps/operator/feedback/${feedback.id}`,
          headers: viewer.headers,
        }),
        operatorFeedbackSchema,
      ),
    ).toMatchObject({ id: feedback.id, content: feedback.content });
    expectError(
      await t.app.inject({ url: '/wps/operator/feedback/2000000000', headers: viewer.headers }),
      404,
      'FEEDBACK_NOT_FOUND',
    );
  });
});
