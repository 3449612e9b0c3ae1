import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  grantTicketsPayloadSchema,
  grantTicketsValueSchema,
  prizeTableParamsSchema,
  prizeTableSchema,
  rewardCountValueSchema,
  rewardTicketIdParamsSchema,
  rewardTicketSchema,
  rewardTicketsQuerySchema,
  rewardTicketsValueSchema,
  ticketGrantRulesSchema,
} from '@portal/shared/schemas/rewards';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { RewardTicketsService } from './reward-tickets.service.js';
import type { RewardsOperatorService } from './rewards-operator.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['rewards'];
/** Prizes are real money, for members who play: not for trial or agents-only accounts. */
const play = { auth: 'play' } as const;
const emptyBody = z.strictObject({}).nullish();

/** The member's reward centre (rewardCenter): tickets, the badge count, opening a ticket. */
export const rewardsRoutes: FastifyPluginAsyncZod<{ tickets: RewardTicketsService }> = async (
  app,
  { tickets },
) => {
  app.get(
    '/wps/member/rewards/tickets',
    {
      config: play,
      schema: {
        tags,
        summary: "The member's reward tickets, newest first, with the unopened count",
        querystring: rewardTicketsQuerySchema,
        response: jsonResponses(rewardTicketsValueSchema),
      },
    },
    async (request) =>
      ok(await tickets.list(currentMember(request).id, request.query, request.language)),
  );

  app.get(
    '/wps/member/rewards/count',
    {
      config: play,
      schema: {
        tags,
        summary: 'Unopened tickets not yet expired: the badge of the reward centre',
        querystring: emptyQuerySchema,
        response: jsonResponses(rewardCountValueSchema),
      },
    },
    async (request) => ok({ unopened: await tickets.unopenedCount(currentMember(request).id) }),
  );

  app.post(
    '/wps/member/rewards/tickets/:id/open',
    {
      config: play,
      schema: {
        tags,
        summary: 'Opens a ticket: the prize drawn from its committed seed, paid, the seed revealed',
        params: rewardTicketIdParamsSchema,
        body: emptyBody,
        response: jsonResponses(rewardTicketSchema),
      },
    },
    async (request) =>
      ok(await tickets.open(currentMember(request).id, request.params.id, request.language)),
  );
};

/** Operator calls of the reward centre; every change is audited. */
export const rewardsOperatorRoutes: FastifyPluginAsyncZod<{
  service: RewardsOperatorService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/rewards/prize-tables/:kind',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags: ['operator'],
        summary: 'The prize table of a ticket kind',
        params: prizeTableParamsSchema,
        response: jsonResponses(prizeTableSchema),
      },
    },
    async (request) => ok(await service.prizeTable(request.params.kind)),
  );

  app.put(
    '/wps/operator/rewards/prize-tables/:kind',
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags: ['operator'],
        summary: 'Sets the prize table of a ticket kind, for tickets granted from now on',
        params: prizeTableParamsSchema,
        body: prizeTableSchema,
        response: jsonResponses(prizeTableSchema),
      },
    },
    async (request) =>
      ok(await service.setPrizeTable(operatorOf(request), request.params.kind, request.body)),
  );

  app.get(
    '/wps/operator/rewards/grant-rules',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags: ['operator'],
        summary: 'The rules that grant tickets on first deposits, deposits and daily sign-ins',
        querystring: emptyQuerySchema,
        response: jsonResponses(ticketGrantRulesSchema),
      },
    },
    async () => ok(await service.grantRules()),
  );

  app.put(
    '/wps/operator/rewards/grant-rules',
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags: ['operator'],
        summary: 'Replaces the ticket grant rules',
        body: ticketGrantRulesSchema,
        response: jsonResponses(ticketGrantRulesSchema),
      },
    },
    async (request) => ok(await service.setGrantRules(operatorOf(request), request.body)),
  );

  app.post(
    '/wps/operator/rewards/grants',
    {
      config: Roles.can('engagement.decide'),
      schema: {
        tags: ['operator'],
        summary: 'Grants tickets to a member by hand',
        body: grantTicketsPayloadSchema,
        response: jsonResponses(grantTicketsValueSchema),
      },
    },
    async (request) => ok(await service.grant(operatorOf(request), request.body)),
  );
};
