import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginValueSchema } from '@portal/shared/schemas/account';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  socialCompletePayloadSchema,
  socialLinkPayloadSchema,
  socialProvidersValueSchema,
  socialStartPayloadSchema,
  socialStartValueSchema,
  telegramSignInPayloadSchema,
} from '@portal/shared/schemas/social-sign-in';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { SocialSignInService } from './social-sign-in.service.js';

const tags = ['session'];
const SIGN_IN_ANSWERS =
  'A provider account whose verified email a member has answers SOCIAL_LINK_REQUIRED with a ' +
  'ticket; a new IP may answer LOGIN_VERIFICATION_REQUIRED with a challenge.';

export const socialSignInRoutes: FastifyPluginAsyncZod<{ service: SocialSignInService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/session/social/providers',
    {
      schema: {
        tags,
        summary: 'The social sign-in providers the login modal offers (enabled and configured)',
        querystring: emptyQuerySchema,
        response: jsonResponses(socialProvidersValueSchema),
      },
    },
    async () => ok(await service.providers()),
  );

  app.post(
    '/wps/session/social/start',
    {
      schema: {
        tags,
        summary:
          'Start a Google or Facebook sign-in: the URL to send the browser to (state, nonce, ' +
          'PKCE kept on the server for 10 minutes)',
        body: socialStartPayloadSchema,
        response: jsonResponses(socialStartValueSchema),
      },
    },
    async (request) => ok(await service.start(request.body, request)),
  );

  app.post(
    '/wps/session/social/complete',
    {
      schema: {
        tags,
        summary: `Complete a Google or Facebook sign-in with the code and state the provider returned. ${SIGN_IN_ANSWERS}`,
        body: socialCompletePayloadSchema,
        response: jsonResponses(loginValueSchema),
      },
    },
    async (request, reply) => ok(await service.complete(request.body, { request, reply })),
  );

  app.post(
    '/wps/session/social/telegram',
    {
      schema: {
        tags,
        summary: `Sign in with the Telegram login widget's signed answer. ${SIGN_IN_ANSWERS}`,
        body: telegramSignInPayloadSchema,
        response: jsonResponses(loginValueSchema),
      },
    },
    async (request, reply) => ok(await service.telegram(request.body, { request, reply })),
  );

  app.post(
    '/wps/session/social/link',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary:
          "Link a provider account to the member with its email by that member's password " +
          '(encrypted), then log in',
        body: socialLinkPayloadSchema,
        response: jsonResponses(loginValueSchema),
      },
    },
    async (request, reply) => ok(await service.link(request.body, { request, reply })),
  );
};
