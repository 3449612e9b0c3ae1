import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favouriteActionPayloadSchema,
  favouriteActionValueSchema,
  favouriteGamesQuerySchema,
  favouriteGamesValueSchema,
  favouriteIdsQuerySchema,
  favouriteIdsValueSchema,
  gameVendorQuerySchema,
  gameVendorValueSchema,
  recentGamesQuerySchema,
  recentGamesValueSchema,
  roomListQuerySchema,
  roomListValueSchema,
} from '@portal/shared/schemas/games';
import { jsonResponses, ok, okPaged } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { MemberGamesService } from './member-games.service.js';
import { queryLanguage } from './query-language.js';
import { gamesRoute, pagedGamesRoute } from './route-options.js';

/** The signed-in member's game calls (trial accounts included: nothing here moves money). */
export const memberGamesRoutes: FastifyPluginAsyncZod<{ service: MemberGamesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/relay/GCS_recentGame',
    pagedGamesRoute(
      "The member's recently launched games, newest first; `totalPages` beside `value`",
      recentGamesQuerySchema,
      recentGamesValueSchema,
      'member',
    ),
    async (request) => {
      const { games, totalPages } = await service.recent(
        currentMember(request).id,
        request.query,
        queryLanguage(request.query.language, request.language),
      );
      return okPaged(games, totalPages);
    },
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    gamesRoute(
      "Public ids of the member's favourite games",
      favouriteIdsQuerySchema,
      favouriteIdsValueSchema,
      'member',
    ),
    async (request) => ok(await service.favouriteIds(currentMember(request).id)),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    pagedGamesRoute(
      "The member's favourite games (RNG unless gameType is named), newest first; `totalPages` beside `value`",
      favouriteGamesQuerySchema,
      favouriteGamesValueSchema,
      'member',
    ),
    async (request) => {
      const { games, totalPages } = await service.favourites(
        currentMember(request).id,
        request.query,
        queryLanguage(request.query.language, request.language),
      );
      return okPaged(games, totalPages);
    },
  );

  app.post(
    '/wps/relay/MCSFE_gameFavAction',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['games'],
        summary: 'Marks or unmarks a favourite game (toggles unless `favourite` is given)',
        body: favouriteActionPayloadSchema,
        response: jsonResponses(favouriteActionValueSchema),
      },
    },
    async (request) => ok(await service.setFavourite(currentMember(request).id, request.body)),
  );

  app.get(
    '/wps/relay/GCSGAME_gameVendor',
    gamesRoute(
      'Game menus with the wallet mode of each vendor',
      gameVendorQuerySchema,
      gameVendorValueSchema,
      'member',
    ),
    async () => ok(await service.vendors()),
  );

  app.get(
    '/wps/relay/GLS2_roomList',
    gamesRoute(
      "A live vendor's roulette rooms: limits, state, last numbers, players",
      roomListQuerySchema,
      roomListValueSchema,
      'member',
    ),
    async (request) =>
      ok(
        await service.rooms(
          request.query.vassalage,
          queryLanguage(request.query.language, request.language),
        ),
      ),
  );
};
