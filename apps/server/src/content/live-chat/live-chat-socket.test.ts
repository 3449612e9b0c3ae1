import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helper.js';
import {
  chatMember,
  chatSocket,
  chatVisitor,
  sentMessage,
  staffReply,
} from '../../../test/live-chat.js';
import { staffWithToken } from '../../../test/staff.js';
import { buildApp, type App } from '../../app.js';
import { createDatabase } from '../../db/database.js';
import { createLogger } from '../../lib/logger.js';
import { SOCKET_UNAUTHORIZED } from './live-chat-socket.js';

const t = useTestApp();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('the chat WebSocket', () => {
  it("delivers staff replies, reads and typing to the member, and the member's messages to the desk", async () => {
    const cs = await staffWithToken(t, 'cs');
    const member = await chatMember(t);
    const memberSocket = await chatSocket(baseUrl, 'member', member.token);
    const deskSocket = await chatSocket(baseUrl, 'staff', cs.token);
    try {
      const sent = await sentMessage(t.app, member.headers, 'Anyone here?');
      const atDesk = await deskSocket.waitFor(
        (e) => e.type === 'message' && e.message.id === sent.id,
      );
      expect(atDesk).toMatchObject({ conversationId: member.conversationId });

      deskSocket.socket.send(
        JSON.stringify({ type: 'typing', conversationId: member.conversationId }),
      );
      await memberSocket.waitFor((e) => e.type === 'typing' && e.by === 'staff');

      const reply = (
        await staffReply(t.app, cs.headers, member.conversationId, 'Yes, hello!')
      ).json().value as { id: number };
      const delivered = await memberSocket.waitFor(
        (e) => e.type === 'message' && e.message.author === 'staff',
      );
      expect(delivered).toMatchObject({ message: { id: reply.id, text: 'Yes, hello!' } });
      // Each event arrives once.
      expect(memberSocket.events.filter((e) => e.type === 'message')).toHaveLength(2);

      await t.app.inject({
        method: 'POST',
        url: '/wps/chat/read',
        headers: member.headers,
        payload: { upTo: reply.id },
      });
      await deskSocket.waitFor(
        (e) => e.type === 'read' && e.by === 'customer' && e.upTo === reply.id,
      );

      // The polling clients' typing call reaches the desk too.
      await t.app.inject({ method: 'POST', url: '/wps/chat/typing', headers: member.headers });
      await deskSocket.waitFor((e) => e.type === 'typing' && e.by === 'customer');
    } finally {
      memberSocket.close();
      deskSocket.close();
    }
  });

  it("keeps a visitor's socket to their own conversation", async () => {
    const visitor = await chatVisitor(t);
    const other = await chatVisitor(t);
    const socket = await chatSocket(baseUrl, 'visitor', visitor.token);
    try {
      await sentMessage(t.app, other.headers, 'not yours');
      const mine = await sentMessage(t.app, visitor.headers, 'mine');
      await socket.waitFor((e) => e.type === 'message' && e.message.id === mine.id);
      expect(socket.events.every((e) => e.conversationId === visitor.conversationId)).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('closes a socket greeted with a bad token or by staff without chat.serve', async () => {
    const finance = await staffWithToken(t, 'finance');
    for (const [as, token] of [
      ['member', 'not-a-session'],
      ['visitor', 'not-a-chat'],
      ['staff', finance.token],
    ] as const) {
      const socket = await chatSocket(baseUrl, as, token);
      expect(socket.closedWith()).toBe(SOCKET_UNAUTHORIZED);
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the chat across instances', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  let first: TestApp | undefined;
  let second: App | undefined;
  afterAll(async () => {
    await second?.close();
    await first?.close();
    redis.disconnect();
  });

  it('delivers a reply made on one instance to a socket on the other, once', async () => {
    await redis.connect();
    first = await createTestApp({ redis });
    const db = createDatabase(first.config);
    second = await buildApp({
      config: first.config,
      db,
      logger: createLogger({ ...first.config, LOG_LEVEL: 'silent' }),
      redis,
    });
    second.addHook('onClose', async () => db.destroy());
    const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });

    const cs = await staffWithToken(first, 'cs');
    const member = await chatMember(first);
    const socket = await chatSocket(secondUrl, 'member', member.token);
    try {
      await staffReply(first.app, cs.headers, member.conversationId, 'From the other instance');
      await socket.waitFor(
        (e) => e.type === 'message' && e.message.text === 'From the other instance',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(socket.events.filter((e) => e.type === 'message')).toHaveLength(1);
    } finally {
      socket.close();
    }
  });
});
