import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaValueSchema } from '@portal/shared/schemas/account';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { CaptchaService } from './captcha.service.js';

export const captchaRoutes: FastifyPluginAsyncZod<{ service: CaptchaService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/captcha',
    {
      schema: {
        tags: ['session'],
        summary: 'A new captcha image (PNG data URL); the answer is bound to this browser',
        querystring: emptyQuerySchema,
        response: jsonResponses(captchaValueSchema),
      },
    },
    async (request, reply) => {
      // The image must never be served from a cache: each one has its own answer.
      reply.header('cache-control', 'no-store');
      return ok(await service.issue(request, reply));
    },
  );
};
