import { once } from 'node:events';
import WebSocket from 'ws';
import {
  LIVE_CHAT_TOKEN_HEADER,
  liveChatMessageSchema,
  liveChatMessagesValueSchema,
  liveChatOpenValueSchema,
  type LiveChatEvent,
} from '@portal/shared/schemas/live-chat';
import type { FastifyInstance } from 'fastify';
import { authHeader, createMember, login, uniqueIp } from './accounts.js';
import { expectValue } from './assertions.js';
import type { TestApp } from './helper.js';

export type Headers = Record<string, string>;

/** A visitor who began a chat with `name`: the chat token header, the conversation id. */
export async function chatVisitor(t: TestApp, name = 'Ana', ip = uniqueIp()) {
  const value = expectValue(
    await t.app.inject({
      method: 'POST',
      url: '/wps/chat/open',
      payload: { name },
      remoteAddress: ip,
    }),
    liveChatOpenValueSchema,
  );
  const token = value.visitorToken!;
  return {
    token,
    conversationId: value.conversation.id,
    headers: { [LIVE_CHAT_TOKEN_HEADER]: token } as Headers,
  };
}

/** A signed-in member with an open chat. */
export async function chatMember(t: TestApp) {
  const member = await createMember(t);
  const { token } = await login(t, member.account, member.password);
  const headers: Headers = authHeader(token);
  const value = expectValue(
    await t.app.inject({ method: 'POST', url: '/wps/chat/open', headers, payload: {} }),
    liveChatOpenValueSchema,
  );
  return { ...member, token, headers, conversationId: value.conversation.id };
}

export const sendChatText = (
  app: FastifyInstance,
  headers: Headers,
  text: string,
  ip = uniqueIp(),
) =>
  app.inject({
    method: 'POST',
    url: '/wps/chat/messages',
    headers,
    payload: { text },
    remoteAddress: ip,
  });

export const sendChatImage = (app: FastifyInstance, headers: Headers, image: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/chat/images',
    headers,
    payload: { image },
    remoteAddress: uniqueIp(),
  });

export async function sentMessage(app: FastifyInstance, headers: Headers, text: string) {
  return expectValue(await sendChatText(app, headers, text), liveChatMessageSchema);
}

export async function chatHistory(app: FastifyInstance, headers: Headers, query = '') {
  return expectValue(
    await app.inject({ url: `/wps/chat/messages${query}`, headers }),
    liveChatMessagesValueSchema,
  );
}

export const staffReply = (app: FastifyInstance, headers: Headers, id: number, text: string) =>
  app.inject({
    method: 'POST',
    url: `/wps/operator/chat/conversations/${id}/messages`,
    headers,
    payload: { text },
  });

/** A WebSocket to the chat of a listening app, greeted as `as`; resolves once it is ready. */
export async function chatSocket(
  baseUrl: string,
  as: 'member' | 'visitor' | 'staff',
  token: string,
) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/wps/chat/ws`);
  const events: LiveChatEvent[] = [];
  const waiters: (() => void)[] = [];
  let closedWith: number | null = null;
  socket.on('message', (raw: WebSocket.RawData) => {
    const frame = JSON.parse(String(raw)) as LiveChatEvent | { type: 'ready' };
    if (frame.type !== 'ready') events.push(frame);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('close', (code: number) => {
    closedWith = code;
    for (const wake of waiters.splice(0)) wake();
  });
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: 'auth', as, token }));
  const next = () => new Promise<void>((resolve) => waiters.push(resolve));
  await next();
  return {
    socket,
    events,
    closedWith: () => closedWith,
    /** Waits (at most 5 s) until an event matches. */
    async waitFor(match: (event: LiveChatEvent) => boolean): Promise<LiveChatEvent> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline || closedWith !== null) throw new Error('no such chat event');
        await Promise.race([next(), new Promise((resolve) => setTimeout(resolve, 100))]);
      }
    },
    close: () => socket.close(),
  };
}
