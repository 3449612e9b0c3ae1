import { describe, expect, it } from 'vitest';
import {
  LIVE_CHAT_IMAGE_MAX_BYTES,
  LIVE_CHAT_IMAGES_PER_10_MINUTES,
  LIVE_CHAT_MESSAGES_PER_MINUTE,
  LIVE_CHAT_OPENS_PER_IP_10_MINUTES,
  LIVE_CHAT_TEXT_MAX,
  LIVE_CHAT_TOKEN_HEADER,
  liveChatImageValueSchema,
  liveChatMessageSchema,
  liveChatOpenValueSchema,
} from '@portal/shared/schemas/live-chat';
import { uniqueIp } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { dataUrl, JPEG_BYTES, PNG_BYTES } from '../../../test/feedback.js';
import { useTestApp } from '../../../test/helper.js';
import {
  chatHistory,
  chatMember,
  chatVisitor,
  sendChatImage,
  sendChatText,
  sentMessage,
} from '../../../test/live-chat.js';
import { hashToken } from '../../lib/secret-tokens.js';

const t = useTestApp();

const open = (headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/wps/chat/open', headers, payload });

describe('the chat room for visitors', () => {
  it('starts with a name, keeps only the hash of the token, and resumes with the token', async () => {
    expectError(await open({}), 400, 'LIVE_CHAT_NAME_REQUIRED');
    const visitor = await chatVisitor(t, '  Ana Lim ');
    const row = await t.db
      .selectFrom('live_chat_conversations')
      .selectAll()
      .where('id', '=', visitor.conversationId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: null, visitor_name: 'Ana Lim', status: 'open' });
    expect(row.visitor_token_hash).toBe(hashToken(visitor.token));

    await sentMessage(t.app, visitor.headers, 'Hello, is anyone there?');
    const resumed = expectValue(await open(visitor.headers), liveChatOpenValueSchema);
    expect(resumed).toEqual({
      conversation: expect.objectContaining({ id: visitor.conversationId, visitorName: 'Ana Lim' }),
      visitorToken: null,
    });
    const history = await chatHistory(t.app, visitor.headers);
    expect(history.list.map((m) => [m.author, m.text])).toEqual([
      ['visitor', 'Hello, is anyone there?'],
    ]);
  });

  it('refuses an unknown token and a visitor without one', async () => {
    expectError(
      await t.app.inject({
        url: '/wps/chat/messages',
        headers: { [LIVE_CHAT_TOKEN_HEADER]: 'nope' },
      }),
      404,
      'LIVE_CHAT_NOT_FOUND',
    );
    expectError(await sendChatText(t.app, {}, 'hi'), 404, 'LIVE_CHAT_NOT_FOUND');
  });
});

describe('the chat room for members', () => {
  it('keeps one open conversation per member, found by the session, with paged history', async () => {
    const member = await chatMember(t);
    const again = expectValue(await open(member.headers), liveChatOpenValueSchema);
    expect(again.conversation.id).toBe(member.conversationId);
    const sent = [];
    for (let i = 1; i <= 5; i++) sent.push(await sentMessage(t.app, member.headers, `line ${i}`));
    expect(sent[0]).toMatchObject({
      author: 'member',
      kind: 'text',
      readAt: null,
      staffName: null,
    });

    const last = await chatHistory(t.app, member.headers, '?limit=2');
    expect(last.list.map((m) => m.text)).toEqual(['line 4', 'line 5']);
    expect(last.hasMore).toBe(true);
    const before = await chatHistory(t.app, member.headers, `?limit=10&before=${last.list[0]!.id}`);
    expect(before.list.map((m) => m.text)).toEqual(['line 1', 'line 2', 'line 3']);
    expect(before.hasMore).toBe(false);
  });

  it('answers what came after an id: the polling fallback', async () => {
    const member = await chatMember(t);
    const first = await sentMessage(t.app, member.headers, 'first');
    await sentMessage(t.app, member.headers, 'second');
    const since = await chatHistory(t.app, member.headers, `?after=${first.id}`);
    expect(since.list.map((m) => m.text)).toEqual(['second']);
    expect((await chatHistory(t.app, member.headers, `?after=${since.list[0]!.id}`)).list).toEqual(
      [],
    );
  });

  it('refuses text that is empty or too long without storing anything', async () => {
    const member = await chatMember(t);
    expectError(await sendChatText(t.app, member.headers, '   '), 400, 'VALIDATION_FAILED');
    expectError(
      await sendChatText(t.app, member.headers, 'x'.repeat(LIVE_CHAT_TEXT_MAX + 1)),
      400,
      'VALIDATION_FAILED',
    );
    expect((await chatHistory(t.app, member.headers)).list).toEqual([]);
  });
});

describe('images in the chat', () => {
  it('takes PNG and JPEG judged by their bytes and serves them to the conversation only', async () => {
    const member = await chatMember(t);
    const image = expectValue(
      await sendChatImage(t.app, member.headers, dataUrl('image/png', PNG_BYTES)),
      liveChatMessageSchema,
    );
    expect(image).toMatchObject({
      kind: 'image',
      text: null,
      imageUrl: `/wps/chat/images/${image.id}`,
    });
    const read = expectValue(
      await t.app.inject({ url: image.imageUrl!, headers: member.headers }),
      liveChatImageValueSchema,
    );
    expect(read).toEqual({ mimeType: 'image/png', dataUrl: dataUrl('image/png', PNG_BYTES) });
    const other = await chatVisitor(t);
    expectError(
      await t.app.inject({ url: image.imageUrl!, headers: other.headers }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses a renamed file, a type other than PNG or JPEG, and an image over 2 MB', async () => {
    const member = await chatMember(t);
    const script = Buffer.from('<script>alert(1)</script>');
    for (const bad of [
      dataUrl('image/png', script),
      dataUrl('image/png', JPEG_BYTES),
      dataUrl('image/gif', Buffer.from('GIF89a')),
      dataUrl('image/png', Buffer.concat([PNG_BYTES, Buffer.alloc(LIVE_CHAT_IMAGE_MAX_BYTES)])),
    ]) {
      expectError(await sendChatImage(t.app, member.headers, bad), 400, 'LIVE_CHAT_IMAGE_INVALID');
    }
    expect((await chatHistory(t.app, member.headers)).list).toEqual([]);
  });
});

describe('abuse limits', () => {
  it('stops a sender sending too many messages in a minute', async () => {
    const visitor = await chatVisitor(t);
    for (let i = 0; i < LIVE_CHAT_MESSAGES_PER_MINUTE; i++) {
      expect((await sendChatText(t.app, visitor.headers, `m${i}`)).statusCode).toBe(200);
    }
    const refused = await sendChatText(t.app, visitor.headers, 'one more');
    expectError(refused, 429, 'LIVE_CHAT_TOO_FAST');
    expect(refused.json().value.retryAfterSeconds).toBeGreaterThan(0);
    expect((await chatHistory(t.app, visitor.headers)).list).toHaveLength(
      LIVE_CHAT_MESSAGES_PER_MINUTE,
    );
  });

  it('stops one IP address beginning visitor chats without end', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < LIVE_CHAT_OPENS_PER_IP_10_MINUTES; i++) await chatVisitor(t, `V${i}`, ip);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/chat/open',
      payload: { name: 'One more' },
      remoteAddress: ip,
    });
    expectError(refused, 429, 'LIVE_CHAT_TOO_FAST');
  });

  it('stops one IP address sending for many chats, and limits images per sender', async () => {
    const ip = uniqueIp();
    let refused = null;
    for (let i = 0; i < 4 && !refused; i++) {
      const visitor = await chatVisitor(t);
      for (let j = 0; j < LIVE_CHAT_MESSAGES_PER_MINUTE; j++) {
        const response = await sendChatText(t.app, visitor.headers, `v${i} m${j}`, ip);
        if (response.statusCode !== 200) {
          refused = response;
          break;
        }
      }
    }
    expectError(refused!, 429, 'LIVE_CHAT_TOO_FAST');

    const member = await chatMember(t);
    const png = dataUrl('image/png', PNG_BYTES);
    for (let i = 0; i < LIVE_CHAT_IMAGES_PER_10_MINUTES; i++) {
      expect((await sendChatImage(t.app, member.headers, png)).statusCode).toBe(200);
    }
    expectError(await sendChatImage(t.app, member.headers, png), 429, 'LIVE_CHAT_TOO_FAST');
    expect((await sendChatText(t.app, member.headers, 'text still goes')).statusCode).toBe(200);
  });
});
