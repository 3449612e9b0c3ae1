import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentAnnouncementIdParamsSchema,
  agentAnnouncementInputSchema,
  deletedAgentAnnouncementSchema,
  operatorAgentAnnouncementSchema,
  operatorAgentAnnouncementsQuerySchema,
  operatorAgentAnnouncementsValueSchema,
} from '@portal/shared/schemas/agent-announcements';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { AgentAnnouncementsService } from './agent-announcements.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

/** Operator calls of agent announcements; every change is audited. */
export const agentAnnouncementsOperatorRoutes: FastifyPluginAsyncZod<{
  service: AgentAnnouncementsService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/agent-announcements',
    {
      config: Roles.can('agency.read'),
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
      config: Roles.can('agency.manage'),
      schema: {
        tags,
        summary: 'Creates an agent announcement (audited)',
        querystring: emptyQuerySchema,
        body: agentAnnouncementInputSchema,
        response: jsonResponses(operatorAgentAnnouncementSchema),
      },
    },
    async (request) => ok(await service.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/agent-announcements/:id',
    {
      config: Roles.can('agency.manage'),
      schema: {
        tags,
        summary: 'Replaces an agent announcement (audited)',
        params: agentAnnouncementIdParamsSchema,
        body: agentAnnouncementInputSchema,
        response: jsonResponses(operatorAgentAnnouncementSchema),
      },
    },
    async (request) =>
      ok(await service.update(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/agent-announcements/:id',
    {
      config: Roles.can('agency.manage'),
      schema: {
        tags,
        summary: 'Deletes an agent announcement: hidden from agents and operators (audited)',
        params: agentAnnouncementIdParamsSchema,
        response: jsonResponses(deletedAgentAnnouncementSchema),
      },
    },
    async (request) => ok(await service.remove(operatorOf(request), request.params.id)),
  );
};
