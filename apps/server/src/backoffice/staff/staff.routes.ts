import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createStaffPayloadSchema,
  staffAccountSchema,
  staffIdParamsSchema,
  staffListQuerySchema,
  staffListValueSchema,
  staffPasswordPayloadSchema,
  updateStaffPayloadSchema,
  type StaffAccount,
} from '@portal/shared/schemas/operator';
import { everyPage, sendCsv, type CsvColumn } from '../../lib/csv.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { StaffService } from './staff.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

const staffCsvColumns: CsvColumn<StaffAccount>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'username', value: (row) => row.username },
  { header: 'displayName', value: (row) => row.displayName },
  { header: 'role', value: (row) => row.role },
  { header: 'status', value: (row) => row.status },
  { header: 'lastLoginAt', value: (row) => row.lastLoginAt },
  { header: 'lastLoginIp', value: (row) => row.lastLoginIp },
  { header: 'factorEnrolledAt', value: (row) => row.factorEnrolledAt },
  { header: 'createdAt', value: (row) => row.createdAt },
];

/**
 * Operator calls for staff accounts (staff.manage); the audit log is audit/. The sign-in
 * calls are staff-session.routes.ts; member tokens are refused everywhere here.
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
}> = async (app, { staff }) => {
  app.get(
    '/wps/operator/staff',
    {
      config: Roles.can('staff.manage'),
      schema: {
        tags,
        summary:
          'Staff accounts: paged, sort username|role|lastLoginAt|createdAt, q (username or ' +
          'display name), role, status; format=csv streams the whole filtered list',
        querystring: staffListQuerySchema,
        response: jsonResponses(staffListValueSchema),
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.format === 'csv') {
        const rows = everyPage(
          async (page, pageSize) => (await staff.page({ ...query, page, pageSize })).list,
          100,
        );
        return sendCsv(reply, 'staff', staffCsvColumns, rows);
      }
      return ok(await staff.page(query));
    },
  );

  app.post(
    '/wps/operator/staff',
    {
      config: Roles.can('staff.manage'),
      schema: {
        tags,
        summary: 'Create a staff account; password 10+ characters with letters and digits',
        body: createStaffPayloadSchema,
        response: jsonResponses(staffAccountSchema),
      },
    },
    async (request) => ok(await staff.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/staff/:id',
    {
      config: Roles.can('staff.manage'),
      schema: {
        tags,
        summary:
          'Change role, status or display name. Disabling ends the sessions; an admin ' +
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
      config: Roles.can('staff.manage'),
      schema: {
        tags,
        summary: "Set a staff member's password; ends their other sessions",
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

  app.post(
    '/wps/operator/staff/:id/factor/reset',
    {
      config: Roles.can('staff.manage'),
      schema: {
        tags,
        summary:
          "Reset a staff member's second factor: the authenticator and recovery codes are " +
          'forgotten and their sessions end; the next sign-in enrols again. ' +
          'STAFF_FACTOR_NOT_ENROLLED when there is none',
        params: staffIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: jsonResponses(staffAccountSchema),
      },
    },
    async (request) => ok(await staff.resetFactor(operatorOf(request), request.params.id)),
  );
};
