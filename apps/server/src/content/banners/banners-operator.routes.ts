import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerInputSchema,
  bannerOrderPayloadSchema,
  operatorBannerSchema,
  operatorBannersPageSchema,
  operatorBannersQuerySchema,
  type OperatorBanner,
} from '@portal/shared/schemas/content-operator/banners';
import { contentIdParamsSchema } from '@portal/shared/schemas/content-operator/fields';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { sendCsv, type CsvColumn } from '../../lib/csv.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import type { BannersOperatorService } from './banners-operator.service.js';

const tags = ['operator'];

const CSV_COLUMNS: CsvColumn<OperatorBanner>[] = [
  { header: 'id', value: (b) => b.id },
  { header: 'group', value: (b) => b.groupName },
  { header: 'order', value: (b) => b.sort },
  { header: 'state', value: (b) => b.state },
  { header: 'title (EN)', value: (b) => b.translations.EN?.title ?? '' },
  { header: 'languages', value: (b) => Object.keys(b.translations).join(' ') },
  { header: 'start', value: (b) => b.startTime },
  { header: 'end', value: (b) => b.endTime },
  { header: 'link type', value: (b) => b.linkageType },
  { header: 'link', value: (b) => b.linkage },
  { header: 'image', value: (b) => b.imageUrl },
  { header: 'updated', value: (b) => b.updatedAt },
];

/** The console's banner calls: the carousels of every page group (decision 044). */
export const bannersOperatorRoutes: FastifyPluginAsyncZod<{
  service: BannersOperatorService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/banners',
    {
      config: Roles.can('content.read'),
      schema: {
        tags,
        summary:
          'Every banner (any state) by group, state and title; carousel order unless sorted; ' +
          '`format=csv` streams the whole filtered list',
        querystring: operatorBannersQuerySchema,
        response: jsonResponses(operatorBannersPageSchema),
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        return sendCsv(reply, 'banners', CSV_COLUMNS, service.all(request.query));
      }
      return ok(await service.list(request.query));
    },
  );

  app.get(
    '/wps/operator/banners/:id',
    {
      config: Roles.can('content.read'),
      schema: {
        tags,
        summary: 'One banner with its texts and art in every language',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorBannerSchema),
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  app.post(
    '/wps/operator/banners',
    {
      config: Roles.can('content.manage'),
      schema: {
        tags,
        summary: 'Add a banner at the end of its group (audited; the site shows it at once)',
        querystring: emptyQuerySchema,
        body: bannerInputSchema,
        response: jsonResponses(operatorBannerSchema),
      },
    },
    async (request) => ok(await service.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/banners/order',
    {
      config: Roles.can('content.manage'),
      schema: {
        tags,
        summary:
          "A group's carousel order: every banner of the group once (CONFLICT when the group " +
          'changed meanwhile)',
        querystring: emptyQuerySchema,
        body: bannerOrderPayloadSchema,
        response: jsonResponses(z.array(operatorBannerSchema)),
      },
    },
    async (request) => ok(await service.reorder(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/banners/:id',
    {
      config: Roles.can('content.manage'),
      schema: {
        tags,
        summary:
          'Replace a banner: group, art, link, schedule, on/off, texts (CONFLICT when ' +
          '`updatedAt` no longer matches)',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        body: bannerInputSchema,
        response: jsonResponses(operatorBannerSchema),
      },
    },
    async (request) =>
      ok(await service.update(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/banners/:id',
    {
      config: Roles.can('content.manage'),
      schema: {
        tags,
        summary: 'Delete a banner and its texts (switch it off instead to keep it)',
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
