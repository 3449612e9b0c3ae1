import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gameListQuerySchema,
  gameListValueSchema,
  hotGamesQuerySchema,
  hotGamesValueSchema,
  popularGamesQuerySchema,
  popularGamesValueSchema,
  rankListQuerySchema,
  rankListValueSchema,
  vassGameTypeQuerySchema,
  vassGameTypeValueSchema,
} from '@portal/shared/schemas/games';
import { sendJson } from '../../lib/json-answer.js';
import { ok } from '../../lib/responses.js';
import type { GamesService } from './games.service.js';
import { queryLanguage } from './query-language.js';
import { gamesRoute } from './route-options.js';

/** The public catalogue calls; a signed-in member's token adds favourite stars to the lists. */
export const gamesRoutes: FastifyPluginAsyncZod<{ service: GamesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/relay/GCSGAME_gameList',
    gamesRoute(
      'Lobby game list: filters (category, vendor, classify, name, exact min bet, lines), paged in list order',
      gameListQuerySchema,
      gameListValueSchema,
      'optional',
    ),
    async (request, reply) => {
      const body = await service.listJson(
        request.query,
        queryLanguage(request.query.language, request.language),
        request.member?.id ?? null,
      );
      return sendJson(request, reply, body);
    },
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    gamesRoute(
      'Hot games of a category or vendor: most played of 7 days, then flagged hot (24 at most)',
      hotGamesQuerySchema,
      hotGamesValueSchema,
      'optional',
    ),
    async (request) =>
      ok(
        await service.hot(
          request.query,
          queryLanguage(request.query.language, request.language),
          request.member?.id ?? null,
        ),
      ),
  );

  app.get(
    '/lgw/games/popular',
    gamesRoute(
      'Most played games of the site over 7 days, topped up with hot games; none under maintenance',
      popularGamesQuerySchema,
      popularGamesValueSchema,
    ),
    async (request) =>
      ok(
        await service.popular(
          queryLanguage(request.query.language, request.language),
          request.query.count,
        ),
      ),
  );

  app.get(
    '/wps/relay/GCSGAME_getVassGameType',
    gamesRoute(
      "A vendor's name and the categories it has games in, with counts",
      vassGameTypeQuerySchema,
      vassGameTypeValueSchema,
    ),
    async (request) => ok(await service.vendorGameTypes(request.query.vassalage)),
  );

  app.get(
    '/wps/relay/GCSGAME_getRankList',
    gamesRoute(
      'Winner board: the biggest wins of the last days, accounts masked',
      rankListQuerySchema,
      rankListValueSchema,
    ),
    async (request) =>
      ok(
        await service.rankList(
          request.query,
          queryLanguage(request.query.language, request.language),
        ),
      ),
  );
};
