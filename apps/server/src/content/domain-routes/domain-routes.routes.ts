import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainRouteValueSchema } from '@portal/shared/schemas/system';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { DomainRoutesService } from './domain-routes.service.js';

export const domainRoutesRoutes: FastifyPluginAsyncZod<{ service: DomainRoutesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/system/domainRoute',
    {
      schema: {
        tags: ['system'],
        summary: 'Alternative domains of the site (WEB, H5, API)',
        querystring: emptyQuerySchema,
        response: jsonResponses(domainRouteValueSchema),
      },
    },
    async () => ok(await service.getRoutes()),
  );
};
