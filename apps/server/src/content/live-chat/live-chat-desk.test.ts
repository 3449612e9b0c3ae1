import { describe, expect, it } from 'vitest';
import {
  cannedAnswerListSchema,
  cannedAnswerSchema,
  liveChatMessageSchema,
  liveChatMessagesValueSchema,
  operatorChatConversationSchema,
  operatorChatListSchema,
} from '@portal/shared/schemas/live-chat';
import { expectError, expectValue } from '../../../test/assertions.js';
import { dataUrl, PNG_BYTES } from '../../../test/feedback.js';
import { useTestApp } from '../../../test/helper.js';
import {
  chatHistory,
  chatMember,
  chatVisitor,
  sendChatImage,
  sendChatText,
  sentMessage,
  staffReply,
} from '../../../test/live-chat.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

type Headers = Record<string, string>;
const desk = async (headers: Headers) =>
  expectValue(
    await t.app.inject({ url: '/wps/operator/chat/conversations?status=open', headers }),
    operatorChatListSchema,
  ).list;
const post = (headers: Headers, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const auditOf = (action: string, target: string) =>
  t.db
    .selectFrom('staff_audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target', '=', target)
    .execute();

describe('the chat desk', () => {
  it('lists open conversations with unread counts, takes one, replies, reads and closes', async () => {
    const cs = await staffWithToken(t, 'cs');
    const member = await chatMember(t);
    const first = await sentMessage(t.app, member.headers, 'My deposit is missing');
    const second = await sentMessage(t.app, member.headers, 'Order D123');

    const listed = (await desk(cs.headers)).find((c) => c.id === member.conversationId);
    expect(listed).toMatchObject({
      memberId: member.id,
      memberAccount: member.account,
      visitorName: null,
      assignedTo: null,
      unread: 2,
    });

    const assigned = expectValue(
      await post(cs.headers, `/wps/operator/chat/conversations/${member.conversationId}/assign`),
      operatorChatConversationSchema,
    );
    expect(assigned.assignedStaffId).toBe(cs.id);
    expect(await auditOf('live_chat.assign', `live_chat:${member.conversationId}`)).toHaveLength(1);

    const reply = expectValue(
      await staffReply(t.app, cs.headers, member.conversationId, 'Let me check that for you.'),
      liveChatMessageSchema,
    );
    expect(reply).toMatchObject({ author: 'staff', staffName: cs.username, readAt: null });
    const [audit] = await auditOf('live_chat.reply', `live_chat:${member.conversationId}`);
    expect(audit?.staff_id).toBe(cs.id);
    expect(JSON.parse(audit!.details)).toMatchObject({ text: 'Let me check that for you.' });

    // The staff member reads the member's messages; the member reads the reply.
    await post(cs.headers, `/wps/operator/chat/conversations/${member.conversationId}/read`, {
      upTo: second.id,
    });
    expect((await desk(cs.headers)).find((c) => c.id === member.conversationId)?.unread).toBe(0);
    await post(member.headers, '/wps/chat/read', { upTo: reply.id });
    const history = await chatHistory(t.app, member.headers);
    expect(history.list.map((m) => [m.id, m.readAt !== null])).toEqual([
      [first.id, true],
      [second.id, true],
      [reply.id, true],
    ]);

    expectValue(
      await post(cs.headers, `/wps/operator/chat/conversations/${member.conversationId}/close`),
      operatorChatConversationSchema,
    );
    expect(await auditOf('live_chat.close', `live_chat:${member.conversationId}`)).toHaveLength(1);
    expectError(await sendChatText(t.app, member.headers, 'still there?'), 409, 'LIVE_CHAT_CLOSED');
    expectError(
      await staffReply(t.app, cs.headers, member.conversationId, 'hello'),
      409,
      'LIVE_CHAT_CLOSED',
    );
    expect((await desk(cs.headers)).some((c) => c.id === member.conversationId)).toBe(false);
    // Opening again starts a new conversation.
    const reopened = await t.app.inject({
      method: 'POST',
      url: '/wps/chat/open',
      headers: member.headers,
      payload: {},
    });
    expect(reopened.json().value.conversation.id).not.toBe(member.conversationId);
  });

  it('answers a visitor, takes an unassigned conversation with the reply, and shows its images', async () => {
    const cs = await staffWithToken(t, 'cs');
    const visitor = await chatVisitor(t, 'Budi');
    const image = expectValue(
      await sendChatImage(t.app, visitor.headers, dataUrl('image/png', PNG_BYTES)),
      liveChatMessageSchema,
    );
    expect((await desk(cs.headers)).find((c) => c.id === visitor.conversationId)).toMatchObject({
      visitorName: 'Budi',
      memberId: null,
      unread: 1,
    });
    await staffReply(t.app, cs.headers, visitor.conversationId, 'Hi Budi');
    expect(
      (await desk(cs.headers)).find((c) => c.id === visitor.conversationId)?.assignedStaffId,
    ).toBe(cs.id);
    const seen = await t.app.inject({
      url: `/wps/operator/chat/images/${image.id}`,
      headers: cs.headers,
    });
    expect(seen.json().value.dataUrl).toBe(dataUrl('image/png', PNG_BYTES));
    const messages = expectValue(
      await t.app.inject({
        url: `/wps/operator/chat/conversations/${visitor.conversationId}/messages`,
        headers: cs.headers,
      }),
      liveChatMessagesValueSchema,
    );
    expect(messages.list.map((m) => m.author)).toEqual(['visitor', 'staff']);
  });

  it('keeps canned answers, each change audited', async () => {
    const cs = await staffWithToken(t, 'cs');
    const created = expectValue(
      await post(cs.headers, '/wps/operator/chat/canned', {
        title: 'Greeting',
        text: 'Hello! How can I help you today?',
      }),
      cannedAnswerSchema,
    );
    const updated = expectValue(
      await t.app.inject({
        method: 'PUT',
        url: `/wps/operator/chat/canned/${created.id}`,
        headers: cs.headers,
        payload: { title: 'Greeting', text: 'Hello! How may I help?' },
      }),
      cannedAnswerSchema,
    );
    expect(updated.text).toBe('Hello! How may I help?');
    const list = expectValue(
      await t.app.inject({ url: '/wps/operator/chat/canned', headers: cs.headers }),
      cannedAnswerListSchema,
    ).list;
    expect(list.find((c) => c.id === created.id)?.title).toBe('Greeting');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/wps/operator/chat/canned/${created.id}`,
      headers: cs.headers,
    });
    expect(removed.statusCode).toBe(200);
    expectError(
      await t.app.inject({
        method: 'DELETE',
        url: `/wps/operator/chat/canned/${created.id}`,
        headers: cs.headers,
      }),
      404,
      'LIVE_CHAT_CANNED_NOT_FOUND',
    );
    for (const action of ['create', 'update', 'delete']) {
      expect(await auditOf(`live_chat.canned.${action}`, `canned:${created.id}`)).toHaveLength(1);
    }
  });

  it('refuses staff without chat.serve and unknown conversations', async () => {
    const finance = await staffWithToken(t, 'finance');
    const member = await chatMember(t);
    expectError(
      await t.app.inject({ url: '/wps/operator/chat/conversations', headers: finance.headers }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await staffReply(t.app, finance.headers, member.conversationId, 'hi'),
      403,
      'STAFF_FORBIDDEN',
    );
    // A member's token is no staff token.
    expectError(
      await t.app.inject({ url: '/wps/operator/chat/conversations', headers: member.headers }),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    const cs = await staffWithToken(t, 'cs');
    expectError(await staffReply(t.app, cs.headers, 999999, 'hi'), 404, 'LIVE_CHAT_NOT_FOUND');
  });
});
