import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentContractsQuerySchema,
  agentContractsValueSchema,
  runSettlementsQuerySchema,
  runSettlementsValueSchema,
  settlementRunsQuerySchema,
  settlementRunsValueSchema,
} from '@portal/shared/schemas/agency-console';
import { jsonResponses, ok } from '../../lib/responses.js';
import { Roles } from '../../platform/operators/operator-routes.js';
import type { ContractsConsoleService } from './contracts-console.service.js';

const tags = ['operator'];

/** The console's reads of agent contracts and their settlement runs. */
export const contractsConsoleRoutes: FastifyPluginAsyncZod<{
  service: ContractsConsoleService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/contracts/agent',
    {
      config: Roles.can('agency.read'),
      schema: {
        tags,
        summary:
          "An agent's contracts (held and granted, running first) with their terms and state, and the requests it is party to",
        querystring: agentContractsQuerySchema,
        response: jsonResponses(agentContractsValueSchema),
      },
    },
    async (request) => ok(await service.ofAgent(request.query.agentId)),
  );

  app.get(
    '/wps/operator/contracts/runs',
    {
      config: Roles.can('agency.read'),
      schema: {
        tags,
        summary:
          'Settlement runs (one per schedule and period) started in from..to: settlements, holders paid, gross and amount',
        querystring: settlementRunsQuerySchema,
        response: jsonResponses(settlementRunsValueSchema),
      },
    },
    async (request) => ok(await service.runs(request.query)),
  );

  app.get(
    '/wps/operator/contracts/settlements',
    {
      config: Roles.can('agency.read'),
      schema: {
        tags,
        summary:
          "One run's settlements: each holder's figures, tier, rates, carry in and out, and the transfer that paid it",
        querystring: runSettlementsQuerySchema,
        response: jsonResponses(runSettlementsValueSchema),
      },
    },
    async (request) => ok(await service.runSettlements(request.query)),
  );
};
