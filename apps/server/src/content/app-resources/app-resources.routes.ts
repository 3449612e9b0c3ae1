import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { errorEnvelopeSchema } from '@portal/shared/schemas/envelope';
import { requestOrigin } from '../../lib/client-ip.js';
import { WEB_CLIP_PROFILE_PATH, type AppResourcesService } from './app-resources.service.js';

export const appResourcesRoutes: FastifyPluginAsyncZod<{ service: AppResourcesService }> = async (
  app,
  { service },
) => {
  app.get(
    WEB_CLIP_PROFILE_PATH,
    {
      schema: {
        tags: ['system'],
        summary: 'The lite app: an iOS web-clip configuration profile for this site',
        querystring: emptyQuerySchema,
        produces: ['application/x-apple-aspen-config'],
        response: {
          200: z.string().describe('Property-list XML (application/x-apple-aspen-config)'),
          '4xx': errorEnvelopeSchema,
          '5xx': errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const profile = await service.webClipProfile(requestOrigin(request));
      return reply
        .header('content-type', 'application/x-apple-aspen-config')
        .header('content-disposition', 'attachment; filename="portal.mobileconfig"')
        .header('cache-control', 'no-cache')
        .send(profile);
    },
  );
};
