import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agencyAgentTypePayloadSchema,
  agencyAgentTypeResultSchema,
  agencyMovePayloadSchema,
  agencyMoveResultSchema,
} from '@portal/shared/schemas/agency-operator';
import {
  agencyMovePreviewQuerySchema,
  agencyMovePreviewValueSchema,
} from '@portal/shared/schemas/agency-console';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { AgencyOperatorService } from './agency-operator.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

/** The operator's changes to the agency tree, each audited. */
export const agencyOperatorRoutes: FastifyPluginAsyncZod<{
  service: AgencyOperatorService;
}> = async (app, { service }) => {
  app.post(
    '/wps/operator/agency/move',
    {
      config: Roles.can('agency.manage'),
      schema: {
        tags,
        summary: 'Move a member and their team under another upline (or to the top); audited',
        body: agencyMovePayloadSchema,
        response: jsonResponses(agencyMoveResultSchema),
      },
    },
    async (request) => ok(await service.move(operatorOf(request), request.body)),
  );

  app.get(
    '/wps/operator/agency/move/preview',
    {
      config: Roles.can('agency.manage'),
      schema: {
        tags,
        summary:
          'Dry run of a move (no uplineId: to the top): the contracts it would end, computed by the move itself in a transaction rolled back',
        querystring: agencyMovePreviewQuerySchema,
        response: jsonResponses(agencyMovePreviewValueSchema),
      },
    },
    async (request) =>
      ok(await service.previewMove(request.query.memberId, request.query.uplineId ?? null)),
  );

  app.post(
    '/wps/operator/agency/agent-type',
    {
      config: Roles.can('agency.manage'),
      schema: {
        tags,
        summary: "Set a member's agent type (0: a member again); audited",
        body: agencyAgentTypePayloadSchema,
        response: jsonResponses(agencyAgentTypeResultSchema),
      },
    },
    async (request) => ok(await service.setAgentType(operatorOf(request), request.body)),
  );
};
