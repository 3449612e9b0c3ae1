import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdParamsSchema } from '@portal/shared/schemas/operator-members';
import { operatorRealityCheckSchema } from '@portal/shared/schemas/reality-check';
import { jsonResponses, ok } from '../../lib/responses.js';
import { Roles } from '../../platform/operators/operator-routes.js';
import type { RealityCheckService } from './reality-check.service.js';

/** The member page's read-only line of the member's reality check and session limit. */
export const realityCheckOperatorRoutes: FastifyPluginAsyncZod<{
  service: RealityCheckService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/members/:id/reality-check',
    {
      config: Roles.can('safer.read'),
      schema: {
        tags: ['operator'],
        summary: "A member's reality-check interval, session limit and current session time",
        params: memberIdParamsSchema,
        response: jsonResponses(operatorRealityCheckSchema),
      },
    },
    async (request) => ok(await service.forOperator(request.params.id)),
  );
};
