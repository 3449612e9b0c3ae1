import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentAnnouncementsValueSchema,
  incomeQuerySchema,
  incomeValueSchema,
  teamBetsQuerySchema,
  teamBetsValueSchema,
  teamTransactionsQuerySchema,
  teamTransactionsValueSchema,
} from '@portal/shared/schemas/agency';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { TeamRecordServices } from './team-record-services.js';

const tags = ['agency'];
/** Signed in as an agent (types 1, 2, 41, 42): others are NON_AGENT. */
const agent = { auth: 'agent' } as const;

/** Team betting, transaction details, my income, agent announcements (and their operator calls). */
export const teamRecordsRoutes: FastifyPluginAsyncZod<{ services: TeamRecordServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/wps/agent/team/bets',
    {
      config: agent,
      schema: {
        tags,
        summary:
          "Team betting: the downline's rounds by account, level, category, vendor and time; paged, with totals",
        querystring: teamBetsQuerySchema,
        response: jsonResponses(teamBetsValueSchema),
      },
    },
    async (request) =>
      ok(await services.teamBets.list(currentMember(request).id, request.query, request.language)),
  );

  app.get(
    '/wps/agent/team/transactions',
    {
      config: agent,
      schema: {
        tags,
        summary:
          "Transaction details: the downline's wallet movements by account, type and period; paged, with totals",
        querystring: teamTransactionsQuerySchema,
        response: jsonResponses(teamTransactionsValueSchema),
      },
    },
    async (request) =>
      ok(await services.teamTransactions.list(currentMember(request).id, request.query)),
  );

  app.get(
    '/wps/agent/income',
    {
      config: agent,
      schema: {
        tags,
        summary: "My income: the agent's own income records by kind and period, with totals",
        querystring: incomeQuerySchema,
        response: jsonResponses(incomeValueSchema),
      },
    },
    async (request) =>
      ok(await services.agentIncome.list(currentMember(request).id, request.query)),
  );

  app.get(
    '/wps/agent/announcements',
    {
      config: agent,
      schema: {
        tags,
        summary: "The operator's live notices to agents in the caller's language, pinned first",
        querystring: emptyQuerySchema,
        response: jsonResponses(agentAnnouncementsValueSchema),
      },
    },
    async (request) => ok(await services.agentAnnouncements.forAgents(request.language)),
  );
};
