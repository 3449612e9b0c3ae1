import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whitelabelQuerySchema, whitelabelValueSchema } from '@portal/shared/schemas/system';
import { clientIp, requestOrigin } from '../../lib/client-ip.js';
import { schemaSerializer, sendJson } from '../../lib/json-answer.js';
import { jsonResponses } from '../../lib/responses.js';
import type { WhitelabelService } from './whitelabel.service.js';

export const whitelabelRoutes: FastifyPluginAsyncZod<{ service: WhitelabelService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/system/whitelabel',
    {
      // A signed-in member's VIP rank decides the customer service listed (spec section 6).
      config: { auth: 'optional' },
      schema: {
        tags: ['system'],
        summary:
          'Permission info: module tree, register flags, resources, customer service (by the ' +
          "signed-in member's VIP rank), site",
        querystring: whitelabelQuerySchema,
        response: jsonResponses(whitelabelValueSchema),
      },
    },
    async (request, reply) => {
      // `host` names the site the visitor opened; one operator per deployment, so it only
      // needs to be a valid host name today.
      const visitor = {
        ip: clientIp(request),
        language: request.language,
        origin: requestOrigin(request),
        memberId: request.member?.id ?? null,
      };
      const body = await service.permissionJson(visitor, schemaSerializer(reply));
      return sendJson(request, reply, body);
    },
  );
};
