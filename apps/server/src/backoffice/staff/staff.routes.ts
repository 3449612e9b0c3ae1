import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createStaffPayloadSchema,
  staffAccountSchema,
  staffIdParamsSchema,
  staffListValueSchema,
  staffLoginPayloadSchema,
  staffLoginValueSchema,
  staffMeValueSchema,
  staffPasswordPayloadSchema,
  updateStaffPayloadSchema,
} from '@portal/shared/schemas/operator';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { clientIp } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentStaff } from '../../plugins/app/authenticate.js';
import type { StaffSessionService } from './staff-session.service.js';
import type { StaffService } from './staff.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

/**
 * Operator calls for staff sessions and staff accounts (admin); the audit log is audit/.
 * Staff tokens come from /wps/operator/session/login; member tokens are refused everywhere here.
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  sessions: StaffSessionService;
  staff: StaffService;
}> = async (app, { sessions, staff }) => {
  app.post(
    '/wps/operator/session/login',
    {
      schema: {
        tags,
        summary:
          'Staff login. STAFF_WRONG_CREDENTIALS for any wrong username, password or disabled ' +
          'account; ACCOUNT_LOCKED { retryAfterSeconds } after repeated failures',
        body: staffLoginPayloadSchema,
        response: jsonResponses(staffLoginValueSchema),
      },
    },
    async (request) => ok(await sessions.login(request.body, clientIp(request))),
  );

  app.post(
    '/wps/operator/session/logout',
    {
      config: Roles.read,
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
      config: Roles.read,
      schema: {
        tags,
        summary: 'The signed-in staff member and role',
        querystring: emptyQuerySchema,
        response: jsonResponses(staffMeValueSchema),
      },
    },
    async (request) => ok(await sessions.me(currentStaff(request))),
  );

  app.get(
    '/wps/operator/staff',
    {
      config: Roles.admin,
      schema: {
        tags,
        summary: 'Staff accounts (admin)',
        querystring: emptyQuerySchema,
        response: jsonResponses(staffListValueSchema),
      },
    },
    async () => ok(await staff.list()),
  );

  app.post(
    '/wps/operator/staff',
    {
      config: Roles.admin,
      schema: {
        tags,
        summary: 'Create a staff account (admin); password 10+ characters with letters and digits',
        body: createStaffPayloadSchema,
        response: jsonResponses(staffAccountSchema),
      },
    },
    async (request) => ok(await staff.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/staff/:id',
    {
      config: Roles.admin,
      schema: {
        tags,
        summary:
          'Change role, status or display name (admin). Disabling ends the sessions; an admin ' +
          'cannot change their own role or disable themselves',
        params: staffIdParamsSchema,
        body: updateStaffPayloadSchema,
        response: jsonResponses(staffAccountSchema),
      },
    },
    async (request) => ok(await staff.update(operatorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/wps/operator/staff/:id/password',
    {
      config: Roles.admin,
      schema: {
        tags,
        summary: "Set a staff member's password (admin); ends their other sessions",
        params: staffIdParamsSchema,
        body: staffPasswordPayloadSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await staff.setPassword(operatorOf(request), request.params.id, request.body.password);
      return ok(null);
    },
  );
};
