import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannersValueSchema } from '@portal/shared/schemas/system';
import { bannersQuerySchema } from '@portal/shared/schemas/banners';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { BannersService } from './banners.service.js';

export const bannersRoutes: FastifyPluginAsyncZod<{ service: BannersService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/system/banners',
    {
      schema: {
        tags: ['content'],
        summary:
          'Enabled banners of every group (or of `groupName`), titles in the request language',
        querystring: bannersQuerySchema,
        response: jsonResponses(bannersValueSchema),
      },
    },
    async (request) => ok(await service.list(request.language, request.query.groupName)),
  );
};
