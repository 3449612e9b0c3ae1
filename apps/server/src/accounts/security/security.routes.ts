import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bindEmailCodePayloadSchema,
  bindEmailPayloadSchema,
  bindMobileCodePayloadSchema,
  bindMobilePayloadSchema,
  nicknamePayloadSchema,
  payeeNamePayloadSchema,
  paymentPasswordPayloadSchema,
  securityOverviewSchema,
  smsCodeValueSchema,
  totpCodePayloadSchema,
  totpSetupValueSchema,
} from '@portal/shared/schemas/account';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { SecurityService } from './security.service.js';

/** Every call is the member's own and needs a real-money account (trial accounts get 403). */
const auth = { auth: 'realMoney' } as const;
const tags = ['member'];

export const securityRoutes: FastifyPluginAsyncZod<{ service: SecurityService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/member/security',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Security centre: account, rank, last login, masked contacts, what is set',
        querystring: emptyQuerySchema,
        response: jsonResponses(securityOverviewSchema),
      },
    },
    async (request) => ok(await service.getOverview(currentMember(request).id)),
  );

  app.put(
    '/wps/member/nickname',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Change the nickname (2-20 characters)',
        body: nicknamePayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.setNickname(currentMember(request).id, request.body.nickname);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/mobile/code',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Send an SMS code to a new mobile number to bind',
        body: bindMobileCodePayloadSchema,
        response: jsonResponses(smsCodeValueSchema),
      },
    },
    async (request) =>
      ok(await service.sendMobileCode(currentMember(request).id, request.body, request.language)),
  );

  app.put(
    '/wps/member/mobile',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Bind the mobile number proven by its SMS code',
        body: bindMobilePayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.bindMobile(currentMember(request).id, request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/email/code',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Send a code to a new email address to bind',
        body: bindEmailCodePayloadSchema,
        response: jsonResponses(smsCodeValueSchema),
      },
    },
    async (request) =>
      ok(
        await service.sendEmailCode(
          currentMember(request).id,
          request.body.email,
          request.language,
        ),
      ),
  );

  app.put(
    '/wps/member/email',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Bind the email address proven by its code',
        body: bindEmailPayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.bindEmail(currentMember(request).id, request.body);
      return ok(null);
    },
  );

  app.put(
    '/wps/member/password/payment',
    {
      config: { ...auth, encrypted: true },
      schema: {
        tags,
        summary: 'Set the six-digit payment password, proven by the login password (encrypted)',
        body: paymentPasswordPayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.setPaymentPassword(currentMember(request).id, request.body);
      return ok(null);
    },
  );

  app.put(
    '/wps/member/payeeName',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Set the real payee name once; later changes go through customer service',
        body: payeeNamePayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.setPayeeName(currentMember(request).id, request.body.payeeName);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/totp/setup',
    {
      config: auth,
      schema: {
        tags,
        summary: 'A new Google Authenticator secret, active once confirmed with a code',
        // No body at all reaches the validator as null.
        body: z.strictObject({}).nullish(),
        response: jsonResponses(totpSetupValueSchema),
      },
    },
    async (request) => ok(await service.setUpTotp(currentMember(request).id)),
  );

  app.post(
    '/wps/member/totp/enable',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Turn on two-factor login with a code of the new secret',
        body: totpCodePayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.enableTotp(currentMember(request).id, request.body.code);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/totp/disable',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Turn off two-factor login with a current code',
        body: totpCodePayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.disableTotp(currentMember(request).id, request.body.code);
      return ok(null);
    },
  );
};
