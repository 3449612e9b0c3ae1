import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerServiceInputSchema,
  operatorCustomerServiceSchema,
  operatorCustomerServicesPageSchema,
  operatorCustomerServicesQuerySchema,
  type OperatorCustomerService,
} from '@portal/shared/schemas/content-operator/customer-service';
import {
  contentIdParamsSchema,
  contentOrderPayloadSchema,
} from '@portal/shared/schemas/content-operator/fields';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { sendCsv, type CsvColumn } from '../../lib/csv.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import type { CustomerServiceOperatorService } from './customer-service-operator.service.js';

const tags = ['operator'];
const manage = Roles.can('content.manage');

const CSV_COLUMNS: CsvColumn<OperatorCustomerService>[] = [
  { header: 'id', value: (entry) => entry.id },
  { header: 'order', value: (entry) => entry.sort },
  { header: 'type', value: (entry) => entry.csType },
  { header: 'icon', value: (entry) => entry.icon },
  { header: 'title (EN)', value: (entry) => entry.translations.EN?.title ?? '' },
  { header: 'languages', value: (entry) => Object.keys(entry.translations).join(' ') },
  // The protected chat's address stays out of files that travel.
  { header: 'link', value: (entry) => (entry.csType === 3 ? '' : entry.path) },
  { header: 'min VIP rank', value: (entry) => entry.minVipRank },
  { header: 'enabled', value: (entry) => (entry.enabled ? 'yes' : 'no') },
  { header: 'updated', value: (entry) => entry.updatedAt },
];

/** The console's customer-service calls: the right bar's and footer's entries (decision 044). */
export const customerServiceOperatorRoutes: FastifyPluginAsyncZod<{
  service: CustomerServiceOperatorService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/customer-service',
    {
      config: Roles.can('content.read'),
      schema: {
        tags,
        summary: 'Every customer-service entry in site order; `format=csv` streams them',
        querystring: operatorCustomerServicesQuerySchema,
        response: jsonResponses(operatorCustomerServicesPageSchema),
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'customer-service', CSV_COLUMNS, service.all(request.query))
        : ok(await service.list(request.query)),
  );

  app.get(
    '/wps/operator/customer-service/:id',
    {
      config: Roles.can('content.read'),
      schema: {
        tags,
        summary: 'One customer-service entry with its titles',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorCustomerServiceSchema),
      },
    },
    async (request) => ok(await service.get(request.params.id)),
  );

  app.post(
    '/wps/operator/customer-service',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add an entry at the end (audited; the site shows it at once)',
        querystring: emptyQuerySchema,
        body: customerServiceInputSchema,
        response: jsonResponses(operatorCustomerServiceSchema),
      },
    },
    async (request) => ok(await service.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/customer-service/order',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'The order of the entries: every entry once (CONFLICT when they changed meanwhile)',
        querystring: emptyQuerySchema,
        body: contentOrderPayloadSchema,
        response: jsonResponses(z.array(operatorCustomerServiceSchema)),
      },
    },
    async (request) => ok(await service.reorder(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/customer-service/:id',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Replace an entry: type, link, icon, VIP rank, on/off, titles (CONFLICT when ' +
          '`updatedAt` no longer matches)',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        body: customerServiceInputSchema,
        response: jsonResponses(operatorCustomerServiceSchema),
      },
    },
    async (request) =>
      ok(await service.update(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/customer-service/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete an entry and its titles',
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
