import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffEnrolConfirmPayloadSchema,
  staffEnrolConfirmValueSchema,
  staffEnrolStartPayloadSchema,
  staffEnrolStartValueSchema,
  staffLoginPayloadSchema,
  staffLoginValueSchema,
  staffMeValueSchema,
  staffRecoveryCodesPayloadSchema,
  staffRecoveryCodesValueSchema,
  staffSessionValueSchema,
  staffVerifyPayloadSchema,
} from '@portal/shared/schemas/operator';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { clientIp } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentStaff } from '../../plugins/app/authenticate.js';
import { Roles } from '../../platform/operators/operator-routes.js';
import type { StaffFactorService } from './staff-factor.service.js';
import type { StaffSessionService } from './staff-session.service.js';

const tags = ['operator'];

/**
 * Signing in to the console: the password step answers a challenge, the code step (or the
 * enrolment of an authenticator at the first sign-in) answers the session. Plain JSON: the
 * console is not the member site's script (decision 016).
 */
export const staffSessionRoutes: FastifyPluginAsyncZod<{
  sessions: StaffSessionService;
  factor: StaffFactorService;
}> = async (app, { sessions, factor }) => {
  app.post(
    '/wps/operator/session/login',
    {
      schema: {
        tags,
        summary:
          'Staff sign-in, password step: { next: totp | enrol, challenge } (5 minutes, single use). ' +
          'STAFF_WRONG_CREDENTIALS for any wrong username, password or disabled account; ' +
          'ACCOUNT_LOCKED { retryAfterSeconds } after repeated failures',
        body: staffLoginPayloadSchema,
        response: jsonResponses(staffLoginValueSchema),
      },
    },
    async (request) => ok(await sessions.login(request.body, clientIp(request))),
  );

  app.post(
    '/wps/operator/session/enrol/start',
    {
      schema: {
        tags,
        summary:
          'First sign-in: a new authenticator secret (base32 and otpauth URI) for the challenge. ' +
          'STAFF_FACTOR_ENROLLED when one is set up already',
        body: staffEnrolStartPayloadSchema,
        response: jsonResponses(staffEnrolStartValueSchema),
      },
    },
    async (request) => ok(await factor.startEnrolment(request.body.challenge, clientIp(request))),
  );

  app.post(
    '/wps/operator/session/enrol/confirm',
    {
      schema: {
        tags,
        summary:
          "The new secret's first code: sets the factor, answers the session and 10 recovery " +
          'codes (shown once). STAFF_WRONG_CODE { attemptsLeft }; TOTP_NOT_SET_UP before start',
        body: staffEnrolConfirmPayloadSchema,
        response: jsonResponses(staffEnrolConfirmValueSchema),
      },
    },
    async (request) =>
      ok(
        await factor.confirmEnrolment(request.body.challenge, request.body.code, clientIp(request)),
      ),
  );

  app.post(
    '/wps/operator/session/verify',
    {
      schema: {
        tags,
        summary:
          'Code step: a 6-digit authenticator code (each time step once: STAFF_CODE_USED) or a ' +
          'recovery code (once) answers the session. STAFF_WRONG_CODE { attemptsLeft }; five ' +
          'wrong codes end the challenge (VERIFICATION_EXPIRED)',
        body: staffVerifyPayloadSchema,
        response: jsonResponses(staffSessionValueSchema),
      },
    },
    async (request) =>
      ok(await factor.verify(request.body.challenge, request.body.code, clientIp(request))),
  );

  app.post(
    '/wps/operator/session/recovery-codes',
    {
      config: Roles.signedIn,
      schema: {
        tags,
        summary:
          'Ten new recovery codes for a current authenticator code; the old ones stop working',
        body: staffRecoveryCodesPayloadSchema,
        response: jsonResponses(staffRecoveryCodesValueSchema),
      },
    },
    async (request) =>
      ok(
        await factor.regenerateRecoveryCodes(
          currentStaff(request),
          request.body.code,
          clientIp(request),
        ),
      ),
  );

  app.post(
    '/wps/operator/session/logout',
    {
      config: Roles.signedIn,
      schema: { tags, summary: 'End this operator session', response: jsonResponses(z.null()) },
    },
    async (request) => {
      await sessions.logout(currentStaff(request), clientIp(request));
      return ok(null);
    },
  );

  app.get(
    '/wps/operator/session/me',
    {
      config: Roles.signedIn,
      schema: {
        tags,
        summary:
          'The signed-in staff member: role, its permissions, the second factor and the ' +
          'recovery codes left',
        querystring: emptyQuerySchema,
        response: jsonResponses(staffMeValueSchema),
      },
    },
    async (request) => ok(await sessions.me(currentStaff(request))),
  );
};
