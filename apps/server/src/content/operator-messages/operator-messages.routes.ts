import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorMessagesPageSchema,
  operatorMessagesQuerySchema,
  sendMessagePayloadSchema,
  sendMessageValueSchema,
} from '@portal/shared/schemas/operator-messages';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { clientIp } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentStaff } from '../../plugins/app/authenticate.js';
import type { OperatorMessagesService } from './operator-messages.service.js';

const tags = ['operator'];
/** Admins send (a message reaches members at once); viewers read what was sent. */
const adminOnly = { staff: [] } as const;
const readers = { staff: ['viewer'] } as const;

/** Operator messages to members' message centres: one member, everyone, or a segment. */
export const operatorMessagesRoutes: FastifyPluginAsyncZod<{
  service: OperatorMessagesService;
}> = async (app, { service }) => {
  app.post(
    '/wps/operator/messages',
    {
      config: adminOnly,
      schema: {
        tags,
        summary:
          "Send a message to one member, every member or a segment (admin; audited): each recipient's notice is written at once",
        querystring: emptyQuerySchema,
        body: sendMessagePayloadSchema,
        response: jsonResponses(sendMessageValueSchema),
      },
    },
    async (request) =>
      ok(await service.send({ staff: currentStaff(request), ip: clientIp(request) }, request.body)),
  );

  app.get(
    '/wps/operator/messages',
    {
      config: readers,
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
