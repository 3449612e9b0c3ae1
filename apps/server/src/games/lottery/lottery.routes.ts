import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  gameMenuQuerySchema,
  gameMenuValueSchema,
  lotteryLaunchQuerySchema,
  lotteryLaunchValueSchema,
  openedNumerosQuerySchema,
  openedNumerosValueSchema,
  openNumeroQuerySchema,
  openNumeroValueSchema,
  recentGamesValueSchema,
} from '@portal/shared/schemas/lottery';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import { lotteryOperatorRoutes } from './draws/draws-operator.routes.js';
import type { DrawsOperatorService } from './draws/draws-operator.service.js';
import type { LotteryService } from './lottery.service.js';
import type { TicketServices } from './tickets/ticket-services.js';
import { ticketsRoutes } from './tickets/tickets.routes.js';

const member = { auth: 'member' } as const;
const tags = ['lottery'];

/**
 * The lottery's public and member calls (spec sections 3, 6, 7 and 9) and, registered from
 * here, the operator's draw calls. The tickets module registers its own routes.
 */
export const lotteryRoutes: FastifyPluginAsyncZod<{
  services: {
    lottery: LotteryService;
    lotteryDrawsOperator: DrawsOperatorService;
  } & TicketServices;
}> = async (app, { services }) => {
  const { lottery } = services;
  app.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary: 'The VN lottery menu: provinces of the next draws by region, and the fast games',
        querystring: gameMenuQuerySchema,
        response: jsonResponses(gameMenuValueSchema),
      },
    },
    async (request) => ok(await lottery.menu(request.query.prizeMode)),
  );
  app.get(
    '/lgw/vn/games/game_menu/recent',
    {
      config: member,
      schema: {
        tags,
        summary: "The member's lottery games, the latest ticket's first",
        querystring: emptyQuerySchema,
        response: jsonResponses(recentGamesValueSchema),
      },
    },
    async (request) => ok(await lottery.recent(currentMember(request).id)),
  );
  app.get(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        tags,
        summary: "A game's latest results, newest first; fast draws reveal their seed",
        querystring: openedNumerosQuerySchema,
        response: jsonResponses(openedNumerosValueSchema),
      },
    },
    async (request) => ok(await lottery.results(request.query.gameCode, request.query.count)),
  );
  app.get(
    '/lotto/lgw/games/opened/numero',
    {
      config: member,
      schema: {
        tags,
        summary: "The draw taking tickets now, the game's odds and the limits",
        querystring: openNumeroQuerySchema,
        response: jsonResponses(openNumeroValueSchema),
      },
    },
    async (request) => ok(await lottery.openNumero(request.query.gameCode)),
  );
  app.get(
    '/wps/lottery/launch',
    {
      config: member,
      schema: {
        tags,
        summary: 'The lottery launch (spec section 3): where the site goes',
        querystring: lotteryLaunchQuerySchema,
        response: jsonResponses(lotteryLaunchValueSchema),
      },
    },
    async (request) => ok(lottery.launch(request.query)),
  );
  await app.register(lotteryOperatorRoutes, { service: services.lotteryDrawsOperator });
  await app.register(ticketsRoutes, { tickets: services });
};
