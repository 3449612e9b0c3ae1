import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIVE_CHAT_IMAGE_DATA_URL_MAX,
  LIVE_CHAT_TOKEN_HEADER,
  liveChatDoneSchema,
  liveChatImageParamsSchema,
  liveChatImagePayloadSchema,
  liveChatImageValueSchema,
  liveChatMessageSchema,
  liveChatMessagesQuerySchema,
  liveChatMessagesValueSchema,
  liveChatOpenPayloadSchema,
  liveChatOpenValueSchema,
  liveChatReadPayloadSchema,
  liveChatTextPayloadSchema,
} from '@portal/shared/schemas/live-chat';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { clientIp } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { ChatCaller, LiveChatService } from './live-chat.service.js';

const tags = ['live-chat'];
/** A signed-in member is known by their session; a visitor sends their chat token. */
const config = { auth: 'optional' } as const;
/** Room for the largest image with margin, so an image a little too large reads as invalid. */
const IMAGE_BODY_LIMIT = LIVE_CHAT_IMAGE_DATA_URL_MAX * 2;

export function chatCallerOf(request: FastifyRequest): ChatCaller {
  if (request.member) return { kind: 'member', memberId: request.member.id };
  const header = request.headers[LIVE_CHAT_TOKEN_HEADER];
  const token = typeof header === 'string' && header.length <= 256 ? header.trim() : '';
  return { kind: 'visitor', token: token || null };
}

const done = () => ok({ done: true as const });

/** The chat room's calls for members and visitors (decision 060). */
export const liveChatRoutes: FastifyPluginAsyncZod<{ service: LiveChatService }> = async (
  app,
  { service },
) => {
  app.post(
    '/wps/chat/open',
    {
      config,
      schema: {
        tags,
        summary:
          'Open or resume my chat; a visitor gives a name and keeps the token answered ' +
          '(10 new visitor chats per IP in 10 minutes)',
        querystring: emptyQuerySchema,
        body: liveChatOpenPayloadSchema,
        response: jsonResponses(liveChatOpenValueSchema),
      },
    },
    async (request) =>
      ok(await service.open(chatCallerOf(request), request.body.name, clientIp(request))),
  );

  app.get(
    '/wps/chat/messages',
    {
      config,
      schema: {
        tags,
        summary: 'History of my chat (pages back with `before`) or what came `after` an id',
        querystring: liveChatMessagesQuerySchema,
        response: jsonResponses(liveChatMessagesValueSchema),
      },
    },
    async (request) => ok(await service.messages(chatCallerOf(request), request.query)),
  );

  app.post(
    '/wps/chat/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Send a text message',
        querystring: emptyQuerySchema,
        body: liveChatTextPayloadSchema,
        response: jsonResponses(liveChatMessageSchema),
      },
    },
    async (request) =>
      ok(await service.sendText(chatCallerOf(request), clientIp(request), request.body.text)),
  );

  app.post(
    '/wps/chat/images',
    {
      config,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Send a PNG or JPEG image of at most 2 MB (a data URL), checked by its bytes',
        querystring: emptyQuerySchema,
        body: liveChatImagePayloadSchema,
        response: jsonResponses(liveChatMessageSchema),
      },
    },
    async (request) =>
      ok(await service.sendImage(chatCallerOf(request), clientIp(request), request.body.image)),
  );

  app.get(
    '/wps/chat/images/:id',
    {
      config,
      schema: {
        tags,
        summary: 'An image of my chat, as a data URL',
        params: liveChatImageParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(liveChatImageValueSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.image(chatCallerOf(request), request.params.id));
    },
  );

  app.post(
    '/wps/chat/read',
    {
      config,
      schema: {
        tags,
        summary: "Mark customer service's messages read up to an id",
        querystring: emptyQuerySchema,
        body: liveChatReadPayloadSchema,
        response: jsonResponses(liveChatDoneSchema),
      },
    },
    async (request) => {
      await service.markRead(chatCallerOf(request), request.body.upTo);
      return done();
    },
  );

  app.post(
    '/wps/chat/typing',
    {
      config,
      schema: {
        tags,
        summary: 'Tell customer service I am typing',
        querystring: emptyQuerySchema,
        response: jsonResponses(liveChatDoneSchema),
      },
    },
    async (request) => {
      await service.typing(chatCallerOf(request));
      return done();
    },
  );
};
