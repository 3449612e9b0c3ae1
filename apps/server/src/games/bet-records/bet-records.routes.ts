import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  betRecordsQuerySchema,
  betRecordsValueSchema,
  profitQuerySchema,
  profitValueSchema,
} from '@portal/shared/schemas/games';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { BetRecordsService } from './bet-records.service.js';

/** Any signed-in member, trial accounts included: each reads only their own rounds. */
export const betRecordsRoutes: FastifyPluginAsyncZod<{ service: BetRecordsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/member/bets',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['games'],
        summary:
          'Betting record: the member’s rounds in a range, by category and vendor; paged, with totals',
        querystring: betRecordsQuerySchema,
        response: jsonResponses(betRecordsValueSchema),
      },
    },
    async (request) =>
      ok(await service.list(currentMember(request).id, request.query, request.language)),
  );

  app.get(
    '/wps/member/bets/profit',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['games'],
        summary: 'Profit and loss: settled rounds of a range by day (GMT+8) and by category',
        querystring: profitQuerySchema,
        response: jsonResponses(profitValueSchema),
      },
    },
    async (request) => ok(await service.profit(currentMember(request).id, request.query)),
  );
};
