import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameMenusValueSchema } from '@portal/shared/schemas/system';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { schemaSerializer, sendJson } from '../../lib/json-answer.js';
import { jsonResponses } from '../../lib/responses.js';
import type { GameMenusService } from './game-menus.service.js';

export const gameMenusRoutes: FastifyPluginAsyncZod<{ service: GameMenusService }> = async (
  app,
  { service },
) => {
  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags: ['games'],
        summary: 'Game categories in nav order with their vendors',
        querystring: emptyQuerySchema,
        response: jsonResponses(gameMenusValueSchema),
      },
    },
    async (request, reply) => {
      const answer = await service.menusJson(schemaSerializer(reply));
      return sendJson(request, reply, answer);
    },
  );
};
