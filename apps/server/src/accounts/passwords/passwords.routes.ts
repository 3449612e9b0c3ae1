import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordPayloadSchema,
  forgotByEmailPayloadSchema,
  loginValueSchema,
  resetPasswordPayloadSchema,
  setPasswordByPhonePayloadSchema,
} from '@portal/shared/schemas/account';
import { clientIp, requestOrigin } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { PasswordsService } from './passwords.service.js';

export const passwordsRoutes: FastifyPluginAsyncZod<{ service: PasswordsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/wps/member/password',
    {
      config: { auth: 'member', encrypted: true },
      schema: {
        tags: ['member'],
        summary: 'Change the login password; every session of the member ends (encrypted body)',
        body: changePasswordPayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.changePassword(currentMember(request).id, request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags: ['member'],
        summary: 'Email a single-use password reset link (form-encoded body)',
        consumes: ['application/x-www-form-urlencoded'],
        body: forgotByEmailPayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.sendResetLink(request.body, {
        ip: clientIp(request),
        origin: requestOrigin(request),
        language: request.language,
      });
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/reset',
    {
      config: { encrypted: true },
      schema: {
        tags: ['member'],
        summary: 'Set a new password with the token of an emailed reset link (encrypted body)',
        body: resetPasswordPayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.resetWithToken(request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      config: { encrypted: true },
      schema: {
        tags: ['member'],
        summary: 'Set a new password with an SMS code, then log in with that number (encrypted)',
        body: setPasswordByPhonePayloadSchema,
        response: jsonResponses(loginValueSchema),
      },
    },
    async (request, reply) =>
      ok(await service.setPasswordByPhone(request.body, { request, reply })),
  );
};
