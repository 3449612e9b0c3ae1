import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  agencyAgentTypePayloadSchema,
  agencyAgentTypeResultSchema,
  agencyMovePayloadSchema,
  agencyMoveResultSchema,
} from '@portal/shared/schemas/agency-operator';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentStaff } from '../../plugins/app/authenticate.js';
import type { AgencyOperator, AgencyOperatorService } from './agency-operator.service.js';

const tags = ['operator'];
/** Decision 032: only admins reshape the tree or appoint agents, as they run the programmes. */
const adminOnly = { staff: [] } as const;

const operator = (request: FastifyRequest): AgencyOperator => ({
  staff: currentStaff(request),
  ip: request.ip,
});

/** The operator's changes to the agency tree, each audited. */
export const agencyOperatorRoutes: FastifyPluginAsyncZod<{
  service: AgencyOperatorService;
}> = async (app, { service }) => {
  app.post(
    '/wps/operator/agency/move',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Move a member and their team under another upline (or to the top); audited',
        body: agencyMovePayloadSchema,
        response: jsonResponses(agencyMoveResultSchema),
      },
    },
    async (request) => ok(await service.move(operator(request), request.body)),
  );

  app.post(
    '/wps/operator/agency/agent-type',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: "Set a member's agent type (0: a member again); audited",
        body: agencyAgentTypePayloadSchema,
        response: jsonResponses(agencyAgentTypeResultSchema),
      },
    },
    async (request) => ok(await service.setAgentType(operator(request), request.body)),
  );
};
