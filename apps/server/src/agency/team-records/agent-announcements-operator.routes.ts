import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  agentAnnouncementIdParamsSchema,
  agentAnnouncementInputSchema,
  deletedAgentAnnouncementSchema,
  operatorAgentAnnouncementSchema,
  operatorAgentAnnouncementsQuerySchema,
  operatorAgentAnnouncementsValueSchema,
} from '@portal/shared/schemas/agent-announcements';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { clientIp } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentStaff } from '../../plugins/app/authenticate.js';
import type {
  AgentAnnouncementsService,
  AnnouncementOperator,
} from './agent-announcements.service.js';

const tags = ['operator'];
/** Admins write notices (agents read them at once); finance and viewers read them. */
const adminOnly = { staff: [] } as const;
const readers = { staff: ['finance', 'viewer'] } as const;

const operator = (request: FastifyRequest): AnnouncementOperator => ({
  staff: currentStaff(request),
  ip: clientIp(request),
});

/** Operator calls of agent announcements; every change is audited. */
export const agentAnnouncementsOperatorRoutes: FastifyPluginAsyncZod<{
  service: AgentAnnouncementsService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/agent-announcements',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'Agent announcements not deleted, newest first, with their texts in every language',
        querystring: operatorAgentAnnouncementsQuerySchema,
        response: jsonResponses(operatorAgentAnnouncementsValueSchema),
      },
    },
    async (request) => ok(await service.list(request.query)),
  );

  app.post(
    '/wps/operator/agent-announcements',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Creates an agent announcement (admin; audited)',
        querystring: emptyQuerySchema,
        body: agentAnnouncementInputSchema,
        response: jsonResponses(operatorAgentAnnouncementSchema),
      },
    },
    async (request) => ok(await service.create(operator(request), request.body)),
  );

  app.put(
    '/wps/operator/agent-announcements/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Replaces an agent announcement (admin; audited)',
        params: agentAnnouncementIdParamsSchema,
        body: agentAnnouncementInputSchema,
        response: jsonResponses(operatorAgentAnnouncementSchema),
      },
    },
    async (request) => ok(await service.update(operator(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/agent-announcements/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Deletes an agent announcement: hidden from agents and operators (admin; audited)',
        params: agentAnnouncementIdParamsSchema,
        response: jsonResponses(deletedAgentAnnouncementSchema),
      },
    },
    async (request) => ok(await service.remove(operator(request), request.params.id)),
  );
};
