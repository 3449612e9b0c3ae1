import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whitelabelQuerySchema, whitelabelValueSchema } from '@portal/shared/schemas/system';
import { clientIp, requestOrigin } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { WhitelabelService } from './whitelabel.service.js';

export const whitelabelRoutes: FastifyPluginAsyncZod<{ service: WhitelabelService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/system/whitelabel',
    {
      schema: {
        tags: ['system'],
        summary: 'Permission info: module tree, register flags, resources, customer service, site',
        querystring: whitelabelQuerySchema,
        response: jsonResponses(whitelabelValueSchema),
      },
    },
    async (request) => {
      // `host` names the site the visitor opened; one operator per deployment, so it only
      // needs to be a valid host name today.
      const info = await service.getPermissionInfo({
        ip: clientIp(request),
        language: request.language,
        origin: requestOrigin(request),
      });
      return ok({ info });
    },
  );
};
