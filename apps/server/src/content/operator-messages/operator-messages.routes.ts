import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorMessagesPageSchema,
  operatorMessagesQuerySchema,
  previewMessagePayloadSchema,
  previewMessageValueSchema,
  sendMessagePayloadSchema,
  sendMessageValueSchema,
} from '@portal/shared/schemas/operator-messages';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { OperatorMessagesService } from './operator-messages.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

/** Operator messages to members' message centres: one member, everyone, or a segment. */
export const operatorMessagesRoutes: FastifyPluginAsyncZod<{
  service: OperatorMessagesService;
}> = async (app, { service }) => {
  app.post(
    '/wps/operator/messages',
    {
      config: Roles.can('messages.send'),
      schema: {
        tags,
        summary:
          "Send a message to one member, every member or a segment (audited): each recipient's notice is written at once",
        querystring: emptyQuerySchema,
        body: sendMessagePayloadSchema,
        response: jsonResponses(sendMessageValueSchema),
      },
    },
    async (request) => ok(await service.send(operatorOf(request), request.body)),
  );

  app.post(
    '/wps/operator/messages/preview',
    {
      config: Roles.can('messages.send'),
      schema: {
        tags,
        summary:
          'How many members a message to one member, every member or a segment would reach now (nothing is sent)',
        querystring: emptyQuerySchema,
        body: previewMessagePayloadSchema,
        response: jsonResponses(previewMessageValueSchema),
      },
    },
    async (request) => ok(await service.preview(request.body)),
  );

  app.get(
    '/wps/operator/messages',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'Messages sent, newest first, with how many members they reached and read them',
        querystring: operatorMessagesQuerySchema,
        response: jsonResponses(operatorMessagesPageSchema),
      },
    },
    async (request) => ok(await service.list(request.query)),
  );
};
