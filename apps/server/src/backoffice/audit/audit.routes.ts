import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditActionsValueSchema,
  auditPageValueSchema,
  auditQuerySchema,
  type AuditEntryValue,
} from '@portal/shared/schemas/operator';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { sendCsv, type CsvColumn } from '../../lib/csv.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

const CSV_COLUMNS: CsvColumn<AuditEntryValue>[] = [
  { header: 'id', value: (line) => line.id },
  { header: 'time', value: (line) => line.createdAt },
  {
    header: 'staff',
    value: (line) => line.staffUsername ?? (line.staffId === null ? '' : `#${line.staffId}`),
  },
  { header: 'action', value: (line) => line.action },
  { header: 'target', value: (line) => line.target },
  { header: 'ip', value: (line) => line.ip },
  { header: 'details', value: (line) => JSON.stringify(line.details) },
];

/** The audit trail as the console reads it (audit.read): filtered pages, CSV, the actions. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (app, { audit }) => {
  app.get(
    '/wps/operator/audit',
    {
      config: Roles.can('audit.read'),
      schema: {
        tags,
        summary:
          'The audit log of operator actions, newest first: by staff, action or target (exact, ' +
          'or a prefix ending in *), site days; `format=csv` streams every line kept',
        querystring: auditQuerySchema,
        response: jsonResponses(auditPageValueSchema),
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'audit', CSV_COLUMNS, audit.lines(request.query))
        : ok(await audit.list(request.query)),
  );

  app.get(
    '/wps/operator/audit/actions',
    {
      config: Roles.can('audit.read'),
      schema: {
        tags,
        summary: 'Every action the audit log holds, for a filter',
        querystring: emptyQuerySchema,
        response: jsonResponses(auditActionsValueSchema),
      },
    },
    async () => ok({ list: await audit.actions() }),
  );
};
