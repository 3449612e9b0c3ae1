import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  affiliateQuerySchema,
  affiliateValueSchema,
  freePlayPayloadSchema,
  loginValueSchema,
  registerMobilePayloadSchema,
  registerPayloadSchema,
} from '@portal/shared/schemas/account';
import { registerSettingValueSchema } from '@portal/shared/schemas/system';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { RegistrationService } from './registration.service.js';
import { FREE_PLAY_PER_HOUR, type SignUpService } from './sign-up.service.js';

export const registrationRoutes: FastifyPluginAsyncZod<{
  service: RegistrationService;
  signUp: SignUpService;
}> = async (app, { service, signUp }) => {
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

  app.put(
    '/wps/member/register',
    {
      config: { encrypted: true },
      schema: {
        tags: ['member'],
        summary:
          'Register by username (encrypted body; needs DIRECTREG3) and sign in: the login value; ' +
          'a mobile number is proven by verificationCode or by firebaseToken (Firebase ID token)',
        querystring: emptyQuerySchema,
        body: registerPayloadSchema,
        response: jsonResponses(loginValueSchema),
      },
    },
    async (request, reply) => ok(await signUp.register(request.body, { request, reply })),
  );

  app.put(
    '/wps/member/register/mobile',
    {
      config: { encrypted: true },
      schema: {
        tags: ['member'],
        summary:
          'Register by mobile number and SMS code, or a Firebase ID token in firebaseToken ' +
          '(encrypted body; needs mobileReg) and sign in',
        querystring: emptyQuerySchema,
        body: registerMobilePayloadSchema,
        response: jsonResponses(loginValueSchema),
      },
    },
    async (request, reply) => ok(await signUp.registerMobile(request.body, { request, reply })),
  );

  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['member'],
        summary: "Whether an invitation code is an agent's, and that agent's account",
        querystring: affiliateQuerySchema,
        response: jsonResponses(affiliateValueSchema),
      },
    },
    // `domain` names the site the visitor opened; one operator per deployment, so every
    // agent's code is valid on every domain of this site.
    async (request) => ok(await signUp.findAffiliate(request.query.code)),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        tags: ['member'],
        summary: `Sign in with a new trial account (needs hasFreePlay; ${FREE_PLAY_PER_HOUR} per IP and hour)`,
        querystring: emptyQuerySchema,
        body: freePlayPayloadSchema,
        response: jsonResponses(loginValueSchema),
      },
    },
    async (request, reply) => ok(await signUp.freePlay({ request, reply })),
  );
};
