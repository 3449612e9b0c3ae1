import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gameIdParamsSchema,
  operatorGameSchema,
  operatorGamesQuerySchema,
  operatorGamesValueSchema,
  operatorVendorsQuerySchema,
  operatorVendorsValueSchema,
  updateGamePayloadSchema,
  updateVendorPayloadSchema,
  updateVendorValueSchema,
  vendorCodeParamsSchema,
} from '@portal/shared/schemas/games-operator';
import { sendCsv } from '../../lib/csv.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import { gameColumns, vendorColumns } from './games-operator-csv.js';
import type { GamesOperatorService } from './games-operator.service.js';

const tags = ['operator'];

/** The console's catalogue calls: vendors and games in any state, and their changes. */
export const gamesOperatorRoutes: FastifyPluginAsyncZod<{ service: GamesOperatorService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/operator/games/vendors',
    {
      config: Roles.can('games.read'),
      schema: {
        tags,
        summary: 'Game vendors, one row per category, in menu order; or all of them as CSV',
        querystring: operatorVendorsQuerySchema,
        response: jsonResponses(operatorVendorsValueSchema),
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'game-vendors', vendorColumns, service.exportVendors(request.query))
        : ok(await service.vendors(request.query)),
  );

  app.put(
    '/wps/operator/games/vendors/:code',
    {
      config: Roles.can('games.manage'),
      schema: {
        tags,
        summary: "A vendor's maintenance, menu order or switch, in one category or in all",
        params: vendorCodeParamsSchema,
        body: updateVendorPayloadSchema,
        response: jsonResponses(updateVendorValueSchema),
      },
    },
    async (request) =>
      ok(await service.updateVendor(request.params.code, request.body, operatorOf(request))),
  );

  app.get(
    '/wps/operator/games',
    {
      config: Roles.can('games.read'),
      schema: {
        tags,
        summary: 'The whole game catalogue in any state: search, filters, flags, paged or CSV',
        querystring: operatorGamesQuerySchema,
        response: jsonResponses(operatorGamesValueSchema),
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'games', gameColumns, service.exportGames(request.query))
        : ok(await service.games(request.query)),
  );

  app.put(
    '/wps/operator/games/:id',
    {
      config: Roles.can('games.manage'),
      schema: {
        tags,
        summary: "A game's flags (maintenance, hot, new, enabled), order, minimum bet or classify",
        params: gameIdParamsSchema,
        body: updateGamePayloadSchema,
        response: jsonResponses(operatorGameSchema),
      },
    },
    async (request) =>
      ok(await service.updateGame(request.params.id, request.body, operatorOf(request))),
  );
};
