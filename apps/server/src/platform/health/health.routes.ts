import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthValueSchema } from '@portal/shared/schemas/health';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { HealthService } from './health.service.js';

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/system/health',
    {
      // Load balancers poll this often; their requests would only drown the useful logs.
      logLevel: 'warn',
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and readiness: database (and Redis when configured) answer',
        querystring: emptyQuerySchema,
        response: jsonResponses(healthValueSchema),
      },
    },
    async () => ok(await service.check()),
  );
};
