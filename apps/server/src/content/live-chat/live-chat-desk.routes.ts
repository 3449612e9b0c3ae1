import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cannedAnswerListSchema,
  cannedAnswerPayloadSchema,
  cannedAnswerSchema,
  liveChatDoneSchema,
  liveChatImageValueSchema,
  liveChatMessageSchema,
  liveChatMessagesQuerySchema,
  liveChatMessagesValueSchema,
  liveChatReadPayloadSchema,
  liveChatTextPayloadSchema,
  operatorChatConversationSchema,
  operatorChatIdParamsSchema,
  operatorChatListQuerySchema,
  operatorChatListSchema,
} from '@portal/shared/schemas/live-chat';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import type { LiveChatDeskService } from './live-chat-desk.service.js';

const tags = ['operator'];
const config = Roles.can('chat.serve');
const params = operatorChatIdParamsSchema;
const querystring = emptyQuerySchema;
const done = () => ok({ done: true as const });

/** The chat desk of customer service (decision 060): permission `chat.serve`. */
export const liveChatDeskRoutes: FastifyPluginAsyncZod<{ service: LiveChatDeskService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/operator/chat/conversations',
    {
      config,
      schema: {
        tags,
        summary: 'Chat conversations, latest message first, with the unread counts',
        querystring: operatorChatListQuerySchema,
        response: jsonResponses(operatorChatListSchema),
      },
    },
    async (request) => ok({ list: await service.list(request.query.status) }),
  );

  app.get(
    '/wps/operator/chat/conversations/:id/messages',
    {
      config,
      schema: {
        tags,
        summary: 'A conversation’s messages (pages back with `before`, or `after` an id)',
        params,
        querystring: liveChatMessagesQuerySchema,
        response: jsonResponses(liveChatMessagesValueSchema),
      },
    },
    async (request) => ok(await service.messages(request.params.id, request.query)),
  );

  for (const [action, summary] of [
    ['assign', 'Take the conversation (audited)'],
    ['close', 'Close the conversation (audited)'],
  ] as const) {
    app.post(
      `/wps/operator/chat/conversations/:id/${action}`,
      {
        config,
        schema: {
          tags,
          summary,
          params,
          querystring,
          response: jsonResponses(operatorChatConversationSchema),
        },
      },
      async (request) => ok(await service[action](operatorOf(request), request.params.id)),
    );
  }

  app.post(
    '/wps/operator/chat/conversations/:id/messages',
    {
      config,
      schema: {
        tags,
        summary: 'Reply to the customer (audited); an unassigned conversation becomes mine',
        params,
        querystring,
        body: liveChatTextPayloadSchema,
        response: jsonResponses(liveChatMessageSchema),
      },
    },
    async (request) =>
      ok(await service.reply(operatorOf(request), request.params.id, request.body.text)),
  );

  app.post(
    '/wps/operator/chat/conversations/:id/read',
    {
      config,
      schema: {
        tags,
        summary: "Mark the customer's messages read up to an id",
        params,
        querystring,
        body: liveChatReadPayloadSchema,
        response: jsonResponses(liveChatDoneSchema),
      },
    },
    async (request) => {
      await service.markRead(request.params.id, request.body.upTo);
      return done();
    },
  );

  app.post(
    '/wps/operator/chat/conversations/:id/typing',
    {
      config,
      schema: {
        tags,
        summary: 'Tell the customer staff is typing',
        params,
        querystring,
        response: jsonResponses(liveChatDoneSchema),
      },
    },
    async (request) => {
      await service.typing(request.params.id);
      return done();
    },
  );

  app.get(
    '/wps/operator/chat/images/:id',
    {
      config,
      schema: {
        tags,
        summary: 'An image sent in a chat, as a data URL',
        params,
        querystring,
        response: jsonResponses(liveChatImageValueSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.image(request.params.id));
    },
  );

  app.get(
    '/wps/operator/chat/canned',
    {
      config,
      schema: {
        tags,
        summary: 'The canned answers',
        querystring,
        response: jsonResponses(cannedAnswerListSchema),
      },
    },
    async () => ok({ list: await service.cannedAnswers() }),
  );

  app.post(
    '/wps/operator/chat/canned',
    {
      config,
      schema: {
        tags,
        summary: 'Add a canned answer (audited)',
        querystring,
        body: cannedAnswerPayloadSchema,
        response: jsonResponses(cannedAnswerSchema),
      },
    },
    async (request) => ok(await service.createCanned(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/chat/canned/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a canned answer (audited)',
        params,
        querystring,
        body: cannedAnswerPayloadSchema,
        response: jsonResponses(cannedAnswerSchema),
      },
    },
    async (request) =>
      ok(await service.updateCanned(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/chat/canned/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a canned answer (audited)',
        params,
        querystring,
        response: jsonResponses(liveChatDoneSchema),
      },
    },
    async (request) => {
      await service.deleteCanned(operatorOf(request), request.params.id);
      return done();
    },
  );
};
