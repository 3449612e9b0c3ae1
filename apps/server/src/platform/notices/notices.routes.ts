import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteNoticesPayloadSchema,
  deleteNoticesValueSchema,
  noticesQuerySchema,
  noticesUnreadValueSchema,
  noticesValueSchema,
  readNoticesPayloadSchema,
  readNoticesValueSchema,
  unreadCountValueSchema,
} from '@portal/shared/schemas/notices';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { NoticesService } from './notices.service.js';

/** Any signed-in member may read their own notices (a trial account simply has none). */
const auth = { auth: 'member' } as const;
const tags = ['member'];

/** The message centre's deposit and withdrawal notices (spec section 8). */
export const noticesRoutes: FastifyPluginAsyncZod<{ service: NoticesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/member/notices',
    {
      config: auth,
      schema: {
        tags,
        summary:
          'Deposit and withdrawal notices, newest first, title and content in the request language',
        querystring: noticesQuerySchema,
        response: jsonResponses(noticesValueSchema),
      },
    },
    async (request) =>
      ok(await service.list(currentMember(request).id, request.query, request.language)),
  );

  app.get(
    '/wps/member/notices/unread-count',
    {
      config: auth,
      schema: {
        tags,
        summary: 'How many notices the member has not read',
        querystring: emptyQuerySchema,
        response: jsonResponses(noticesUnreadValueSchema),
      },
    },
    async (request) => ok({ count: await service.unreadCount(currentMember(request).id) }),
  );

  app.post(
    '/wps/member/notices/read',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Mark notices read: { ids } or { all: true }',
        body: readNoticesPayloadSchema,
        response: jsonResponses(readNoticesValueSchema),
      },
    },
    async (request) => ok(await service.markRead(currentMember(request).id, request.body)),
  );

  app.post(
    '/wps/member/notices/delete',
    {
      config: auth,
      schema: {
        tags,
        summary: "Delete notices from the member's message centre: { ids }",
        body: deleteNoticesPayloadSchema,
        response: jsonResponses(deleteNoticesValueSchema),
      },
    },
    async (request) => ok(await service.remove(currentMember(request).id, request.body)),
  );

  app.get(
    '/wps/relay/CSP_unreadCount',
    {
      config: auth,
      schema: {
        tags,
        summary: "Unread messages of the member's message centre (the header's mail icon)",
        querystring: emptyQuerySchema,
        response: jsonResponses(unreadCountValueSchema),
      },
    },
    async (request) => ok({ count: await service.unreadCount(currentMember(request).id) }),
  );
};
