import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { can } from '@portal/shared/staff-roles';
import { liveChatSocketHelloSchema, type LiveChatEvent } from '@portal/shared/schemas/live-chat';
import type { SessionAuthenticator } from '../../plugins/app/authenticate.js';
import type { StaffAuthenticator } from '../../platform/operators/staff.types.js';
import type { LiveChatHub } from './live-chat-hub.js';
import type { LiveChatDeskService } from './live-chat-desk.service.js';
import type { ChatCaller, LiveChatService } from './live-chat.service.js';

/** How the socket learns who connects: the member's session, or a staff session. */
export interface ChatSocketAuth {
  sessions: SessionAuthenticator;
  staff: StaffAuthenticator;
}

export interface ChatSocketOptions {
  service: LiveChatService;
  desk: LiveChatDeskService;
  hub: LiveChatHub;
  auth: ChatSocketAuth;
}

/** Close codes: the first frame was not a greeting, or named nobody allowed. */
export const SOCKET_BAD_HELLO = 4400;
export const SOCKET_UNAUTHORIZED = 4401;
const HELLO_TIMEOUT_MS = 10_000;

type Watcher =
  { side: 'customer'; caller: ChatCaller; stop: () => void } | { side: 'staff'; stop: () => void };

const parse = (raw: unknown): unknown => {
  try {
    return JSON.parse(String(raw));
  } catch {
    return null;
  }
};

/**
 * The chat room's WebSocket (decision 060), at /wps/chat/ws. Browsers cannot send headers on a
 * WebSocket, so the first frame names who connects: `{type:'auth', as, token}` with a member's
 * session token, a visitor's chat token, or a staff token of a role holding `chat.serve`. Then
 * the socket receives the events of that conversation (or of every conversation, for staff) and
 * may send `{type:'typing'}` (staff: with `conversationId`). Clients without WebSocket poll
 * GET /wps/chat/messages?after=<id> instead.
 */
export const liveChatSocketRoutes: FastifyPluginAsync<ChatSocketOptions> = async (
  app,
  { service, desk, hub, auth },
) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });

  const watch = async (socket: WebSocket, hello: unknown): Promise<Watcher | null> => {
    const parsed = liveChatSocketHelloSchema.safeParse(hello);
    if (!parsed.success) return null;
    const { as, token } = parsed.data;
    const deliver = (event: LiveChatEvent) => socket.send(JSON.stringify(event));
    if (as === 'staff') {
      const staff = await auth.staff.authenticate(token);
      if (!staff || !can(staff.role, 'chat.serve')) return null;
      return { side: 'staff', stop: hub.watchAll(deliver) };
    }
    let caller: ChatCaller;
    if (as === 'member') {
      const member = await auth.sessions.authenticate(token).catch(() => null);
      if (!member) return null;
      caller = { kind: 'member', memberId: member.id };
    } else {
      caller = { kind: 'visitor', token };
    }
    const conversation = await service.conversationOf(caller).catch(() => null);
    if (!conversation) return null;
    return { side: 'customer', caller, stop: hub.watchConversation(conversation.id, deliver) };
  };

  app.get('/wps/chat/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    let watcher: Watcher | null = null;
    let greeting: Promise<void> | null = null;
    const timer = setTimeout(
      () => socket.close(SOCKET_UNAUTHORIZED, 'no greeting'),
      HELLO_TIMEOUT_MS,
    );
    socket.on('close', () => {
      clearTimeout(timer);
      watcher?.stop();
    });
    socket.on('message', (raw) => {
      const frame = parse(raw) as { type?: unknown; conversationId?: unknown } | null;
      if (greeting === null) {
        greeting = watch(socket, frame).then(
          (result) => {
            clearTimeout(timer);
            if (!result) return socket.close(SOCKET_UNAUTHORIZED, 'unauthorized');
            if (socket.readyState !== socket.OPEN) return result.stop();
            watcher = result;
            socket.send(JSON.stringify({ type: 'ready' }));
          },
          () => socket.close(SOCKET_UNAUTHORIZED, 'unauthorized'),
        );
        return;
      }
      if (!watcher || frame?.type !== 'typing') return;
      const typing =
        watcher.side === 'customer'
          ? service.typing(watcher.caller)
          : typeof frame.conversationId === 'number'
            ? desk.typing(frame.conversationId)
            : Promise.resolve();
      typing.catch(() => undefined);
    });
  });
};
