import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  maintenanceSettingSchema,
  operatorRegionSchema,
  regionCheckQuerySchema,
  regionCheckValueSchema,
  regionRestrictionSettingSchema,
} from '@portal/shared/schemas/site-settings';
import { clientIp } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import type { AccessOperatorService } from './access-operator.service.js';

const tags = ['operator'];

/** The console's maintenance and region-blocking calls (decision 044). */
export const systemStatusOperatorRoutes: FastifyPluginAsyncZod<{
  service: AccessOperatorService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/site/maintenance',
    {
      config: Roles.can('site.read'),
      schema: {
        tags,
        summary: 'Maintenance: on or off, its texts per language and planned end',
        querystring: emptyQuerySchema,
        response: jsonResponses(maintenanceSettingSchema),
      },
    },
    async () => ok(await service.maintenance()),
  );

  app.put(
    '/wps/operator/site/maintenance',
    {
      config: Roles.can('site.manage'),
      schema: {
        tags,
        summary:
          'Switch maintenance on (every visitor gets status 1 at once) or off, with its texts ' +
          'and planned end (audited)',
        querystring: emptyQuerySchema,
        body: maintenanceSettingSchema,
        response: jsonResponses(maintenanceSettingSchema),
      },
    },
    async (request) => ok(await service.setMaintenance(operatorOf(request), request.body)),
  );

  app.get(
    '/wps/operator/site/region',
    {
      config: Roles.can('site.read'),
      schema: {
        tags,
        summary:
          "Region blocking: on or off, blocked and allowed ranges, texts; and the caller's IP",
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorRegionSchema),
      },
    },
    async (request) => ok(await service.region(clientIp(request))),
  );

  app.put(
    '/wps/operator/site/region',
    {
      config: Roles.can('site.manage'),
      schema: {
        tags,
        summary:
          'Replace region blocking: ranges in standard notation, stored once each in canonical ' +
          'form (audited with the ranges added and removed)',
        querystring: emptyQuerySchema,
        body: regionRestrictionSettingSchema,
        response: jsonResponses(operatorRegionSchema),
      },
    },
    async (request) => ok(await service.setRegion(operatorOf(request), request.body)),
  );

  app.get(
    '/wps/operator/site/region/check',
    {
      config: Roles.can('site.read'),
      schema: {
        tags,
        summary: 'Whether the current ranges block an IP address, and which ranges hold it',
        querystring: regionCheckQuerySchema,
        response: jsonResponses(regionCheckValueSchema),
      },
    },
    async (request) => ok(await service.check(request.query.ip)),
  );
};
