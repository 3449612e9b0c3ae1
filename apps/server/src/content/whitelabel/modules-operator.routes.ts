import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  operatorSiteModulesSchema,
  siteModuleParamsSchema,
  siteModulePayloadSchema,
} from '@portal/shared/schemas/site-settings';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import type { ModulesOperatorService } from './modules-operator.service.js';

const tags = ['operator'];

/** The console's module switches (decision 044): what `npm run admin module` does. */
export const modulesOperatorRoutes: FastifyPluginAsyncZod<{
  service: ModulesOperatorService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/site/modules',
    {
      config: Roles.can('site.read'),
      schema: {
        tags,
        summary: 'Every module in tree order: its own switch and whether visitors get it',
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorSiteModulesSchema),
      },
    },
    async () => ok(await service.list()),
  );

  app.put(
    '/wps/operator/site/modules/:modId',
    {
      config: Roles.can('site.manage'),
      schema: {
        tags,
        summary: 'Switch a module on or off (audited); a module under one that is off stays off',
        params: siteModuleParamsSchema,
        querystring: emptyQuerySchema,
        body: siteModulePayloadSchema,
        response: jsonResponses(operatorSiteModulesSchema),
      },
    },
    async (request) =>
      ok(await service.set(operatorOf(request), request.params.modId, request.body.enabled)),
  );
};
