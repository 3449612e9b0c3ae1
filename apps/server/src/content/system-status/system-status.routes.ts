import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemStatusValueSchema } from '@portal/shared/schemas/system';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { clientIp } from '../../lib/client-ip.js';
import { schemaSerializer, sendJson } from '../../lib/json-answer.js';
import { jsonResponses } from '../../lib/responses.js';
import type { SystemStatusService } from './system-status.service.js';

export const systemStatusRoutes: FastifyPluginAsyncZod<{ service: SystemStatusService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/system/status',
    {
      schema: {
        tags: ['system'],
        summary: 'System status: 0 normal, 1 maintenance, 2 region-blocked for this client',
        querystring: emptyQuerySchema,
        response: jsonResponses(systemStatusValueSchema),
      },
    },
    async (request, reply) =>
      sendJson(
        request,
        reply,
        await service.statusJson(clientIp(request), request.language, schemaSerializer(reply)),
      ),
  );
};
