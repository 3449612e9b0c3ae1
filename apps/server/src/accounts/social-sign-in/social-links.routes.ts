import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  socialLinksValueSchema,
  socialProviderParamsSchema,
  socialUnlinkPayloadSchema,
} from '@portal/shared/schemas/social-sign-in';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { SocialLinksService } from './social-links.service.js';

/** The member's own links, from the security centre (trial accounts get 403). */
const auth = { auth: 'realMoney' } as const;
const tags = ['member'];

export const socialLinksRoutes: FastifyPluginAsyncZod<{ service: SocialLinksService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/member/social/links',
    {
      config: auth,
      schema: {
        tags,
        summary:
          'Linked sign-ins: each provider the site offers, whether it signs the member in, ' +
          'since when, and the masked email of the linked account',
        querystring: emptyQuerySchema,
        response: jsonResponses(socialLinksValueSchema),
      },
    },
    async (request) => ok(await service.list(currentMember(request).id)),
  );

  app.delete(
    '/wps/member/social/links/:provider',
    {
      config: { ...auth, encrypted: true },
      schema: {
        tags,
        summary:
          'Unlink a sign-in provider, proven by the login password (encrypted). NOT_FOUND when ' +
          'it is not linked; OPERATION_NOT_ALLOWED (detail passwordNotSet) for an account ' +
          'without a password; OLD_PASSWORD_WRONG, counted with the other password checks',
        params: socialProviderParamsSchema,
        body: socialUnlinkPayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      const { id } = currentMember(request);
      await service.unlink(id, request.params.provider, request.body, request.log);
      return ok(null);
    },
  );
};
