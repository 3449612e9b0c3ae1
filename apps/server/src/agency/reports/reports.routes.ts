import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  teamOverviewQuerySchema,
  teamOverviewValueSchema,
  teamProfitQuerySchema,
  teamProfitValueSchema,
} from '@portal/shared/schemas/agency';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { ReportsService } from './reports.service.js';

const tags = ['agency'];

/** Team overview and user profit and loss: agents only, each over their own downline. */
export const reportsRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/agent/team/overview',
    {
      config: { auth: 'agent' },
      schema: {
        tags,
        summary:
          'Team overview: team size, registrations, first depositors, active members and money of the downline over a period, by day',
        querystring: teamOverviewQuerySchema,
        response: jsonResponses(teamOverviewValueSchema),
      },
    },
    async (request) => ok(await service.overview(currentMember(request).id, request.query)),
  );

  app.get(
    '/wps/agent/team/profit',
    {
      config: { auth: 'agent' },
      schema: {
        tags,
        summary:
          'User profit and loss: a member of the downline (the agent by default) and each of its direct downlines, own and team figures over a period',
        querystring: teamProfitQuerySchema,
        response: jsonResponses(teamProfitValueSchema),
      },
    },
    async (request) => ok(await service.profit(currentMember(request).id, request.query)),
  );
};
