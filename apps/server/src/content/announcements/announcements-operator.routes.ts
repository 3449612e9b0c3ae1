import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementInputSchema,
  operatorAnnouncementSchema,
  operatorAnnouncementsPageSchema,
  operatorAnnouncementsQuerySchema,
  type OperatorAnnouncement,
} from '@portal/shared/schemas/content-operator/announcements';
import { contentIdParamsSchema } from '@portal/shared/schemas/content-operator/fields';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { sendCsv, type CsvColumn } from '../../lib/csv.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import type { AnnouncementsOperatorService } from './announcements-operator.service.js';

const tags = ['operator'];

const CSV_COLUMNS: CsvColumn<OperatorAnnouncement>[] = [
  { header: 'id', value: (a) => a.id },
  { header: 'type', value: (a) => a.type },
  { header: 'platform', value: (a) => a.platform },
  { header: 'popup', value: (a) => (a.execution === 'P' ? 'yes' : 'no') },
  { header: 'state', value: (a) => a.state },
  { header: 'title (EN)', value: (a) => a.translations.EN?.title ?? '' },
  { header: 'languages', value: (a) => Object.keys(a.translations).join(' ') },
  { header: 'start', value: (a) => a.startTime },
  { header: 'end', value: (a) => a.endTime },
  { header: 'order', value: (a) => a.sort },
  { header: 'updated', value: (a) => a.updatedAt },
];

/** The console's announcement and notice calls (decision 044). */
export const announcementsOperatorRoutes: FastifyPluginAsyncZod<{
  service: AnnouncementsOperatorService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/announcements',
    {
      config: Roles.can('content.read'),
      schema: {
        tags,
        summary:
          'Every announcement (any state) by type, popup, state and title; newest start first ' +
          'unless sorted; `format=csv` streams the whole filtered list',
        querystring: operatorAnnouncementsQuerySchema,
        response: jsonResponses(operatorAnnouncementsPageSchema),
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        return sendCsv(reply, 'announcements', CSV_COLUMNS, service.all(request.query));
      }
      return ok(await service.list(request.query));
    },
  );

  app.get(
    '/wps/operator/announcements/:id',
    {
      config: Roles.can('content.read'),
      schema: {
        tags,
        summary: 'One announcement with its texts in every language',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorAnnouncementSchema),
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  app.post(
    '/wps/operator/announcements',
    {
      config: Roles.can('content.manage'),
      schema: {
        tags,
        summary: 'Publish an announcement (audited; the site lists it at once or at its start)',
        querystring: emptyQuerySchema,
        body: announcementInputSchema,
        response: jsonResponses(operatorAnnouncementSchema),
      },
    },
    async (request) => ok(await service.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/announcements/:id',
    {
      config: Roles.can('content.manage'),
      schema: {
        tags,
        summary:
          'Replace an announcement: type, platform, popup, schedule, on/off, order, texts ' +
          '(CONFLICT when `updatedAt` no longer matches)',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        body: announcementInputSchema,
        response: jsonResponses(operatorAnnouncementSchema),
      },
    },
    async (request) =>
      ok(await service.update(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/announcements/:id',
    {
      config: Roles.can('content.manage'),
      schema: {
        tags,
        summary: 'Delete an announcement and its texts',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.remove(operatorOf(request), request.params.id);
      return ok(null);
    },
  );
};
