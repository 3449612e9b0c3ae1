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
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { MemberGamesService } from './member-games.service.js';
import { queryLanguage } from './query-language.js';

/** The signed-in member's game calls (trial accounts included: nothing here moves money). */
export const memberGamesRoutes: FastifyPluginAsyncZod<{ service: MemberGamesService }> = async (
  app,
  { service },
) => {
  const member = { auth: 'member' } as const;

  app.get(
    '/wps/relay/GCS_recentGame',
    {
      config: member,
      schema: {
        tags: ['games'],
        summary: "The member's recently launched games, newest first",
        querystring: recentGamesQuerySchema,
        response: jsonResponses(recentGamesValueSchema),
      },
    },
    async (request) =>
      ok(
        await service.recent(
          currentMember(request).id,
          request.query,
          queryLanguage(request.query.language, request.language),
        ),
      ),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    {
      config: member,
      schema: {
        tags: ['games'],
        summary: "Public ids of the member's favourite games",
        querystring: favouriteIdsQuerySchema,
        response: jsonResponses(favouriteIdsValueSchema),
      },
    },
    async (request) => ok(await service.favouriteIds(currentMember(request).id)),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      config: member,
      schema: {
        tags: ['games'],
        summary: "The member's favourite games, newest first, paged",
        querystring: favouriteGamesQuerySchema,
        response: jsonResponses(favouriteGamesValueSchema),
      },
    },
    async (request) =>
      ok(
        await service.favourites(
          currentMember(request).id,
          request.query,
          queryLanguage(request.query.language, request.language),
        ),
      ),
  );

  app.post(
    '/wps/relay/MCSFE_gameFavAction',
    {
      config: member,
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
    {
      config: member,
      schema: {
        tags: ['games'],
        summary: 'Game menus with the wallet mode of each vendor',
        querystring: gameVendorQuerySchema,
        response: jsonResponses(gameVendorValueSchema),
      },
    },
    async () => ok(await service.vendors()),
  );

  app.get(
    '/wps/relay/GLS2_roomList',
    {
      config: member,
      schema: {
        tags: ['games'],
        summary: "A live vendor's roulette rooms: limits, state, last numbers, players",
        querystring: roomListQuerySchema,
        response: jsonResponses(roomListValueSchema),
      },
    },
    async (request) =>
      ok(
        await service.rooms(
          request.query.vassalage,
          queryLanguage(request.query.language, request.language),
        ),
      ),
  );
};
