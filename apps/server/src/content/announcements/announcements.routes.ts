import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementsQuerySchema,
  announcementsValueSchema,
} from '@portal/shared/schemas/announcements';
import { schemaSerializer, sendJson } from '../../lib/json-answer.js';
import { jsonResponses } from '../../lib/responses.js';
import type { AnnouncementsService } from './announcements.service.js';

export const announcementsRoutes: FastifyPluginAsyncZod<{ service: AnnouncementsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        tags: ['content'],
        summary:
          'Announcements live now, by type (B, PL, PU, PR, H), paged (9 per page by default)',
        querystring: announcementsQuerySchema,
        response: jsonResponses(announcementsValueSchema),
      },
    },
    async (request, reply) => {
      const answer = await service.listJson(
        request.query,
        request.language,
        schemaSerializer(reply),
      );
      return sendJson(request, reply, answer);
    },
  );
};
