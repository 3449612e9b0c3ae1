import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agencyNodeQuerySchema,
  agencyNodeValueSchema,
  agencyTreeQuerySchema,
  agencyTreeValueSchema,
} from '@portal/shared/schemas/agency-console';
import { jsonResponses, ok } from '../../lib/responses.js';
import { Roles } from '../../platform/operators/operator-routes.js';
import type { AgencyBrowseService } from './agency-browse.service.js';

const tags = ['operator'];

/** The console's agency tree: a level at a time, and one member with its uplines. */
export const agencyBrowseRoutes: FastifyPluginAsyncZod<{ service: AgencyBrowseService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/operator/agency/tree',
    {
      config: Roles.can('agency.read'),
      schema: {
        tags,
        summary:
          'A page of the direct downlines of parentId (none: the top-level agents), each with team size, type, balance and team figures over from..to',
        querystring: agencyTreeQuerySchema,
        response: jsonResponses(agencyTreeValueSchema),
      },
    },
    async (request) => ok(await service.level(request.query)),
  );

  app.get(
    '/wps/operator/agency/node',
    {
      config: Roles.can('agency.read'),
      schema: {
        tags,
        summary: 'One member by memberId or account, with its figures and its uplines from the top',
        querystring: agencyNodeQuerySchema,
        response: jsonResponses(agencyNodeValueSchema),
      },
    },
    async (request) => ok(await service.node(request.query)),
  );
};
