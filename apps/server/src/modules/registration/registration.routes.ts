import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSettingValueSchema } from '@portal/shared/schemas/system';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { RegistrationService } from './registration.service.js';

export const registrationRoutes: FastifyPluginAsyncZod<{ service: RegistrationService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags: ['system'],
        summary: 'Registration rules per field (enabled, required, pattern, lengths, hint)',
        querystring: emptyQuerySchema,
        response: jsonResponses(registerSettingValueSchema),
      },
    },
    async (request) => ok({ rules: await service.getRules(request.language) }),
  );
};
