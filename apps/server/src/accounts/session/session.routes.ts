import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  challengeAnswerPayloadSchema,
  challengeCodePayloadSchema,
  loginPayloadSchema,
  loginValueSchema,
  memberSessionListSchema,
  resumePayloadSchema,
  sessionIdParamsSchema,
  smsCodeValueSchema,
} from '@portal/shared/schemas/account';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { LoginService } from './login.service.js';
import type { SessionService } from './session.service.js';

export const sessionRoutes: FastifyPluginAsyncZod<{
  login: LoginService;
  sessions: SessionService;
}> = async (app, { login, sessions }) => {
  app.post(
    '/wps/session/login',
    {
      config: { encrypted: true },
      schema: {
        tags: ['session'],
        summary:
          'Log in by password, SMS code or Firebase token (encrypted). A new IP may answer ' +
          'LOGIN_VERIFICATION_REQUIRED with a challenge; failures carry { captcha }.',
        body: loginPayloadSchema,
        response: jsonResponses(loginValueSchema),
      },
    },
    async (request, reply) => ok(await login.login(request.body, { request, reply })),
  );

  app.post(
    '/wps/session/login/verification/code',
    {
      schema: {
        tags: ['session'],
        summary: "Send the SMS or email code of a new-IP challenge to the member's own contact",
        body: challengeCodePayloadSchema,
        response: jsonResponses(smsCodeValueSchema),
      },
    },
    async (request) => ok(await login.sendChallengeCode(request.body, request.language)),
  );

  app.post(
    '/wps/session/login/verification',
    {
      config: { encrypted: true },
      schema: {
        tags: ['session'],
        summary: 'Answer a new-IP challenge (encrypted); completes the login',
        body: challengeAnswerPayloadSchema,
        response: jsonResponses(loginValueSchema),
      },
    },
    async (request, reply) => ok(await login.answerChallenge(request.body, { request, reply })),
  );

  app.post(
    '/wps/session/resume',
    {
      schema: {
        tags: ['session'],
        summary: 'A new session from the remember-me device cookie set at login',
        // The site sends {}; a bare POST without a body is accepted too.
        body: resumePayloadSchema.nullish(),
        response: jsonResponses(loginValueSchema),
      },
    },
    async (request, reply) => ok(await sessions.resume(request, reply)),
  );

  app.delete(
    '/wps/session/logout',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['session'],
        summary: 'End this session, and forget this device when it was remembered',
        querystring: emptyQuerySchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request, reply) => {
      await sessions.logout(currentMember(request), reply);
      return ok(null);
    },
  );

  app.get(
    '/wps/member/sessions',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['member'],
        summary: "The member's signed-in sessions, the current one flagged",
        querystring: emptyQuerySchema,
        response: jsonResponses(memberSessionListSchema),
      },
    },
    async (request) => ok(await sessions.list(currentMember(request))),
  );

  app.delete(
    '/wps/member/sessions/:id',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['member'],
        summary: "Sign one of the member's sessions out",
        params: sessionIdParamsSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await sessions.revokeOne(currentMember(request), request.params.id);
      return ok(null);
    },
  );

  app.delete(
    '/wps/member/sessions',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['member'],
        summary: 'Sign out every other session and remembered device',
        querystring: emptyQuerySchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      const member = currentMember(request);
      await sessions.revokeAll(member.id, { exceptSessionId: member.sessionId });
      return ok(null);
    },
  );
};
