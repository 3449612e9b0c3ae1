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
import { jsonResponses, ok } from '../../lib/responses.js';
import type { GamesService } from './games.service.js';
import { queryLanguage } from './query-language.js';

/** The public catalogue calls; a signed-in member's token adds favourite stars to the lists. */
export const gamesRoutes: FastifyPluginAsyncZod<{ service: GamesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['games'],
        summary:
          'Lobby game list: filters (category, vendor, classify, name, exact min bet, lines), paged in list order',
        querystring: gameListQuerySchema,
        response: jsonResponses(gameListValueSchema),
      },
    },
    async (request) =>
      ok(
        await service.list(
          request.query,
          queryLanguage(request.query.language, request.language),
          request.member?.id ?? null,
        ),
      ),
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['games'],
        summary:
          'Hot games of a category or vendor: most played of 7 days, then flagged hot (24 at most)',
        querystring: hotGamesQuerySchema,
        response: jsonResponses(hotGamesValueSchema),
      },
    },
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
    {
      schema: {
        tags: ['games'],
        summary:
          'Most played games of the site over 7 days, topped up with hot games; none under maintenance',
        querystring: popularGamesQuerySchema,
        response: jsonResponses(popularGamesValueSchema),
      },
    },
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
    {
      schema: {
        tags: ['games'],
        summary: "A vendor's name and the categories it has games in, with counts",
        querystring: vassGameTypeQuerySchema,
        response: jsonResponses(vassGameTypeValueSchema),
      },
    },
    async (request) => ok(await service.vendorGameTypes(request.query.vassalage)),
  );

  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        tags: ['games'],
        summary: 'Winner board: the biggest wins of the last days, accounts masked',
        querystring: rankListQuerySchema,
        response: jsonResponses(rankListValueSchema),
      },
    },
    async (request) =>
      ok(
        await service.rankList(
          request.query,
          queryLanguage(request.query.language, request.language),
        ),
      ),
  );
};
