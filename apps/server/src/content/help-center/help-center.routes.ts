import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLanguage } from '@portal/shared/constants/languages';
import { helpCenterQuerySchema, helpCenterValueSchema } from '@portal/shared/schemas/system';
import { languageFromHeader } from '../../lib/request-language.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { HelpCenterService } from './help-center.service.js';

export const helpCenterRoutes: FastifyPluginAsyncZod<{ service: HelpCenterService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        tags: ['content'],
        summary: 'Help topics with their items, in `lang` (or the Language header)',
        querystring: helpCenterQuerySchema,
        response: jsonResponses(helpCenterValueSchema),
      },
    },
    async (request) => {
      const { lang } = request.query;
      // An explicit, known `lang` wins over the header; an unknown one is read like the header.
      const language =
        lang && isLanguage(lang.toUpperCase()) ? languageFromHeader(lang) : request.language;
      return ok(await service.getTopics(language));
    },
  );
};
