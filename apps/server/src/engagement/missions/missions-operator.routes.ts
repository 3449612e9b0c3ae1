import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  deletedMissionValueSchema,
  missionIdParamsSchema,
  missionInputSchema,
  operatorMissionLeaderboardQuerySchema,
  operatorMissionLeaderboardValueSchema,
  operatorMissionSchema,
  operatorMissionsValueSchema,
} from '@portal/shared/schemas/missions';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { MissionsOperatorService } from './missions-operator.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

/** Operator calls of missions; every change is audited. */
export const missionsOperatorRoutes: FastifyPluginAsyncZod<{
  service: MissionsOperatorService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/missions',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'Every mission, in display order',
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorMissionsValueSchema),
      },
    },
    async () => ok(await service.list()),
  );

  app.get(
    '/wps/operator/missions/:id',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'One mission with its texts in every language',
        params: missionIdParamsSchema,
        response: jsonResponses(operatorMissionSchema),
      },
    },
    async (request) => ok(await service.view(request.params.id)),
  );

  app.post(
    '/wps/operator/missions',
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Creates a mission',
        body: missionInputSchema,
        response: jsonResponses(operatorMissionSchema),
      },
    },
    async (request) => ok(await service.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/missions/:id',
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Replaces a mission',
        params: missionIdParamsSchema,
        body: missionInputSchema,
        response: jsonResponses(operatorMissionSchema),
      },
    },
    async (request) =>
      ok(await service.update(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/missions/:id',
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Deletes a mission and its progress (claimed rewards stay paid)',
        params: missionIdParamsSchema,
        response: jsonResponses(deletedMissionValueSchema),
      },
    },
    async (request) => ok(await service.delete(operatorOf(request), request.params.id)),
  );

  app.get(
    '/wps/operator/missions/:id/leaderboard',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary:
          "A period's ranking by the mission's measure, with the members' accounts and whether each reached the target",
        params: missionIdParamsSchema,
        querystring: operatorMissionLeaderboardQuerySchema,
        response: jsonResponses(operatorMissionLeaderboardValueSchema),
      },
    },
    async (request) => ok(await service.leaderboard(request.params.id, request.query)),
  );
};
